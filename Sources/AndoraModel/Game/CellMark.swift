import AndoraCore

/// What a cell shows (R3.3.4.4.1).
public enum CellMark: String, Hashable, Sendable {
    case x, o, none

    init(_ player: Player?) {
        switch player {
        case .x: self = .x
        case .o: self = .o
        case nil: self = .none
        }
    }
}

extension CellMark: WireEncodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension CellMark: Codable {}
#endif
