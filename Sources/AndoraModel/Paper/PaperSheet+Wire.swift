import AndoraCore
import AndoraInk

/// A sheet is stored as what was drawn: the board lines, the signs in the order played with their ink,
/// the first sign, and the times (unknown, 0, for sheets stored before times were kept). Reading
/// redraws the board from its lines, so a stored sheet cannot hold a board its lines do not make;
/// erased ink is not kept.
extension PaperSheet: WireCodable, WireShaped {
    init(json: JSONValue) throws(WireError) {
        self.init(input: try json.field("input"))
        for line in try json.field("lines", as: [[InkPoint]].self) {
            _ = addLine(Stroke(line))
        }
        let moves: [Int] = try json.field("moves")
        let ink = try json.field("signInk", as: [[[InkPoint]]].self).map { $0.map(Stroke.init) }
        let startedAt: Int64 = try json.optionalField("startedAt") ?? 0
        let times: [Int64] = try json.optionalField("moveTimes") ?? Array(repeating: startedAt, count: moves.count)
        guard fading == nil, ink.count == 9, moves.isEmpty || board != nil, times.count == moves.count,
              moves.allSatisfy((0..<9).contains),
              let game = try? ClassicGame(rules: .default, moves: moves.map(Self.cell(at:)))
        else { throw .invalid("the stored sheet is not a game its lines allow") }
        restore(game: game, firstSign: try json.optionalField("firstSign"), signInk: ink, startedAt: startedAt, moveTimes: times)
    }

    public static let wireName = "PaperSheet"

    public static func wireFields(_ shape: inout some WireFields<PaperSheet>) {
        shape.field("input") { $0.input }
        shape.field("lines") { $0.lines.map { $0.points } }
        shape.field("moves") { $0.game.moves.map(Self.index(of:)) }
        shape.field("firstSign") { $0.firstSign }
        shape.field("signInk") { $0.signInk.map { $0.map { $0.points } } }
        shape.field("startedAt") { $0.startedAt }
        shape.field("moveTimes") { $0.moveTimes }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively the stores keep the wire form.
#if !hasFeature(Embedded)
extension PaperSheet: CodableAsWire {}
#endif
