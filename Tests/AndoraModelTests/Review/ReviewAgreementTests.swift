import AndoraCore
import AndoraEngine
@testable import AndoraModel
import AndoraTestSupport
import Testing

/// The review's marks, judged with its node budget, agree with a search four times
/// deeper on a fixed game. Both searches are reproducible (node budgets, fresh tables), so the
/// figures below are the same on every machine; docs/ENGINE.md has them for deeper references.
@Suite(.cpuBound) struct ReviewAgreementTests {
    /// The review of `game` with `nodes` a position.
    private func review(_ game: UltimateGame, nodes: Int) -> GameReview {
        var review = GameReview(gameID: 1, game: game)
        while let step = review.nextStep {
            review.record(ComputerPlayer.judge(Position(game.prefix(step)), nodes: nodes), at: step)
        }
        return review
    }

    @Test func theMarksAgreeWithADeeperSearch() throws {
        let game = try UltimateGame(rules: .andora(strategy: .first), moves: Cell.moves(notation: AndoraGames.oWinsFirst))
        let shipped = review(game, nodes: WinChance.nodes)
        let deeper = review(game, nodes: WinChance.nodes * 4)
        let moves = Array(1...game.moves.count)
        let errors = moves.filter { shipped.mark(ofMove: $0)?.isError == true }
        let deeperErrors = moves.filter { deeper.mark(ofMove: $0)?.isError == true }
        let differing = Set(errors).symmetricDifference(deeperErrors)
        #expect(differing.count * 10 <= moves.count, "at most one move in ten marked differently: \(errors) against \(deeperErrors)")
        for number in moves {
            let (mark, deep) = (try #require(shipped.mark(ofMove: number)), try #require(deeper.mark(ofMove: number)))
            let apart = abs(ReviewMark.allCases.firstIndex(of: mark)! - ReviewMark.allCases.firstIndex(of: deep)!)
            #expect(apart <= 1, "move \(number): \(mark) against \(deep), never two marks apart")
        }
        let biggest = try #require(shipped.biggestMistake)
        #expect(deeper.mark(ofMove: biggest)?.isError == true, "the biggest mistake is an error for the deeper search too")
    }
}
