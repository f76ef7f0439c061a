import AndoraModel
import AndoraCore
import Foundation

/// Stored values the tests compare: games with times, a pencil & paper scoreboard.
enum Samples {
    static let start: Int64 = 1_763_800_000_000

    /// An Andora game of the given rules with a time for each move, a second apart.
    static func game(
        _ notation: String, rules: UltimateRules = .andora(strategy: .any), opponent: Opponent = .expert,
        computerPlays: Player = .x, seed: UInt64 = 0xDEAD_BEEF_CAFE_BABE
    ) throws -> SavedGame {
        let moves = try Cell.moves(notation: notation)
        return SavedGame(
            board: .andora(try GameRecord(rules: rules, moves: moves)), confirmTurn: true, opponent: opponent,
            computerPlays: computerPlays, seed: seed, startedAt: start,
            moveTimes: moves.indices.map { start + 1_000 * Int64($0 + 1) })
    }

    /// A classic game between two people.
    static func classicGame(_ notation: String, rules: ClassicRules) throws -> SavedGame {
        let moves = try Cell.moves(notation: notation)
        return SavedGame(
            board: .classic(try GameRecord(rules: rules, moves: moves)), confirmTurn: false, startedAt: start,
            moveTimes: moves.indices.map { start + 500 * Int64($0 + 1) })
    }

    /// A pencil & paper scoreboard with no sheet on the table (the app builds sheets itself).
    static func paper(xWins: Int, oWins: Int, ties: Int) throws -> PaperSnapshot {
        let json = #"{"score":{"xWins":\#(xWins),"oWins":\#(oWins),"ties":\#(ties)}}"#
        return try JSONDecoder().decode(PaperSnapshot.self, from: Data(json.utf8))
    }
}
