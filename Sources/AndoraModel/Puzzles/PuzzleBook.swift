/// What a profile keeps of puzzles, stored with it: the puzzles cut from its own
/// reviewed games and which puzzles it solved.
public struct PuzzleBook: Hashable, Sendable {
    /// From the reviews of the player's games, the newest first; at most ``ownLimit``.
    public var own: [Puzzle]
    /// The ids of the puzzles solved, in the order they were solved.
    public var solved: [String]
    /// The ids of the puzzles answered wrongly, or whose solution was shown, before they were solved.
    public var missed: [String]

    public init(own: [Puzzle] = [], solved: [String] = [], missed: [String] = []) {
        self.own = own
        self.solved = solved
        self.missed = missed
    }

    /// Puzzles of the player's games kept; an older one leaves when a newer one comes.
    public static let ownLimit = 50

    /// Adds puzzles of a reviewed game, newest first, leaving out the ones already kept.
    mutating func add(_ puzzles: [Puzzle]) {
        let new = puzzles.filter { puzzle in !own.contains { $0.id == puzzle.id } }
        own = Array((new.reversed() + own).prefix(Self.ownLimit))
    }

    func isSolved(_ id: String) -> Bool { solved.contains(id) }

    /// Solved at the first try: no wrong answer and no solution shown before.
    func isSolvedAtFirstTry(_ id: String) -> Bool { isSolved(id) && !missed.contains(id) }

    mutating func solve(_ id: String) {
        if !solved.contains(id) { solved.append(id) }
    }

    /// A wrong answer or a solution shown, which counts only before the puzzle is solved.
    mutating func miss(_ id: String) {
        if !solved.contains(id) && !missed.contains(id) { missed.append(id) }
    }
}

/// `{"own": [{…}, …], "solved": ["s3", …], "missed": ["s3", …]}`.
extension PuzzleBook: WireCodable, WireShaped {
    public init(json: JSONValue) throws(WireError) {
        self.init(own: try json.read(Self.own), solved: try json.read(Self.solved), missed: try json.read(Self.missed))
    }

    public static let wireName = "PuzzleBook"

    public static func wireFields(_ shape: inout some WireFields<PuzzleBook>) {
        shape.field(Self.own) { $0.own }
        shape.field(Self.solved) { $0.solved }
        shape.field(Self.missed) { $0.missed }
    }

    static var own: WireField<[Puzzle]> { WireField("own") }
    static var solved: WireField<[String]> { WireField("solved") }
    static var missed: WireField<[String]> { WireField("missed") }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively the stores keep the wire form.
#if !hasFeature(Embedded)
extension PuzzleBook: CodableAsWire {}
#endif
