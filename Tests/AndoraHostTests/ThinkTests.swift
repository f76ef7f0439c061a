import AndoraHost
import AndoraModel
import AndoraCore
import AndoraEngine
import AndoraTestSupport
import Testing

@Suite struct ThinkTests {
    @Test(arguments: [MiniFieldStrategy.first, .any], [SearchLevel.novice, .middle, .strong, .expert])
    func thinkAnswersWithALegalMoveWithinANodeBudget(strategy: MiniFieldStrategy, level: SearchLevel) async throws {
        let game = try UltimateGame(rules: .andora(strategy: strategy), moves: Cell.moves(notation: "e5 e4 d3 b8 e6"))
        let request = ThinkRequest(id: 3, purpose: .move, game: game, level: level, budget: .nodes(200), seed: 1)
        let answer = await think(request)
        guard case .thought(3, let cell?) = answer else {
            Issue.record("no move in \(answer)")
            return
        }
        #expect(game.legalMoves.contains(cell))
        #expect(await think(request) == answer, "the same request gives the same move")
    }

    @Test func thinkAnswersWithoutAMoveOnceTheGameIsOver() async throws {
        let game = try UltimateGame(rules: .andora(strategy: .first), moves: Cell.moves(notation: AndoraGames.xWinsFirst))
        let request = ThinkRequest(id: 9, purpose: .hint, game: game, level: .expert, budget: .nodes(50), seed: 0)
        #expect(await think(request) == .thought(request: 9, cell: nil))
    }
}
