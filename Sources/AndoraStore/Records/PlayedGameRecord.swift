import GRDB

/// A row of `playedGame`: a finished or abandoned game in real columns, so the history can list,
/// sort and count games without reading JSON. Times are milliseconds since 1970 (UTC).
package struct PlayedGameRecord: Hashable, Sendable {
    package var id: Int64?
    var profileId: String
    /// `andora`, `classic` or `paper`.
    var mode: String
    /// `andora-first`, `andora-any`, `standard` or `classic`.
    var rules: String
    /// `first` or `any` for Andora rules, else `nil`.
    var strategy: String?
    /// N and K of a classic game, else `nil`.
    var classicSize: Int?
    var classicInARow: Int?
    var confirmTurn: Bool
    /// `human`, `novice`, `middle`, `strong` or `expert`.
    var opponent: String
    /// `x` or `o` when the computer plays, `nil` against a person.
    var computerPlays: String?
    /// The seed that varied the computer's searches (a `UInt64`'s bits).
    var seed: Int64
    /// `nil` for a game begun before times were kept.
    var startedAt: Int64?
    var endedAt: Int64
    /// `endedAt - startedAt`; `nil` when the start is unknown.
    var durationMs: Int64?
    /// `x`, `o`, `draw` or `abandoned`.
    var result: String
    var moveCount: Int
    /// The moves in notation, separated by spaces: `e5 e6 d7`.
    var moves: String
    /// When each move was made, separated by spaces, one per move in `moves`.
    var moveTimes: String
    /// Each side's time on the move (the game clock); `nil` for games played before it was kept.
    var clockXMs: Int64?
    var clockOMs: Int64?
    /// Pencil & paper: `x` or `o`, the sign the first player put on paper; `nil` for other modes.
    var paperFirstSign: String?
    /// The code of the match between two devices it was played in; `nil` for a game on one device.
    var matchCode: String?
    /// The moves the game began with: more than 0 for a game started from a replayed position; `nil`
    /// (read as 0) in a row that a PostgreSQL server from before the column wrote meanwhile.
    var startingMoves: Int?
}

extension PlayedGameRecord: Codable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "playedGame"

    package mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
