/// The state of a whole mini-field (R1.3), shown by its status mark (R3.3.4.2).
public enum MiniFieldState: Hashable, Sendable {
    /// No line decides it (yet).
    case empty
    /// Captured by one player.
    case won(by: Player)
    /// Both signs have a line (`?`, strategy `any` only); it counts for both players (R1.9.1).
    case both
    /// Full without a line under the standard rules: closed and counting for nobody.
    case tied

    /// Whether the state counts as the player's sign on the field.
    public func counts(for player: Player) -> Bool {
        switch self {
        case .won(let owner): owner == player
        case .both: true
        case .empty, .tied: false
        }
    }

    /// One character: `.` empty, `x`, `o`, `?` for both, `-` for a tied standard mini-board.
    public var symbol: Character {
        switch self {
        case .empty: "."
        case .won(let player): player == .x ? "x" : "o"
        case .both: "?"
        case .tied: "-"
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension MiniFieldState: Codable {}
#endif
