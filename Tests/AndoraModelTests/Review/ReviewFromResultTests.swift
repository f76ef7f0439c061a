import AndoraCore
import AndoraModel
import AndoraTestSupport
import Testing

/// "Review" at the end of a game opens the replay of the game just ended, its review
/// under way.
@Suite struct ReviewFromResultTests {
    /// The history's first page as the store gives it after the game ended: that game first.
    private func newestPage(after model: AppModel, endedGames: [AppEffect]) throws -> HistoryPage {
        var ended: [PlayedGame] = []
        for case .store(.gameEnded(let game)) in endedGames { ended.append(game) }
        let game = try #require(ended.first)
        let older = PlayedGame(game: try #require(AppModel.playing().with("e5 e4").game), endedAt: 10, result: .abandoned)
        return HistoryPage(entries: [HistoryEntry(id: 12, game: game), HistoryEntry(id: 11, game: older)], total: 2)
    }

    @Test func reviewInTheResultDialogOpensTheEndedGamesReplayUnderReview() throws {
        var model = AppModel.playing().with(String(Games.xWinsFirst.dropLast(3)))
        let ended = model.tap("a3")
        let dialog = try #require(model.state.dialog)
        #expect(dialog.kind == .winner && dialog.buttons.map(\.label) == ["Close", "Review", "Play again"])
        #expect(dialog.buttons[dialog.focus].intent == .closeDialog, "a habitual Enter still only closes")
        let effects = model.send(.reviewGame)
        #expect(effects == [.fetch(.history(HistoryQuery()))], "the newest page, where the game just ended comes first")
        #expect(model.state.history != nil && !model.canResume)
        let review = model.receive(.fetched(HistoryQuery(), try newestPage(after: model, endedGames: ended)))
        let replay = try #require(model.state.replay)
        #expect(replay.step == replay.moves.count && replay.moves.count == 25, "at the end of the game just played")
        #expect(review.thinkRequests.first?.purpose == .review && review.thinkRequests.first?.game.moves.isEmpty == true)
        #expect(replay.review?.running == true)
        model.send(.back)
        let finished = try #require(model.state.game, "back returns to the game just ended")
        #expect(finished.turnLabel == "Game over" && model.state.dialog == nil, "its result dialog answered")
        #expect(finished.undo?.enabled == true, "where Undo can still take the last move back (docs/SPEC.md, D7)")
        model.send(.undo)
        #expect(model.state.game?.result == nil, "and the game goes on")
    }

    @Test func aPageWithoutTheEndedGameOnlyShowsTheHistory() throws {
        var model = AppModel.playing().with(String(Games.xWinsFirst.dropLast(3)))
        model.tap("a3")
        model.send(.reviewGame)
        let other = PlayedGame(game: try #require(AppModel.playing().with("e5 e4").game), endedAt: 10, result: .abandoned)
        let effects = model.receive(.fetched(HistoryQuery(), HistoryPage(entries: [HistoryEntry(id: 3, game: other)], total: 1)))
        #expect(effects.isEmpty && model.state.history?.rows.count == 1, "a store that lost the game: no replay of another one")
    }

    @Test func onlyAndoraGamesOfferAReview() throws {
        var classic = AppModel.playing(Options(mode: .classic)).with("a1 b1 a2 b2 a3")
        let dialog = try #require(classic.state.dialog)
        #expect(dialog.kind == .winner && dialog.buttons.map(\.intent) == [.closeDialog, .playAgain])
        #expect(classic.send(.reviewGame).isEmpty && classic.state.game != nil)
    }

    @Test func theResultDialogsReviewIsInRussian() throws {
        let model = AppModel.playing(Options(language: .ru)).with(Games.drawFirst)
        #expect(model.state.dialog?.buttons.map(\.label) == ["Закрыть", "Разбор", "Сыграть ещё"])
    }
}
