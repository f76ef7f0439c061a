import AndoraCore

// Embedded Swift (the WebAssembly build) has no Codable; the stores of the host read and write these.
#if !hasFeature(Embedded)
/// `{"mode": "andora", "record": {"rules": "first", "moves": ["e5", …], "undoneMoves": []}}`.
extension SavedBoard: Codable {
    private enum CodingKeys: String, CodingKey {
        case mode, record
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(GameMode.self, forKey: .mode) {
        case .andora: self = .andora(try container.decode(GameRecord<UltimateGame>.self, forKey: .record))
        case .classic: self = .classic(try container.decode(GameRecord<ClassicGame>.self, forKey: .record))
        case .paper:
            throw DecodingError.dataCorruptedError(
                forKey: .mode, in: container, debugDescription: "pencil & paper games are not saved")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        switch self {
        case .andora(let record): try container.encode(record, forKey: .record)
        case .classic(let record): try container.encode(record, forKey: .record)
        }
    }
}
#endif
