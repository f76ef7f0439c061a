import AndoraCore
import AndoraInk

// Embedded Swift (the WebAssembly build) has no Codable; the stores of the host read and write these.
#if !hasFeature(Embedded)
/// A sheet is stored as what was drawn: the board lines, the signs in the order played with their ink,
/// the first sign, and the times (unknown, 0, for sheets stored before times were kept). Decoding
/// redraws the board from its lines, so a stored sheet cannot hold a board its lines do not make;
/// erased ink is not kept.
extension PaperSheet: Codable {
    private enum CodingKeys: String, CodingKey {
        case input, lines, moves, firstSign, signInk, startedAt, moveTimes
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(input: try container.decode(PaperInput.self, forKey: .input))
        for line in try container.decode([[InkPoint]].self, forKey: .lines) {
            _ = addLine(Stroke(line))
        }
        let moves = try container.decode([Int].self, forKey: .moves)
        let ink = try container.decode([[[InkPoint]]].self, forKey: .signInk).map { $0.map(Stroke.init) }
        let startedAt = try container.decodeIfPresent(Int64.self, forKey: .startedAt) ?? 0
        let times = try container.decodeIfPresent([Int64].self, forKey: .moveTimes)
            ?? Array(repeating: startedAt, count: moves.count)
        guard fading == nil, ink.count == 9, moves.isEmpty || board != nil, times.count == moves.count,
              let game = try? ClassicGame(rules: .default, moves: moves.map(Self.cell(at:)))
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .moves, in: container, debugDescription: "the stored sheet is not a game its lines allow")
        }
        restore(
            game: game, firstSign: try container.decodeIfPresent(Player.self, forKey: .firstSign), signInk: ink,
            startedAt: startedAt, moveTimes: times)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(input, forKey: .input)
        try container.encode(lines.map(\.points), forKey: .lines)
        try container.encode(game.moves.map(Self.index(of:)), forKey: .moves)
        try container.encodeIfPresent(firstSign, forKey: .firstSign)
        try container.encode(signInk.map { $0.map(\.points) }, forKey: .signInk)
        try container.encode(startedAt, forKey: .startedAt)
        try container.encode(moveTimes, forKey: .moveTimes)
    }
}
#endif
