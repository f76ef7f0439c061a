import AndoraModel
import AndoraCore
import Testing

/// The tutorial (R5.1.2): offered on first launch, always on the main screen, each step asks
/// for a move and explains a wrong one, skippable and resumable.
@Suite struct TutorialTests {
    private let english = Localizer(language: .en)

    /// A model in the tutorial at the step (0-based), as a profile that got there would open it.
    private func tutorial(at step: Int = 0) -> AppModel {
        var model = AppModel(StoredProfile(tutorial: TutorialProgress(step: step, finished: false)))
        model.send(.openTutorial)
        return model
    }

    /// The model after the move the step asks for (confirmed in a confirm-turn step).
    private func solving(_ model: AppModel) throws -> AppModel {
        var model = model
        let screen = try #require(model.state.tutorial)
        let step = TutorialStep.all[screen.step - 1]
        model.send(.tapCell(try Cell(notation: step.expected[0])))
        if step.confirmTurn { model.send(.finishTurn) }
        return model
    }

    private func marks(_ model: AppModel) -> [CellMark] {
        model.state.tutorial?.board.cells.map(\.mark) ?? []
    }

    @Test func aNewProfileIsOfferedTheTutorial() throws {
        let offer = try #require(AppModel().state.main?.tutorialOffer)
        #expect(offer.start.intent == .openTutorial && offer.dismiss.intent == .dismissTutorialOffer)
        #expect(offer.text == english.text(.tutorialOffer))
    }

    @Test(arguments: [
        StoredProfile(hasPlayedGames: true),
        StoredProfile(game: AppModel.playing().with("e5").game),
        StoredProfile(tutorial: TutorialProgress(step: 3, finished: false)),
        StoredProfile(tutorial: TutorialProgress(step: 0, finished: true)),
    ])
    func aProfileThatPlayedOrSawTheTutorialIsNotOfferedIt(stored: StoredProfile) {
        let main = AppModel(stored).state.main
        #expect(main?.tutorialOffer == nil)
        #expect(main?.tutorial.intent == .openTutorial, "the tutorial stays on the main screen")
    }

    @Test func theOfferGoesOnceAGameStarts() {
        var model = AppModel.playing()
        model.send(.exit)
        #expect(model.state.main?.tutorialOffer == nil)
    }

    @Test func noThanksIsStoredSoTheOfferNeverComesBack() {
        var model = AppModel()
        let progress = TutorialProgress(step: 0, finished: false)
        #expect(model.send(.dismissTutorialOffer) == [.store(.tutorial(progress))])
        #expect(model.state.main?.tutorialOffer == nil)
        #expect(AppModel(StoredProfile(tutorial: progress)).state.main?.tutorialOffer == nil)
        #expect(model.send(.dismissTutorialOffer) == [])
    }

    @Test func theTutorialOpensAtItsFirstStepAndStoresThatItBegan() throws {
        var model = AppModel()
        #expect(model.send(.openTutorial) == [.store(.tutorial(TutorialProgress(step: 0, finished: false)))])
        let screen = try #require(model.state.tutorial)
        #expect(model.state.screen == .tutorial && model.place == .tutorial)
        #expect(screen.position == "Step 1 of \(TutorialStep.all.count)")
        #expect(screen.text == english.text(TutorialStep.all[0].task))
        #expect(screen.next == nil && screen.mistake == nil && !screen.solved)
        #expect(screen.board.cells.allSatisfy { $0.mark == .none && $0.enabled })
    }

    @Test func theRightMoveIsPlayedAndExplainedThenNextAdvances() throws {
        var model = tutorial(at: 1)
        #expect(model.send(.tapCell(try Cell(notation: "d6"))) == [])
        let solved = try #require(model.state.tutorial)
        #expect(solved.solved && solved.text == english.text(.tutorialNextFieldDone))
        #expect(solved.board.cells.first { $0.name == "d6" }?.mark == .o)
        #expect(solved.board.cells.allSatisfy { !$0.enabled }, "a solved step takes no more moves")
        #expect(solved.next?.label == "Next" && solved.turn == nil)
        #expect(model.send(.tutorialNext) == [.store(.tutorial(TutorialProgress(step: 2, finished: false)))])
        #expect(model.state.tutorial?.step == 3)
        #expect(model.state.tutorial?.text == english.text(.tutorialCaptureTask))
    }

    @Test func nextDoesNothingBeforeTheMoveIsPlayed() {
        var model = tutorial(at: 1)
        #expect(model.send(.tutorialNext) == [])
        #expect(model.state.tutorial?.step == 2)
    }

    /// R1.8: the move outside the mini-field the last move points to is explained, and the board stays.
    @Test func aMoveOutsideTheHighlightedMiniFieldIsExplainedAndTheBoardUnchanged() throws {
        var model = tutorial(at: 1)
        let before = marks(model)
        model.send(.tapCell(try Cell(notation: "a1")))
        let screen = try #require(model.state.tutorial)
        #expect(screen.mistake == "Not there: the last move was in position 5 of its mini-field, so this move must go into mini-field 5, the highlighted one.")
        #expect(marks(model) == before && !screen.solved)
        #expect(screen.board.cells.filter(\.hint).map(\.name) == ["d6"], "the cell asked for is shown")
    }

    @Test func aLegalMoveThatIsNotTheOneAskedForIsExplainedByTheStep() throws {
        var model = tutorial(at: 1)
        let before = marks(model)
        model.send(.tapCell(try Cell(notation: "f4")))
        #expect(model.state.tutorial?.mistake == english.text(.tutorialNextFieldWrong))
        #expect(marks(model) == before)
        model.send(.tapCell(try Cell(notation: "e5")))
        #expect(model.state.tutorial?.mistake == "This cell is already marked")
        model.send(.tapCell(try Cell(notation: "d6")))
        #expect(model.state.tutorial?.mistake == nil && model.state.tutorial?.solved == true)
    }

    /// The coach's words explain what a wrong move gives away.
    @Test func aWrongMoveIsExplainedInTheCoachsWordsToo() throws {
        var model = tutorial(at: 3)
        model.send(.tapCell(try Cell(notation: "g1")))
        #expect(model.state.tutorial?.mistake == english.text(.tutorialWinWrong) + " You could have won the game with g2.")
        var russian = AppModel(StoredProfile(options: Options(language: .ru), tutorial: TutorialProgress(step: 3, finished: false)))
        russian.send(.openTutorial)
        russian.send(.tapCell(try Cell(notation: "g1")))
        #expect(russian.state.tutorial?.mistake?.hasSuffix(" Можно было выиграть партию ходом g2.") == true)
    }

    /// The step on where a move sends the opponent asks for every move that sends O where
    /// O takes nothing, and explains each other one in the coach's words.
    @Test func whereYouSendAsksForEverySafeMoveAndExplainsTheOthersInTheCoachsWords() throws {
        let index = try #require(TutorialStep.all.firstIndex { $0.claim == .safe })
        let step = TutorialStep.all[index]
        let game = step.position.game
        #expect(game.legalMoves.count >= 5)
        for cell in game.legalMoves {
            var after = game
            try after.play(cell)
            let safe = TutorialStepTests.holds(.safe, after: cell, in: after)
            #expect(step.expected.contains(cell.notation) == safe, "\(cell.notation)")
            var model = tutorial(at: index)
            model.send(.tapCell(cell))
            let mistake = safe ? nil : english.text(.tutorialSendWrong) + " This sends O to a mini-field where O takes it at once."
            #expect(model.state.tutorial?.mistake == mistake, "\(cell.notation)")
        }
    }

    @Test func aConfirmTurnStepPlacesAPendingMarkThatMovesUntilFinishTurn() throws {
        let last = TutorialStep.all.count - 1
        var model = tutorial(at: last)
        #expect(model.state.tutorial?.finishTurn?.enabled == false)
        model.send(.tapCell(try Cell(notation: "e5")))
        #expect(model.state.tutorial?.board.cells.first { $0.name == "e5" }?.pending == true)
        #expect(model.state.tutorial?.finishTurn?.enabled == true && model.state.tutorial?.mistake == nil)
        model.send(.finishTurn)
        #expect(model.state.tutorial?.mistake == english.text(.tutorialConfirmWrong))
        #expect(marks(model).allSatisfy { $0 == .none }, "the wrong mark is not played")
        model.send(.tapCell(try Cell(notation: "e5")))
        model.send(.tapCell(try Cell(notation: "a9")))
        #expect(model.state.tutorial?.board.cells.filter(\.pending).map(\.name) == ["a9"])
        model.send(.finishTurn)
        #expect(model.state.tutorial?.solved == true)
        #expect(model.state.tutorial?.next?.label == "Finish")
        #expect(model.state.tutorial?.finishTurn == nil, "once solved, Finish is the step's only way on")
    }

    @Test func finishingStoresItAndAnotherVisitStartsAgain() throws {
        var model = try solving(tutorial(at: TutorialStep.all.count - 1))
        #expect(model.send(.tutorialNext) == [.store(.tutorial(TutorialProgress(step: 0, finished: true)))])
        #expect(model.state.screen == .main && model.state.main?.tutorialOffer == nil)
        model.send(.openTutorial)
        #expect(model.state.tutorial?.step == 1)
    }

    @Test(arguments: [AppIntent.skipTutorial, .back])
    func leavingOnceTheLastStepIsSolvedFinishesTheTutorial(intent: AppIntent) throws {
        var model = try solving(tutorial(at: TutorialStep.all.count - 1))
        #expect(model.state.tutorial?.skip.label == english.text(.back), "nothing is left to skip")
        #expect(model.send(intent) == [.store(.tutorial(TutorialProgress(step: 0, finished: true)))])
        #expect(model.state.screen == .main)
    }

    @Test(arguments: [AppIntent.skipTutorial, .back])
    func skippingLeavesAtAnyStepAndTheTutorialResumesThere(intent: AppIntent) throws {
        var model = try solving(tutorial(at: 2))
        model.send(.tutorialNext)
        #expect(model.send(intent) == [])
        #expect(model.state.screen == .main)
        model.send(.openTutorial)
        #expect(model.state.tutorial?.step == 4 && model.state.tutorial?.solved == false)
    }

    @Test func everyStepCanBeSolvedInTurn() throws {
        var model = tutorial()
        for index in TutorialStep.all.indices {
            #expect(model.state.tutorial?.step == index + 1)
            model = try solving(model)
            #expect(model.state.tutorial?.solved == true, "step \(index + 1)")
            model.send(.tutorialNext)
        }
        #expect(model.state.screen == .main)
    }

    @Test func theTutorialSpeaksRussian() throws {
        var model = AppModel(options: Options(language: .ru))
        #expect(model.state.main?.tutorial.label == "Обучение")
        model.send(.openTutorial)
        let screen = try #require(model.state.tutorial)
        #expect(screen.position == "Шаг 1 из \(TutorialStep.all.count)")
        #expect(screen.skip.label == "Пропустить обучение")
        #expect(screen.text == Localizer(language: .ru).text(.tutorialFirstMoveTask))
    }
}
