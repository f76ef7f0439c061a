import AndoraCore

/// Games saved by an older version lack the opponent keys (they were games between two people), the
/// times (unknown: 0, and the moves' times are the start's), the clock (zero), the recorded
/// endings (none; written only when there are some), `paused` (not paused; written only when set) and
/// `startingMoves` (0; written only when a game began from a replayed position).
extension SavedGame: WireCodable, WireShaped {
    /// The times and durations a game read may hold, in milliseconds: from 1970 to the end of the
    /// year 9999, so that no sum or difference of them overflows.
    public static let times: ClosedRange<Int64> = 0...253_402_300_799_999

    public init(json: JSONValue) throws(WireError) {
        let board = try json.read(Self.board)
        let startedAt = try json.read(Self.startedAt)
        // A game saved before times were kept made every move at the start.
        let moveTimes = try json.read(Self.moveTimes) ?? Array(repeating: startedAt, count: board.moves.count)
        guard moveTimes.count == board.moves.count else { throw .invalid("one time per move was expected") }
        guard Self.times.contains(startedAt), moveTimes.allSatisfy({ Self.times.contains($0) }) else {
            throw .invalid("a time before 1970 or after 9999")
        }
        let startingMoves = try json.read(Self.startingMoves)
        guard (0...board.moves.count).contains(startingMoves) else { throw .invalid("starting moves out of the game's moves") }
        self.init(
            board: board, confirmTurn: try json.read(Self.confirmTurn), opponent: try json.read(Self.opponent),
            computerPlays: try json.read(Self.computerPlays), seed: try json.read(Self.seed), startedAt: startedAt,
            moveTimes: moveTimes, clock: try json.read(Self.clock), recordedEndings: try json.read(Self.recordedEndings),
            paused: try json.read(Self.paused), startingMoves: startingMoves)
        guard recordedEndings.allSatisfy({ board.isEnding($0) }) else { throw .invalid("a recorded ending is no finished game of these rules") }
    }

    public static let wireName = "SavedGame"

    public static func wireFields(_ shape: inout some WireFields<SavedGame>) {
        shape.field(Self.board) { $0.board }
        shape.field(Self.confirmTurn) { $0.confirmTurn }
        shape.field(Self.opponent) { $0.opponent }
        shape.field(Self.computerPlays) { $0.computerPlays }
        shape.field(Self.seed) { $0.seed }
        shape.field(Self.startedAt) { $0.startedAt }
        shape.field(Self.moveTimes) { $0.moveTimes }
        shape.field(Self.clock) { $0.clock }
        shape.field(Self.recordedEndings) { $0.recordedEndings }
        shape.field(Self.paused) { $0.paused }
        shape.field(Self.startingMoves) { $0.startingMoves }
    }

    static let board = WireField<SavedBoard>("board", .reference("SavedBoard"))
    static let confirmTurn = WireField<Bool>("confirmTurn", .boolean)
    static let opponent = WireField(
        "opponent", .string.with("enum", ["human", "novice", "middle", "strong", "expert"]), ifMissing: Opponent.human)
    static let computerPlays = WireField("computerPlays", .string.with("enum", ["x", "o"]), ifMissing: Options.defaultComputerPlays)
    static let seed = WireField<UInt64>(
        "seed", .string.with("pattern", "^[0-9]{1,20}$").described("A 64-bit number in decimal (JavaScript's numbers hold 53 bits)."),
        ifMissing: 0)
    static let startedAt = WireField<Int64>(
        "startedAt",
        .millisecondsBefore10000.described("Milliseconds since 1970 (UTC), before the year 10000; 0 for a game saved before times were kept."),
        ifMissing: 0)
    /// Missing: every move at the start, which only the reader knows.
    static let moveTimes = WireField<[Int64]?>(
        "moveTimes", .array(of: .millisecondsBefore10000).described("When each move was made, milliseconds since 1970 (UTC), one per move."),
        ifMissing: nil)
    static let clock = WireField(
        "clock",
        .typed("object").with("required", ["x", "o"])
            .with("properties", WireSchema().with("x", WireSchema.millisecondsBefore10000).with("o", WireSchema.millisecondsBefore10000)),
        ifMissing: GameClock())
    static let recordedEndings = WireField<[[Cell]]>(
        "recordedEndings",
        .array(
            of: .typed("array").with("items", WireSchema.string.with("pattern", "^[a-o](1[0-5]|[1-9])$").described("A cell in notation."))
                .with("maxItems", 225)
        ).described(
            "The moves of each ending of this game already in the history, each a finished game under the board's rules (a game ended, taken back and ended the same way again is recorded once); absent when there are none."
        ),
        leftOutAs: [])
    static let paused = WireField(
        "paused",
        .boolean.described("Paused when stored (R5.1.3): the game comes back paused; absent when not. A played game is never paused."),
        leftOutAs: false)
    static let startingMoves = WireField(
        "startingMoves",
        .integer(1...225).described(
            "How many of the moves the game began with: a game started with Play from here begins at the replayed step. Those moves are not taken back and a win from them sets no personal best; absent for a game begun on an empty board."
        ),
        leftOutAs: 0)
}

// Embedded Swift (the WebAssembly build) has no Codable; natively the stores keep the wire form.
#if !hasFeature(Embedded)
extension SavedGame: CodableAsWire {}
#endif
