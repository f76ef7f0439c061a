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
        shape.field(Self.board, .reference("SavedBoard")) { $0.board }
        shape.field(Self.confirmTurn, .boolean) { $0.confirmTurn }
        shape.field(Self.opponent, .string.with("enum", ["human", "novice", "middle", "strong", "expert"])) { $0.opponent }
        shape.field(Self.computerPlays, .string.with("enum", ["x", "o"])) { $0.computerPlays }
        shape.field(Self.seed, .unsigned64.described("A 64-bit number in decimal (JavaScript's numbers hold 53 bits).")) { $0.seed }
        shape.field(Self.startedAt, .millisecondsBefore10000.described("Milliseconds since 1970 (UTC), before the year 10000; 0 for a game saved before times were kept.")) { $0.startedAt }
        shape.field(Self.moveTimes, .array(of: .millisecondsBefore10000).described("When each move was made, milliseconds since 1970 (UTC), one per move.")) { $0.moveTimes }
        shape.field(Self.clock, .typed("object").with("required", ["x", "o"]).with("properties", WireSchema().with("x", WireSchema.millisecondsBefore10000).with("o", WireSchema.millisecondsBefore10000))) { $0.clock }
        shape.field(Self.recordedEndings, .array(of: .moves).described("The moves of each ending of this game already in the history, each a finished game under the board's rules (a game ended, taken back and ended the same way again is recorded once); absent when there are none.")) { $0.recordedEndings }
        shape.field(Self.paused, .boolean.described("Paused when stored (R5.1.3): the game comes back paused; absent when not. A played game is never paused.")) { $0.paused }
        shape.field(Self.startingMoves, .integer(1...225).described("How many of the moves the game began with: a game started with Play from here begins at the replayed step. Those moves are not taken back and a win from them sets no personal best; absent for a game begun on an empty board.")) { $0.startingMoves }
    }

    static var board: WireField<SavedBoard> { WireField("board") }
    static var confirmTurn: WireField<Bool> { WireField("confirmTurn") }
    static var opponent: WireField<Opponent> { WireField("opponent", ifMissing: Opponent.human) }
    static var computerPlays: WireField<Player> { WireField("computerPlays", ifMissing: Options.defaultComputerPlays) }
    static var seed: WireField<UInt64> { WireField("seed", ifMissing: 0) }
    static var startedAt: WireField<Int64> { WireField("startedAt", ifMissing: 0) }
    /// Missing: every move at the start, which only the reader knows.
    static var moveTimes: WireField<[Int64]?> { WireField("moveTimes", ifMissing: nil) }
    static var clock: WireField<GameClock> { WireField("clock", ifMissing: GameClock()) }
    static var recordedEndings: WireField<[[Cell]]> { WireField("recordedEndings", leftOutAs: []) }
    static var paused: WireField<Bool> { WireField("paused", leftOutAs: false) }
    static var startingMoves: WireField<Int> { WireField("startingMoves", leftOutAs: 0) }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively the stores keep the wire form.
#if !hasFeature(Embedded)
extension SavedGame: CodableAsWire {}
#endif
