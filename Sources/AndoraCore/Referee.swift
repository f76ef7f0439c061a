/// Judges games written in notation, one per line, as `andora referee` prints them.
///
/// A verdict is `RESULT STATES NEXT`: the result (`x`, `o`, `draw`, `playing`), the nine mini-field
/// states in keypad order (`.xo?-`), and the allowed mini-fields 1–9 joined by commas (`-` once the
/// game is over). A line with a bad move gets `illegal K REASON`, K being the 1-based index of the
/// first bad move and REASON one of `occupied`, `wrong-field`, `game-over`, `notation`.
public struct Referee: Sendable {
    public let rules: UltimateRules

    public init(rules: UltimateRules) {
        self.rules = rules
    }

    /// The verdict on one game line.
    public func verdict(on line: String) -> String {
        var game = UltimateGame(rules: rules)
        for (index, word) in Cell.words(of: line).enumerated() {
            guard let cell = try? Cell(notation: word) else { return "illegal \(index + 1) notation" }
            do throws(MoveError) {
                try game.play(cell)
            } catch {
                return "illegal \(index + 1) \(error.code)"
            }
        }
        return Self.verdict(on: game)
    }

    /// The verdict on a game that was played legally.
    public static func verdict(on game: UltimateGame) -> String {
        let result = switch game.outcome {
        case .inProgress: "playing"
        case .won(let player): player.rawValue
        case .draw: "draw"
        }
        let states = String(game.fieldStates.map { $0.symbol })
        let next = game.allowedFields.isEmpty ? "-" : game.allowedFields.map { String($0 + 1) }.joined(separator: ",")
        return "\(result) \(states) \(next)"
    }
}
