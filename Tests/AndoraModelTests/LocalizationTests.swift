import AndoraModel
import AndoraCore
import Testing

@Suite struct LocalizationTests {
    @Test func everyLanguageHasTheSamePlaceholdersForEveryKey() {
        let english = Localizer(language: .en)
        for language in Language.allCases {
            let localizer = Localizer(language: language)
            for key in TextKey.allCases {
                #expect(Localizer.placeholders(in: localizer.text(key)) == Localizer.placeholders(in: english.text(key)),
                    "\(language) \(key.rawValue)")
            }
            for key in WebText.allCases {
                #expect(Localizer.placeholders(in: localizer.text(key)) == Localizer.placeholders(in: english.text(key)),
                    "\(language) \(key.rawValue)")
            }
        }
    }

    @Test(arguments: Language.allCases)
    func noTextIsEmpty(language: Language) {
        let localizer = Localizer(language: language)
        #expect(TextKey.allCases.allSatisfy { !localizer.text($0).isEmpty })
        #expect(WebText.allCases.allSatisfy { !localizer.text($0).isEmpty })
    }

    @Test func placeholdersAreFoundInOrderAndPercentSignsAreNotPlaceholders() {
        #expect(Localizer.placeholders(in: "won %d, drawn %d · %d%%") == ["%d", "%d", "%d"])
        #expect(Localizer.placeholders(in: "%@ plays %d") == ["%@", "%d"])
    }

    @Test func russianDiffersFromEnglishExceptForSignsAndNumbers() {
        let english = Localizer(language: .en)
        let russian = Localizer(language: .ru)
        let shared: Set<TextKey> = [.signX, .signO, .classicSize, .languageEnglish, .languageRussian, .reviewChances, .reviewChartPercent]
        for key in TextKey.allCases where !shared.contains(key) {
            #expect(english.text(key) != russian.text(key), "\(key.rawValue) is not translated")
        }
    }

    @Test func formatsFillTheirArguments() {
        #expect(Localizer(language: .en).text(.turn, "X") == "It's X's turn")
        #expect(Localizer(language: .ru).text(.turn, "O") == "Ходит O")
        #expect(Localizer(language: .ru).text(.modeClassic, 7, 7, 5) == "Классика 7×7, 5 в ряд")
        #expect(Localizer(language: .en).text(.levelRecord, 3, 1, 0, 75) == "won 3, drawn 1, lost 0 · 75%")
        #expect(Localizer(language: .en).text(.matchOpponent, "O", "connected") == "O: connected")
    }

    @Test func aRussianGameIsInRussianThroughout() throws {
        var model = AppModel.playing(Options(language: .ru)).with("e5")
        #expect(model.state.game?.turnLabel == "Ходит O")
        #expect(model.state.game?.exit.label == "Выйти")
        model.tap("a1")
        #expect(model.state.game?.refusal == "Ходить можно только в подсвеченной области")
        model.send(.exit)
        #expect(model.state.dialog?.message == "Вы уверены, что хотите выйти из игры?")
        #expect(model.state.dialog?.buttons.map(\.label) == ["Отмена", "Да"])
        let won = AppModel.playing(Options(language: .ru)).with(Games.xWinsFirst)
        #expect(won.state.dialog?.message == "Победил X")
        #expect(won.state.game?.turnLabel == "Игра окончена")
    }
}
