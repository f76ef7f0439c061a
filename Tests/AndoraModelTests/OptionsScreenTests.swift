import AndoraModel
import AndoraCore
import Testing

@Suite struct OptionsScreenTests {
    /// A model on the options screen.
    private func onOptions(_ options: Options = .default) -> AppModel {
        var model = AppModel(options: options)
        model.send(.openOptions)
        return model
    }

    @Test func r4_optionsScreenHasBackTitleSaveStrategyAndConfirmTurn() throws {
        let screen = try #require(onOptions().state.options)
        #expect(screen.back.label == "Back" && screen.back.enabled)
        #expect(screen.title == "Options")
        #expect(screen.save.label == "Save" && screen.save.enabled)
        #expect(screen.strategy.label == "Mini-field strategy")
        #expect(screen.confirmTurn.label == "Confirm turn")
    }

    @Test func onlyTheSettingsThatApplyToTheModeAreShown() throws {
        let andora = try #require(onOptions().state.options)
        #expect(andora.opponent != nil && andora.computerPlays == nil && andora.coordinates?.on == false)
        #expect(andora.classicSize == nil && andora.classicInARow == nil && andora.paperInput == nil)
        let computer = try #require(onOptions(Options(opponent: .middle)).state.options)
        #expect(computer.computerPlays != nil)
        let classic = try #require(onOptions(Options(mode: .classic, opponent: .expert)).state.options)
        #expect(classic.classicSize != nil && classic.classicInARow != nil && classic.coordinates != nil)
        #expect(classic.opponent == nil && classic.computerPlays == nil && classic.paperInput == nil)
        let paper = try #require(onOptions(Options(mode: .paper)).state.options)
        #expect(paper.paperInput != nil && paper.coordinates == nil && paper.opponent == nil)
        for screen in [andora, classic, paper] {
            #expect(screen.strategy.choices.count == 2 && screen.confirmTurn.label == "Confirm turn", "R4's items stay")
        }
    }

    @Test func coordinatesAreADraftUntilSaveAndReachTheGame() throws {
        var model = onOptions()
        model.send(.setCoordinates(true))
        #expect(model.state.options?.coordinates?.on == true)
        #expect(model.send(.saveOptions) == [.store(.options(Options(coordinates: true)))])
        model.send(.startGame)
        #expect(model.state.game?.coordinates == true)
        #expect(AppModel.playing().state.game?.coordinates == false, "off by default")
    }

    @Test func r4_1_backOnUnchangedOptionsDismissesAtOnce() {
        var model = onOptions()
        model.send(.setStrategy(.any))
        model.send(.setStrategy(.first))
        #expect(model.send(.back).isEmpty)
        #expect(model.state.screen == .main && model.state.dialog == nil, "nothing changed, nothing to ask")
    }

    @Test func r4_1_backOnChangedOptionsAsksAndDontSaveDismissesWithoutSaving() throws {
        var model = onOptions()
        model.send(.setStrategy(.any))
        model.send(.setConfirmTurn(true))
        #expect(model.send(.back).isEmpty)
        let question = try #require(model.state.dialog)
        #expect(question.kind == .unsavedOptions && question.message == "Save the changes to the options?")
        #expect(question.buttons.map(\.intent) == [.closeDialog, .discardOptions, .saveOptions])
        #expect(question.focus == 0, "the safe choice, Cancel, has the focus")
        let effects = model.send(.discardOptions)
        #expect(effects.isEmpty)
        #expect(model.state.screen == .main && model.options == .default)
        model.send(.openOptions)
        #expect(model.state.options?.confirmTurn.on == false, "the discarded draft is gone")
    }

    @Test func saveUnderTheQuestionStoresTheChangedOptions() {
        var model = onOptions()
        model.send(.setConfirmTurn(true))
        model.send(.back)
        #expect(model.send(.saveOptions) == [.store(.options(Options(confirmTurn: true)))])
        #expect(model.state.screen == .main && model.options.confirmTurn)
    }

    @Test func cancelOrBackUnderTheQuestionKeepsEditingTheSameDraft() {
        for cancel in [AppIntent.closeDialog, .back] {
            var model = onOptions()
            model.send(.setConfirmTurn(true))
            model.send(.back)
            model.send(.setStrategy(.any))
            #expect(model.state.options?.strategy.choices.map(\.selected) == [true, false], "the question is modal: the draft does not change under it")
            model.send(cancel)
            #expect(model.state.dialog == nil && model.state.options?.confirmTurn.on == true, "the draft is still there")
        }
    }

    @Test func theQuestionIsInRussianToo() {
        var model = onOptions(Options(language: .ru))
        model.send(.setConfirmTurn(true))
        model.send(.back)
        #expect(model.state.dialog?.message == "Сохранить изменения настроек?")
        #expect(model.state.dialog?.buttons.map(\.label) == ["Отмена", "Не сохранять", "Сохранить"])
    }

    @Test func r4_3_saveStoresTheOptionsAndDismisses() {
        var model = onOptions()
        model.send(.setStrategy(.any))
        model.send(.setConfirmTurn(true))
        let effects = model.send(.saveOptions)
        let saved = Options(strategy: .any, confirmTurn: true)
        #expect(effects == [.store(.options(saved))])
        #expect(model.options == saved && model.state.screen == .main)
    }

    @Test func r4_3_savedOptionsSurviveARestart() {
        let restarted = AppModel(options: Options(strategy: .any, confirmTurn: true, language: .ru))
        var model = restarted
        model.send(.openOptions)
        #expect(model.state.options?.strategy.choices.map(\.selected) == [false, true])
        #expect(model.state.options?.confirmTurn.on == true)
    }

    @Test func r4_4_strategyPickerOffersTheSeedTextsWithFirstByDefault() throws {
        let picker = try #require(onOptions().state.options?.strategy)
        #expect(picker.choices.map(\.label) == [
            "First player with 3-in-line captures mini-field", "Any player with 3-in-line captures mini-field",
        ])
        #expect(picker.choices.map(\.selected) == [true, false])
        #expect(picker.choices.map(\.intent) == [.setStrategy(.first), .setStrategy(.any)])
    }

    @Test func r4_6_confirmTurnSwitchIsOffByDefaultAndToggles() {
        var model = onOptions()
        #expect(model.state.options?.confirmTurn.on == false)
        model.send(model.state.options!.confirmTurn.intent)
        #expect(model.state.options?.confirmTurn.on == true)
        model.send(model.state.options!.confirmTurn.intent)
        #expect(model.state.options?.confirmTurn.on == false)
    }

    @Test func aGameKeepsTheOptionsItStartedWith() {
        var model = AppModel.playing()
        model.send(.exit)
        model.send(.confirmExit)
        model.send(.openOptions)
        model.send(.setStrategy(.any))
        model.send(.setConfirmTurn(true))
        model.send(.saveOptions)
        model.send(.resumeGame)
        #expect(model.state.game?.finishTurn == nil)
        #expect(model.game?.board == .andora(GameRecord(rules: .andora(strategy: .first))))
        model.send(.exit)
        model.send(.confirmExit)
        model.send(.startGame)
        model.send(.confirmNewGame)
        #expect(model.state.game?.finishTurn != nil)
        #expect(model.game?.board == .andora(GameRecord(rules: .andora(strategy: .any))))
    }

    @Test func languageChangesEveryLabelOnceSaved() {
        var model = onOptions()
        model.send(.setLanguage(.ru))
        #expect(model.state.options?.title == "Options", "a draft language is not applied before Save")
        model.send(.saveOptions)
        #expect(model.state.language == .ru)
        #expect(model.state.main?.startGame.label == "Начать игру")
        #expect(model.state.main?.options.label == "Настройки")
    }

    @Test func classicSizeOffersThreeToFifteenAndResetsKToItsDefault() throws {
        var model = onOptions(Options(mode: .classic))
        let sizes = try #require(model.state.options?.classicSize?.choices)
        #expect(sizes.count == 13 && sizes.first?.label == "3×3" && sizes.last?.label == "15×15")
        model.send(.setClassicSize(7))
        #expect(model.state.options?.classicInARow?.choices.map(\.label).first == "3 in a row")
        #expect(model.state.options?.classicInARow?.choices.count == 5)
        #expect(model.state.options?.classicInARow?.choices.first { $0.selected }?.label == "5 in a row")
        model.send(.setClassicSize(4))
        #expect(model.state.options?.classicInARow?.choices.first { $0.selected }?.label == "4 in a row")
        model.send(.setClassicInARow(3))
        model.send(.saveOptions)
        #expect(model.options.classic == ClassicRules(size: 4, inARow: 3))
    }

    @Test(arguments: [AppIntent.setClassicSize(2), .setClassicSize(16), .setClassicInARow(4), .setClassicInARow(2)])
    func impossibleClassicSettingsAreRefused(intent: AppIntent) {
        var model = onOptions()
        model.send(intent)
        #expect(model == onOptions())
    }
}
