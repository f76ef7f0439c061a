import AndoraHost
import AndoraModel
import AndoraCore
@testable import AndoraTerminal
import AndoraTestSupport
import Testing

@Suite struct ScreenRendererTests {
    private func session(_ options: Options = .default, moves: String = "") -> TerminalHarness {
        var model = AppModel(options: options)
        model.send(.startGame)
        for cell in try! Cell.moves(notation: moves) {
            model.send(.tapCell(cell))
            model.send(.finishTurn)
        }
        return TerminalHarness(model: model)
    }

    /// The style of a cell's mark on the screen.
    private func style(of notation: String, in frame: Frame) -> TextStyle? {
        let cell = try! Cell(notation: notation)
        guard let hit = frame.hits.first(where: { $0.action == .send(.tapCell(cell)) }) else { return nil }
        return frame.canvas.style(row: hit.row, column: hit.columns.lowerBound + 1)
    }

    @Test func r1_9_2_aDrawSaysWhichFullMiniFieldInTheDialogAndAfterIt() {
        let harness = session(moves: AndoraGames.drawFirst)
        let dialog = harness.screen(.standard)
        #expect(dialog.contains("It's a draw") && dialog.contains("X was sent to mini-field 8, which is full."))
        var model = harness.model
        model.send(.closeDialog)
        let after = TerminalHarness(model: model).screen(.standard)
        #expect(after.contains("It's a draw  X was sent to mini-field 8, which is full."))
    }

    @Test func r2_mainScreenShowsEveryButtonWithItsKey() {
        let screen = TerminalHarness(model: AppModel()).screen()
        for text in ["Andora", "[S] Start game", "[M] Game", "(•) Andora", "[O] Options", "[Q] Quit"] {
            #expect(screen.contains(text), "missing \(text)")
        }
        let russian = TerminalHarness(model: AppModel(options: Options(language: .ru))).screen()
        #expect(russian.contains("[S] Начать игру") && russian.contains("[O] Настройки"))
    }

    @Test func r3_3_1_heavySeparatorsBetweenMiniFieldsLightBetweenCells() {
        let lines = session().screen().split(separator: "\n")
        #expect(lines.contains { $0.contains("┏━━━┯━━━┯━━━┳━━━┯━━━┯━━━┳━━━┯━━━┯━━━┓") })
        #expect(lines.contains { $0.contains("┣━━━┿━━━┿━━━╋━━━┿━━━┿━━━╋━━━┿━━━┿━━━┫") })
        #expect(lines.contains { $0.contains("┠───┼───┼───╂───┼───┼───╂───┼───┼───┨") })
        #expect(lines.contains { $0.hasPrefix("  9 ┃   │   │   ┃") })
    }

    @Test func r3_2_exitAndTurnLabelAreOnTop() {
        let first = session().screen().split(separator: "\n").first ?? ""
        #expect(first.contains("[Esc] Exit") && first.contains("It's X's turn"))
        let russian = session(Options(language: .ru)).screen()
        #expect(russian.contains("[Esc] Выйти") && russian.contains("Ходит X"))
    }

    @Test func r3_3_4_4_1_xAndOAreDistinctInTextAndColour() {
        let current = session(moves: "e5 e4")
        let frame = current.frame(size: .roomy)
        #expect(frame.text.contains("5 ┃   │   │   ┃   │ X │   ┃"))
        #expect(frame.text.contains("4 ┃   │   │   ┃   │ O │   ┃"))
        let x = style(of: "e5", in: frame)
        let o = style(of: "e4", in: frame)
        #expect(x?.foreground != nil && o?.foreground != nil && x?.foreground != o?.foreground)
    }

    @Test func r3_3_2_theHighlightedAreaIsTintedInTheMoversColour() {
        let frame = session(moves: "e4").frame(size: .roomy)
        // e4 sends O to the bottom middle mini-field, d1…f3.
        let inside = style(of: "e2", in: frame)
        #expect(inside?.background != nil)
        #expect(style(of: "a9", in: frame)?.background == nil)
        #expect(style(of: "i1", in: frame)?.background == nil)
        let start = session().frame(size: .roomy)
        #expect(style(of: "a9", in: start)?.background == nil, "nothing is dimmed while all nine are allowed")
    }

    @Test func r3_3_4_2_statusMarksShowInTheMiniFieldPanel() {
        let screen = session(moves: AndoraGames.xCapturesCentre).screen()
        #expect(screen.contains("Mini-fields"))
        #expect(screen.contains("· │ X │ ·"))
    }

    @Test func r3_3_3_winningLinesAreHighlighted() throws {
        let frame = session(moves: AndoraGames.xCapturesCentre).frame(size: .roomy)
        let lineStyle = try #require(style(of: "d6", in: frame))
        #expect(style(of: "e6", in: frame) == lineStyle && style(of: "f6", in: frame) == lineStyle)
        #expect(style(of: "d5", in: frame) != lineStyle)
        var won = session(moves: AndoraGames.xWinsFirst).model
        won.send(.closeDialog)
        let final = TerminalHarness(model: won).frame(size: .roomy)
        #expect(final.text.contains("Game over"))
        let fields = won.state.game?.board.miniFields.filter(\.inLine) ?? []
        #expect(fields.count == 3)
        for field in fields {
            let centre = Keypad.cell(field: field.index - 1, slot: 4).notation
            #expect(style(of: centre, in: final)?.background != nil, "mini-field \(field.index) is not marked")
        }
    }

    @Test func r3_5_3_2_aPendingMarkIsDrawnLowercaseAndDim() {
        var model = AppModel(options: Options(confirmTurn: true))
        model.send(.startGame)
        model.send(.tapCell(Cell(column: 4, row: 4)))
        let frame = TerminalHarness(model: model).frame(size: .roomy)
        #expect(frame.text.contains("┃   │[x]│   ┃"))
        #expect(style(of: "e5", in: frame)?.dim == true)
        #expect(frame.text.contains("[T] Finish turn"))
    }

    @Test func theLastMoveIsUnderlinedAndNoOtherMark() {
        let frame = session(moves: "e5 e4").frame(size: .roomy)
        #expect(style(of: "e4", in: frame)?.underline == true)
        #expect(style(of: "e5", in: frame)?.underline == false)
    }

    @Test func theRefusalReasonIsShownUnderTheBoard() {
        var model = session(moves: "e5").model
        model.send(.tapCell(Cell(column: 0, row: 0)))
        #expect(TerminalHarness(model: model).screen().contains("Play inside the highlighted area"))
    }

    /// The result sits at the bottom (on a standard terminal over the buttons, whose R is Redo, not the
    /// dialog's Review), so the board and its winning line stay in view; the cursor aside.
    @Test(arguments: [TerminalSize.roomy, .standard])
    func r3_5_4_theWinnerDialogLeavesTheBoardInViewAndOnlyItsButtonsAreClickable(size: TerminalSize) {
        let harness = session(moves: AndoraGames.xWinsFirst)
        let frame = harness.frame(size: size)
        #expect(frame.text.contains("X won") && frame.text.contains("[Enter] Close") && frame.text.contains("[R] Review"))
        #expect(frame.hits.map(\.action) == [.send(.closeDialog), .send(.reviewGame), .send(.playAgain)])
        #expect(size == .roomy || !frame.text.contains("[R] Redo"), "a standard terminal has the result over the buttons")
        var closed = harness.model
        closed.send(.closeDialog)
        let board = { (text: String) in
            text.split(separator: "\n").filter { $0.contains("┃") || $0.contains("┗") }
                .map { $0.replacingOccurrences(of: "[", with: " ").replacingOccurrences(of: "]", with: " ") }
        }
        #expect(board(frame.text) == board(TerminalHarness(model: closed).frame(size: size).text))
    }

    @Test func r3_1_theExitDialogShowsBothButtonsWithKeys() {
        var model = session().model
        model.send(.exit)
        let screen = TerminalHarness(model: model).screen()
        #expect(screen.contains("Are you sure you want to exit the game?"))
        #expect(screen.contains("[N] Cancel") && screen.contains("[Y] Yes"))
    }

    @Test func aStandardTerminalGetsTheCompactBoard() {
        let lines = session(moves: "e5").screen(.standard).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 24)
        #expect(!lines.contains { $0.hasPrefix("    ┠") }, "no light lines between cell rows")
        #expect(lines.contains { $0.contains("╋") })
        #expect(lines.contains { $0.hasPrefix("  1 ┃") })
        #expect(lines.contains { $0.contains("[Esc] Exit") })
    }

    @Test func aTinyTerminalIsAskedToGrow() {
        #expect(session().screen(TerminalSize(columns: 30, rows: 10)).contains("Make the terminal at least"))
    }

    @Test func theGamesButtonsWrapWhereTheTerminalIsNarrowAndNoneIsCut() {
        let narrow = TerminalSize(columns: 55, rows: 20)
        let screen = session(Options(confirmTurn: true, language: .ru), moves: "e5").screen(narrow)
        for label in ["[T] Завершить ход", "[U] Отменить ход", "[R] Вернуть ход", "[?] Подсказка", "[P] Пауза"] {
            #expect(screen.contains(label), "missing \(label)")
        }
        #expect(!screen.contains("Увеличьте терминал"), "55×20 is enough for the compact board")
        let help = screen.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        #expect(help.hasSuffix("курсор"), "the help keeps the parts that fit whole: \(help)")
    }

    @Test func aNoticeTakesTheLastRowAndCoversNoneOfTheWrappedButtons() throws {
        var model = AppModel(options: Options(confirmTurn: true, language: .ru))
        model.send(.startGame)
        model.send(.tapCell(try Cell(notation: "e5")))
        var state = model.state
        state.notice = "Не удалось сохранить игру"
        let narrow = TerminalSize(columns: 55, rows: 20)
        let frame = ScreenRenderer.render(state, focus: TerminalSession(state: state).focus, size: narrow)
        let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[narrow.rows - 1].hasPrefix(" Не удалось сохранить игру"), "\(frame.text)")
        for label in ["[T] Завершить ход", "[U] Отменить ход", "[R] Вернуть ход", "[?] Подсказка", "[P] Пауза"] {
            #expect(frame.text.contains(label), "missing \(label)")
        }
    }

    @Test func theTutorialsOfferWrapsAboveTheMenuOnANarrowTerminal() {
        let screen = TerminalHarness(model: AppModel(options: Options(language: .ru))).screen(TerminalSize(columns: 55, rows: 20))
        let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let offer = lines.drop { !$0.hasPrefix("Впервые") }.prefix { !$0.contains("[S]") }.joined(separator: " ")
        #expect(offer == "Впервые в Андоре? Короткое обучение покажет правила на настоящем поле.", "\(screen)")
        #expect(screen.contains("[N] Не нужно"))
    }

    @Test(arguments: [Language.en, .ru])
    func everyTextShowsWholeOnANarrowTerminal(language: Language) async throws {
        // Through a runtime, which loads the statistics and the history as a host does.
        let runtime = AppRuntime(store: MemoryProfileStore())
        let player = await runtime.newProfile()
        for intent in [AppIntent.openOptions, .setLanguage(language), .saveOptions] { _ = await runtime.send(intent, as: player) }
        // One game played, so that the statistics have a chart and the history a row.
        for intent in [AppIntent.chooseMode(.classic), .startGame] { _ = await runtime.send(intent, as: player) }
        for cell in try Cell.moves(notation: "a1 b1 a2 b2 a3") { _ = await runtime.send(.tapCell(cell), as: player) }
        for intent in [AppIntent.closeDialog, .exit] { _ = await runtime.send(intent, as: player) }
        var texts: [String] = []
        var screens: [String] = []
        for intent in [AppIntent.openOptions, .openStatistics, .openHistory, .openTutorial, .openPuzzles] {
            let state = await runtime.send(intent, as: player)
            texts += state.options?.strategy.choices.map(\.label) ?? []
            texts += [state.statistics?.streak, state.statistics?.empty, state.history?.summary, state.tutorial?.strategy].compactMap { $0 }
            texts += state.puzzles.map { [$0.showSolution.label, $0.previous.label, $0.next.label] } ?? []
            texts += state.statistics?.groups.flatMap { $0.chart.map { "█ \($0.label) \($0.count)" } } ?? []
            texts += state.history?.rows.map { $0.items.joined(separator: " · ") } ?? []
            // 55 columns, the narrowest the game screen takes; rows enough for the tutorial's and the
            // puzzles' board, text and buttons (which need 24 to 26 there).
            let size = TerminalSize(columns: 55, rows: 30)
            screens.append(ScreenRenderer.render(state, focus: TerminalSession(state: state).focus, size: size).text)
            _ = await runtime.send(.back, as: player)
        }
        #expect(texts.count == 13, "\(texts)")
        for text in texts {
            #expect(screens.contains { screen in
                screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ").contains(text)
            }, "\(text) is cut")
        }
    }

    /// Text wraps between words; items joined by " · " between items, an item too long for a line
    /// between its words.
    @Test func linesBreakBetweenItemsThenBetweenWords() {
        #expect(ScreenRenderer.lines(of: "A · BB · CCCC", width: 8) == ["A · BB ·", "CCCC"])
        #expect(ScreenRenderer.lines(of: "aaaa bbbb cc", width: 9) == ["aaaa bbbb", "cc"])
        #expect(ScreenRenderer.lines(of: "Classic 15×15 · Two players · X won · Moves: 54 · 7:17", width: 40)
                == ["Classic 15×15 · Two players · X won ·", "Moves: 54 · 7:17"])
        #expect(ScreenRenderer.lines(of: "a very long first item · b", width: 10) == ["a very", "long first", "item · b"])
        #expect(ScreenRenderer.lines(of: "abcdefghijkl", width: 5) == ["abcdefghijkl"], "a word longer than the line stays whole")
    }

    /// A played game's row wraps on a standard terminal; the list scrolls by the lines the rows
    /// take, so the focused row shows whole and nothing runs into the help or off the screen.
    @Test func theFocusedHistoryRowShowsWholeWhenRowsWrap() async throws {
        let runtime = AppRuntime(store: MemoryProfileStore())
        let player = await runtime.newProfile()
        _ = await runtime.send(.chooseMode(.classic), as: player)
        for _ in 1...8 {
            _ = await runtime.send(.startGame, as: player)
            for cell in try Cell.moves(notation: "a1 b1 a2 b2 a3") { _ = await runtime.send(.tapCell(cell), as: player) }
            for intent in [AppIntent.closeDialog, .exit] { _ = await runtime.send(intent, as: player) }
        }
        let state = await runtime.send(.openHistory, as: player)
        let games = try #require(state.history?.rows)
        #expect(games.count == 8)
        // Three pickers, the games, Delete all and Back: one page has no Previous and Next.
        #expect(!ScreenRenderer.render(state, focus: TerminalFocus(), size: .standard).text.contains("Previous"))
        for item in 0..<(3 + games.count + 2) {
            var focus = TerminalFocus()
            focus.item = item
            let lines = ScreenRenderer.render(state, focus: focus, size: .standard).text.split(separator: "\n", omittingEmptySubsequences: false)
            let marked = try #require(lines.firstIndex { $0.hasPrefix("  ›") }, "row \(item) shows")
            if games.indices.contains(item - 3) {
                let text = lines[marked...].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                let game = games[item - 3]
                #expect(text.contains(game.items.joined(separator: " · ")),
                        "row \(item) whole: \(text)")
                #expect(lines[marked].hasSuffix(" ·") || lines[marked].hasSuffix(game.duration), "broken between items")
            }
            #expect(lines[lines.count - 1].contains("Up/Down choose"), "the help keeps its row")
        }
    }

    @Test func r5_4_2_theResultDialogCongratulatesANewPersonalBest() async throws {
        var model = AppModel(StoredProfile(options: Options(opponent: .novice, computerPlays: .o)))
        model.send(.startGame)
        let effects = try model.playAgainstTheComputer(AndoraGames.xWinsFirst)
        let won = try #require(effects.lazy.compactMap { effect -> PlayedGame? in
            if case .store(.gameEnded(let game)) = effect { game } else { nil }
        }.first)
        let earlier = GameSummary(
            rules: .andora(.first), opponent: .novice, computerPlays: .o, result: .won(.x), endedAt: won.endedAt - 1,
            playTime: nil, moveCount: 31)
        model.receive(.summaries([earlier, GameSummary(won)]))
        let state = model.state
        let notes = try #require(state.dialog?.notes)
        #expect(!notes.isEmpty, "fewer moves to win than the first game")
        for size in [TerminalSize(columns: 55, rows: 20), .standard] {
            let screen = ScreenRenderer.render(state, focus: TerminalSession(state: state).focus, size: size).text
            let text = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces.union(["│"])) }.joined(separator: " ")
            for note in notes {
                #expect(text.contains(note), "\(note) at \(size): \(screen)")
            }
        }
    }

    @Test func aHintOnAThirdLineOfButtonsIsNotCoveredByTheHelp() {
        var model = AppModel(options: Options(confirmTurn: true, language: .ru))
        model.send(.startGame)
        model.send(.hint)
        let screen = TerminalHarness(model: model).screen(TerminalSize(columns: 55, rows: 20))
        #expect(screen.contains("[P] Пауза") && screen.contains("Ищу подсказку…"), "\(screen)")
        #expect(!screen.contains("Стрелки"), "no room for the help")
    }

    @Test func aFifteenByFifteenClassicBoardFitsAStandardTerminal() {
        let screen = session(Options(mode: .classic, classic: ClassicRules(size: 15)!)).screen(.standard)
        #expect(screen.contains(" 15 ┃"))
        #expect(screen.contains("o"))
        #expect(!screen.contains("Make the terminal"))
    }

    @Test func optionsShowEveryControlThatAppliesWithTheDraft() {
        var model = AppModel(options: Options(mode: .classic))
        model.send(.openOptions)
        model.send(.setConfirmTurn(true))
        let screen = TerminalHarness(model: model).screen()
        for text in ["[Esc] Back", "Options", "[S] Save", "Mini-field strategy",
                     "(•) First player with 3-in-line captures mini-field",
                     "( ) Any player with 3-in-line captures mini-field", "Confirm turn  [✓]",
                     "(•) English", "( ) Русский", "3×3 ›", "(•) 3 in a row"] {
            #expect(screen.contains(text), "missing \(text)")
        }
        #expect(!screen.contains("Opponent") && !screen.contains("Place signs by"), "classic games have neither")
    }
}
