import AndoraCore

/// What a cell shows (R3.3.4.4.1).
public enum CellMark: String, Hashable, Sendable, Codable {
    case x, o, none

    init(_ player: Player?) {
        switch player {
        case .x: self = .x
        case .o: self = .o
        case nil: self = .none
        }
    }
}
