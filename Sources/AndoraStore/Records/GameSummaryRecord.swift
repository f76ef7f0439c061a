import AndoraModel
import AndoraCore
import GRDB

/// The columns of a `playedGame` row that statistics need: no moves, so thousands read at once.
package struct GameSummaryRecord: Decodable, FetchableRecord, TableRecord {
    package static let databaseTableName = PlayedGameRecord.databaseTableName

    var id: Int64
    var profileId: String
    var mode: String
    var rules: String
    var classicSize: Int?
    var classicInARow: Int?
    var opponent: String
    var computerPlays: String?
    var result: String
    var endedAt: Int64
    var durationMs: Int64?
    var clockXMs: Int64?
    var clockOMs: Int64?
    var moveCount: Int
    var startingMoves: Int?
    var matchCode: String?

    /// The columns read, every one of the record's keys.
    package static let columns = [
        "id", "profileId", "mode", "rules", "classicSize", "classicInARow", "opponent", "computerPlays", "result", "endedAt",
        "durationMs", "clockXMs", "clockOMs", "moveCount", "startingMoves", "matchCode",
    ]

    package static var databaseSelection: [any SQLSelectable] { columns.map { Column($0) } }

    /// The game as statistics count it; the game clock's time, else the time from start to end.
    package func summary() throws(StoreError) -> GameSummary {
        guard let rules = mode == "paper" ? .paper : GameVariant(rules: rules, classicSize: classicSize, classicInARow: classicInARow),
              let opponent = Opponent(rawValue: opponent),
              let computer = computerPlays.map(Player.init(rawValue:)) ?? Options.defaultComputerPlays,
              let result = PlayedGameRecord.result(named: result)
        else {
            throw .corruptRow(
                table: Self.databaseTableName,
                reason: "game \(id) of profile \(profileId): unknown rules, opponent, sign or result")
        }
        let clock = (clockXMs ?? 0) + (clockOMs ?? 0)
        return GameSummary(
            rules: rules, opponent: opponent, computerPlays: computer, result: result, endedAt: endedAt,
            playTime: clock > 0 ? clock : durationMs, moveCount: moveCount, startingMoves: startingMoves ?? 0,
            // A match game stored without the other seat's sign does not say which seat was the player's.
            matchSide: matchCode == nil ? nil : computerPlays.flatMap(Player.init(rawValue:))?.opponent)
    }
}
