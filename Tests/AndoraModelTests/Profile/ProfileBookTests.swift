import AndoraCore
import AndoraModel
import Testing

/// One profile's book: the page's whole store, and the in-memory store's per profile.
@Suite struct ProfileBookTests {
    private func game(endedAt: Int64, _ moves: String) throws -> PlayedGame {
        let board = SavedBoard.andora(try GameRecord(rules: .andora(strategy: .first), moves: try Cell.moves(notation: moves)))
        return PlayedGame(game: SavedGame(board: board, confirmTurn: false), endedAt: endedAt, result: .abandoned)
    }

    @Test func aBackupMergedTwiceAddsItsGamesOnce() throws {
        var book = ProfileBook()
        let games = [try game(endedAt: 1_000, "e5"), try game(endedAt: 1_000, "e5 e4"), try game(endedAt: 2_000, "e5")]
        #expect(book.merge(games).count == 3, "two games ending at once are two games")
        #expect(book.merge(games).isEmpty && book.games.count == 3)
    }

    @Test func aForgottenGameIsForgottenByTheMergeToo() throws {
        var book = ProfileBook()
        let kept = try game(endedAt: 1_000, "e5")
        let forgotten = try game(endedAt: 1_000, "e5 e4")
        book.merge([kept, forgotten])
        let id = try #require(book.games.first { $0.game == forgotten }?.id)
        book.apply([.forgetPlayedGame(id)])
        #expect(!book.holds(forgotten) && book.holds(kept), "only the deleted game leaves")
        #expect(book.merge([kept, forgotten]).map { $0.game } == [forgotten], "a backup brings the deleted game back, once")
    }
}
