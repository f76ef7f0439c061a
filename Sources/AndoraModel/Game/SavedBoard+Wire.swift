import AndoraCore

/// `{"mode": "andora", "record": {"rules": "first", "moves": ["e5", …], "undoneMoves": []}}`.
extension SavedBoard: WireCodable {
    public init(json: JSONValue) throws(WireError) {
        switch try json.field("mode", as: GameMode.self) {
        case .andora: self = .andora(try json.field("record"))
        case .classic: self = .classic(try json.field("record"))
        case .paper: throw .invalid("pencil & paper games are not saved")
        }
    }

    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("mode", mode)
            switch self {
            case .andora(let record): object.field("record", record)
            case .classic(let record): object.field("record", record)
            }
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively the stores keep the wire form.
#if !hasFeature(Embedded)
extension SavedBoard: CodableAsWire {}
#endif
