import AndoraCore
import AndoraTestSupport
import Testing
@testable import AndoraModel

/// A played game's moves file: what the replay downloads, and what History opens again.
@Suite struct GameFileTests {
    private func played(_ board: SavedBoard, result: GameResult, paperFirstSign: Player? = nil) -> PlayedGame {
        PlayedGame(
            game: SavedGame(board: board, confirmTurn: false, opponent: .expert, computerPlays: .o, startedAt: 1_000),
            endedAt: 90_000, result: result, paperFirstSign: paperFirstSign)
    }

    private func andora(_ moves: String, _ rules: UltimateRules = .andora(strategy: .first)) throws -> SavedBoard {
        .andora(try GameRecord(rules: rules, moves: try Cell.moves(notation: moves)))
    }

    private func classic(_ moves: String, size: Int, inARow: Int) throws -> SavedBoard {
        .classic(try GameRecord(rules: try #require(ClassicRules(size: size, inARow: inARow)), moves: try Cell.moves(notation: moves)))
    }

    @Test func theFileSaysTheRulesTheDayTheOpponentAndTheResultAboveTheMoves() throws {
        let game = played(try andora(AndoraGames.xWinsFirst), result: .won(.x))
        let text = GameFile.text(of: game, day: CalendarDay(milliseconds: game.endedAt), opponent: "Computer (expert) as O")
        #expect(text == """
            [Game "Andora"]
            [Rules "first"]
            [Date "1970-01-01"]
            [Opponent "Computer (expert) as O"]
            [Result "x"]

            \(AndoraGames.xWinsFirst)

            """)
    }

    @Test func everyKindOfGameOpensBackWithItsRulesMovesAndResult() throws {
        let games = [
            played(try andora(AndoraGames.xWinsAny, .andora(strategy: .any)), result: .won(.x)),
            played(try andora("e5 e4", .standard), result: .abandoned),
            played(try classic("a1 a2 b1 b2 c1", size: 5, inARow: 3), result: .won(.x)),
            played(try classic("a1 a2 b1 b2 c1", size: 3, inARow: 3), result: .won(.o), paperFirstSign: .o),
        ]
        for game in games {
            let text = GameFile.text(of: game, day: CalendarDay(milliseconds: 0), opponent: "Two players")
            let opened = try GameFile.game(in: text, now: 5_000)
            #expect(opened.game.board == game.game.board && opened.result == game.result, "\(text)")
            #expect(opened.paperFirstSign == game.paperFirstSign && opened.endedAt == 5_000)
        }
    }

    @Test func bareMovesOpenAsAnAndoraGameSkippingMoveNumbers() throws {
        let opened = try GameFile.game(in: "1. e5 e4\r\n2. e2", now: 0)
        #expect(opened.game.board == (try andora("e5 e4 e2")))
        #expect(opened.result == .abandoned, "a game not over opens as unfinished")
    }

    @Test(arguments: [
        ("", GameFileError.noMoves),
        ("[Rules \"first\"]\n\n", .noMoves),
        ("[Rules \"chess\"]\n\ne5", .unknownRules("chess")),
        ("[Rules \"classic 3 5\"]\n\na1", .unknownRules("classic 3 5")),
        ("e5 e4 zz9", .notACell(move: 3, "zz9")),
        ("e5 e5", .illegalMove(move: 2, "e5")),
        ("[Rules \"classic 3 3\"]\n\na1 a2 b1 b2 c1 c2", .illegalMove(move: 6, "c2")),
        (String(repeating: "e5 ", count: 1_001), .tooLong),
    ])
    func whatCannotBeOpenedSaysWhy(text: String, refusal: GameFileError) {
        #expect(throws: refusal) { try GameFile.game(in: text, now: 0) }
    }
}
