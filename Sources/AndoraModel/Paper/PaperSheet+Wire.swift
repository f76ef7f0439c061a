import AndoraCore
import AndoraInk

/// A sheet is stored as what was drawn: the board lines, the signs in the order played with their ink,
/// the first sign, and the times (unknown, 0, for sheets stored before times were kept). Reading
/// redraws the board from its lines, so a stored sheet cannot hold a board its lines do not make;
/// erased ink is not kept.
extension PaperSheet: WireCodable, WireShaped {
    init(json: JSONValue) throws(WireError) {
        self.init(input: try json.read(Self.input))
        for line in try json.read(Self.lines) {
            _ = addLine(Stroke(line))
        }
        let moves = try json.read(Self.moves)
        let ink = try json.read(Self.signInk).map { $0.map(Stroke.init) }
        let startedAt = try json.read(Self.startedAt)
        // A sheet stored before times were kept had every sign made at the start.
        let times = try json.read(Self.moveTimes) ?? Array(repeating: startedAt, count: moves.count)
        guard fading == nil, ink.count == 9, moves.isEmpty || board != nil, times.count == moves.count,
              moves.allSatisfy((0..<9).contains),
              let game = try? ClassicGame(rules: .default, moves: moves.map(Self.cell(at:)))
        else { throw .invalid("the stored sheet is not a game its lines allow") }
        restore(game: game, firstSign: try json.read(Self.firstSign), signInk: ink, startedAt: startedAt, moveTimes: times)
    }

    public static let wireName = "PaperSheet"

    public static func wireFields(_ shape: inout some WireFields<PaperSheet>) {
        shape.field(Self.input) { $0.input }
        shape.field(Self.lines) { $0.lines.map { $0.points } }
        shape.field(Self.moves) { $0.game.moves.map(Self.index(of:)) }
        shape.field(Self.firstSign) { $0.firstSign }
        shape.field(Self.signInk) { $0.signInk.map { $0.map { $0.points } } }
        shape.field(Self.startedAt) { $0.startedAt }
        shape.field(Self.moveTimes) { $0.moveTimes }
    }

    static var input: WireField<PaperInput> { WireField("input") }
    /// The board's lines as drawn, each the points of its stroke.
    static var lines: WireField<[[InkPoint]]> { WireField("lines") }
    /// The signs in the order played, each the index (0-8) of its cell.
    static var moves: WireField<[Int]> { WireField("moves") }
    static var firstSign: WireField<Player?> { WireField(optional: "firstSign") }
    /// The ink of each cell's sign, by cell index: its strokes' points.
    static var signInk: WireField<[[[InkPoint]]]> { WireField("signInk") }
    static var startedAt: WireField<Int64> { WireField("startedAt", ifMissing: 0) }
    /// Missing: every sign at the start, which only the reader knows.
    static var moveTimes: WireField<[Int64]?> { WireField("moveTimes", ifMissing: nil) }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively the stores keep the wire form.
#if !hasFeature(Embedded)
extension PaperSheet: CodableAsWire {}
#endif
