import AndoraModel
import AndoraCore

extension GameVariant {
    /// The rules of a `playedGame` row: its `rules` column and, for classic games, N and K.
    init?(rules: String, classicSize: Int?, classicInARow: Int?) {
        switch rules {
        case "andora-first": self = .andora(.first)
        case "andora-any": self = .andora(.any)
        case "standard": self = .standard
        case "classic":
            guard let classicSize, let classicInARow, let classic = ClassicRules(size: classicSize, inARow: classicInARow)
            else { return nil }
            self = .classic(classic)
        default: return nil
        }
    }
}
