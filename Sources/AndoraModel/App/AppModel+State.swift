import AndoraCore

extension AppModel {
    /// What the front end draws now, in the saved language.
    public var state: AppState {
        let localizer = Localizer(language: options.language)
        var state = switch destination {
        case .main(let main):
            AppState(
                language: options.language, shown: .main(mainScreen(localizer)),
                dialog: main.confirmingNewGame ? dialogState(.newGameConfirmation, sign: nil, localizer) : nil)
        case .options(let screen):
            AppState(
                language: options.language, shown: .options(optionsScreen(screen.draft, localizer)),
                dialog: screen.confirmingDiscard ? dialogState(.unsavedOptions, sign: nil, localizer) : nil)
        case .game(let screen):
            gameState(screen, localizer)
        case .paper(let screen):
            AppState(
                language: options.language, shown: .paper(paperScreen(screen.sheet, localizer)),
                dialog: screen.dialog.map { dialogState($0, sign: nil, localizer) })
        case .history(let history):
            AppState(
                language: options.language, shown: .history(historyScreen(history, localizer)),
                dialog: history.confirming.map {
                    dialogState($0 == .all ? .deleteAllGamesConfirmation : .deleteGameConfirmation, sign: nil, localizer)
                })
        case .replay(let replay):
            AppState(
                language: options.language, shown: .replay(replayScreen(replay, localizer)),
                dialog: replay.confirmingNewGame ? dialogState(.newGameConfirmation, sign: nil, localizer) : nil)
        case .statistics(let statistics):
            AppState(language: options.language, shown: .statistics(statisticsScreen(statistics, localizer)))
        case .tutorial(let tutorial):
            AppState(language: options.language, shown: .tutorial(tutorialScreen(tutorial, localizer)))
        case .puzzles(let screen):
            AppState(language: options.language, shown: .puzzles(puzzlesScreen(screen, localizer)))
        case .matchSetup(let setup):
            AppState(language: options.language, shown: .matchSetup(matchSetupScreen(setup, localizer)))
        case .match(let screen):
            matchState(screen, localizer)
        }
        state.notice = storeProblem.map { localizer.text($0) }
        state.wakeIn = nextWakeAt.map { $0 - now }
        return state
    }

    private func gameState(_ screen: GameDestination, _ localizer: Localizer) -> AppState {
        let game = gameScreen(screen, localizer)
        let dialog = screen.dialog.map {
            let winner = screen.game.board.outcome.winner
            // Against the computer the player's sign is the one it does not play.
            var dialog = dialogState($0, sign: winner, detail: game.resultDetail, localizer,
                                     notes: resultForPlayer(winner, player: screen.game.computer?.opponent, localizer))
            guard $0 == .winner || $0 == .draw else { return dialog }
            if let achievement = screen.achievement {
                dialog.notes += achievementNotes(achievement, localizer)
            }
            // Only Andora games have an engine to review them; Play again, the main action, comes last.
            if case .andora = screen.game.board {
                dialog = dialog.adding(ButtonState(label: localizer.text(.reviewGame), intent: .reviewGame))
            }
            return dialog.adding(ButtonState(label: localizer.text(.playAgain), intent: .playAgain))
        }
        return AppState(language: options.language, shown: .game(game), dialog: dialog)
    }

    private func matchState(_ screen: MatchDestination, _ localizer: Localizer) -> AppState {
        let match = matchScreen(screen, localizer)
        let dialog = matchDialog(screen).map { matchDialogState($0, screen, match.game.resultDetail, localizer) }
        return AppState(language: options.language, shown: .match(match), dialog: dialog)
    }

    /// Pencil & paper results kept by this profile.
    public var paperScore: PaperScore { paper.score }

    private func mainScreen(_ text: Localizer) -> MainScreenState {
        let modes = modeChoices(options, [.andora, .classic, .paper], text)
        return MainScreenState(
            title: text.text(.appTitle),
            startGame: ButtonState(label: text.text(.startGame), intent: .startGame),
            resumeGame: canResume ? ButtonState(label: text.text(.resumeGame), intent: .resumeGame) : nil,
            mode: PickerState(label: text.text(.modeLabel), choices: modes),
            opponent: options.mode == .paper
                ? text.text(.twoPlayersHere) : opponentLabel(options.opponent, computerPlays: options.computerPlays, text),
            options: ButtonState(label: text.text(.options), intent: .openOptions),
            history: ButtonState(label: text.text(.history), intent: .openHistory),
            statistics: ButtonState(label: text.text(.statistics), intent: .openStatistics),
            match: ButtonState(label: text.text(.matchOpen), intent: .openMatchSetup),
            tutorial: ButtonState(label: text.text(.tutorial), intent: .openTutorial),
            puzzles: ButtonState(label: text.text(.puzzles), intent: .openPuzzles),
            tutorialOffer: tutorialOffer(text))
    }

    /// The game modes to choose from, classic with its N and K.
    func modeChoices(_ options: Options, _ modes: [GameMode], _ text: Localizer) -> [ChoiceState] {
        let classic = options.classic
        return modes.map { mode in
            let label = switch mode {
            case .andora: text.text(.modeAndora)
            case .classic: text.text(.modeClassic, classic.size, classic.size, classic.inARow)
            case .paper: text.text(.modePaper)
            }
            return ChoiceState(label: label, selected: options.mode == mode, intent: .chooseMode(mode))
        }
    }

    private func optionsScreen(_ draft: Options, _ text: Localizer) -> OptionsScreenState {
        return OptionsScreenState(
            title: text.text(.options),
            back: ButtonState(label: text.text(.back), intent: .back),
            save: ButtonState(label: text.text(.save), intent: .saveOptions),
            strategy: strategyPicker(draft, text),
            confirmTurn: confirmTurnSwitch(draft, text),
            language: PickerState(label: text.text(.languageLabel), choices: Language.allCases.map {
                ChoiceState(label: text.text(Self.name(of: $0)), selected: draft.language == $0, intent: .setLanguage($0))
            }),
            classicSize: classicSizePicker(draft, text),
            classicInARow: classicInARowPicker(draft, text),
            opponent: draft.mode != .andora ? nil : PickerState(
                label: text.text(.opponentLabel), choices: Opponent.allCases.map {
                    ChoiceState(
                        label: text.text(Self.name(of: $0)), selected: draft.opponent == $0, intent: .setOpponent($0))
                }),
            computerPlays: draft.mode != .andora || draft.opponent == .human ? nil : PickerState(
                label: text.text(.computerPlaysLabel), choices: Player.allCases.map {
                    ChoiceState(
                        label: signName($0, text), selected: draft.computerPlays == $0, intent: .setComputerPlays($0))
                }),
            paperInput: draft.mode != .paper ? nil : PickerState(
                label: text.text(.paperInputLabel), choices: PaperInput.allCases.map {
                    ChoiceState(
                        label: text.text($0 == .tap ? .paperInputTap : .paperInputDraw),
                        selected: draft.paperInput == $0, intent: .setPaperInput($0))
                }),
            coordinates: draft.mode == .paper ? nil : SwitchState(
                label: text.text(.coordinates), on: draft.coordinates, intent: .setCoordinates(!draft.coordinates)),
            coach: draft.mode != .andora ? nil : SwitchState(
                label: text.text(.coachLabel), on: draft.coach, intent: .setCoach(!draft.coach)))
    }

    /// R4.4, with the seed's two texts.
    func strategyPicker(_ draft: Options, _ text: Localizer) -> PickerState {
        PickerState(label: text.text(.strategyLabel), choices: MiniFieldStrategy.allCases.map {
            ChoiceState(label: text.text(Self.name(of: $0)), selected: draft.strategy == $0, intent: .setStrategy($0))
        })
    }

    /// R4.5 and R4.6.
    func confirmTurnSwitch(_ draft: Options, _ text: Localizer) -> SwitchState {
        SwitchState(label: text.text(.confirmTurn), on: draft.confirmTurn, intent: .setConfirmTurn(!draft.confirmTurn))
    }

    /// Classic N, 3 to 15; classic mode only.
    func classicSizePicker(_ draft: Options, _ text: Localizer) -> PickerState? {
        draft.mode != .classic ? nil : PickerState(
            label: text.text(.classicSizeLabel), choices: ClassicRules.sizes.map {
                ChoiceState(
                    label: text.text(.classicSize, $0, $0), selected: draft.classic.size == $0, intent: .setClassicSize($0))
            })
    }

    /// Classic K, 3 to N; classic mode only.
    func classicInARowPicker(_ draft: Options, _ text: Localizer) -> PickerState? {
        draft.mode != .classic ? nil : PickerState(
            label: text.text(.classicInARowLabel), choices: (3...draft.classic.size).map {
                ChoiceState(
                    label: text.text(.classicInARow, $0), selected: draft.classic.inARow == $0,
                    intent: .setClassicInARow($0))
            })
    }

    private func gameScreen(_ screen: GameDestination, _ text: Localizer) -> GameScreenState {
        let game = screen.game
        let pending = screen.input.pending
        let outcome = game.board.outcome
        let computerThinking = game.isComputersTurn && !screen.paused
        let hintBlock = hintBlock(in: screen)
        let paused = screen.paused
        var board = BoardState(game.board, pending: pending)
        let better = screen.showsBetterMove ? screen.betterMoveToShow?.notation : nil
        for index in board.cells.indices {
            board.cells[index].hint = [screen.hint?.notation, better].contains(board.cells[index].name)
        }
        board = Self.labelled(board, text) { $0.enabled && !computerThinking && !paused }
        // R3.2's label stays while the computer thinks; the thinking indicator is separate (docs/SPEC.md, D7).
        let turnLabel = outcome.playerToMove.map { text.text(.turn, signName($0, text)) } ?? text.text(.gameOver)
        let coach = coachState(screen, text)
        return GameScreenState(
            exit: ButtonState(label: text.text(.exit), intent: .exit),
            turnLabel: turnLabel,
            result: outcome.isOver ? resultMessage(outcome.winner, text) : nil,
            resultDetail: drawDetail(game.board, board, text),
            announcement: announcement(game.board, board, text),
            turn: outcome.playerToMove,
            finishTurn: game.confirmTurn
                ? ButtonState(label: text.text(.finishTurn), enabled: pending != nil && !paused, intent: .finishTurn)
                : nil,
            undo: ButtonState(
                label: text.text(.undo), enabled: !paused && (pending != nil || game.playerHasMoved), intent: .undo),
            redo: ButtonState(
                label: text.text(.redo), enabled: !paused && pending == nil && game.board.canRedo, intent: .redo),
            hint: hintBlock == .andoraOnly
                ? nil : ButtonState(
                    // While a hint is looked for, the text beside the field says so.
                    label: (hintBlock == .searching ? nil : hintCooldown(in: screen)).map { text.text(.hintCountdown, $0) }
                        ?? text.text(.hint),
                    enabled: hintBlock == nil && !paused, intent: .hint),
            // The hinted cell is hidden with the field while paused.
            hintText: paused ? nil : hintText(hintBlock, screen, text),
            computerThinking: computerThinking,
            thinkingLabel: computerThinking ? text.text(.computerThinking) : nil,
            refusal: screen.input.refusal.map { text.text($0) },
            pause: outcome.isOver ? nil
                : paused ? ButtonState(label: text.text(.resume), intent: .resume)
                : ButtonState(label: text.text(.pause), intent: .pause),
            pausedLabel: paused ? text.text(.paused) : nil,
            clock: ClockState(
                x: game.clock.x, o: game.clock.o, running: screen.clockReadAt == nil ? nil : outcome.playerToMove,
                label: text.text(.clock, ClockState.text(game.clock.x), ClockState.text(game.clock.o))),
            board: board,
            // The coach names cells ("Better: d4"): while it is on, the board shows their names too.
            coordinates: options.coordinates || coach != nil,
            coach: coach,
            opponentLabel: opponentLabel(game.opponent, computerPlays: game.computerPlays, text),
            yourTurnLabel: game.opponent != .human && outcome.playerToMove != nil && !computerThinking && !paused
                ? text.text(.yourTurn) : nil)
    }

    /// Who plays whom: "You (X) vs Computer (expert)", or two players on this device.
    func opponentLabel(_ opponent: Opponent, computerPlays: Player, _ text: Localizer) -> String {
        opponent == .human
            ? text.text(.twoPlayersHere)
            : text.text(.versusComputer, signName(computerPlays.opponent, text), text.text(Self.name(of: opponent)))
    }

    private func hintText(_ block: HintBlock?, _ screen: GameDestination, _ text: Localizer) -> String? {
        if screen.awaitedThought?.purpose == .hint { return text.text(.hintSearching) }
        if let hint = screen.hint { return text.text(.hintCell, hint.notation) }
        switch block {
        case .cooldown(let secondsLeft): return text.text(.hintWait, secondsLeft)
        case .andoraOnly, .notPlayersTurn, .searching, nil: return nil
        }
    }

    /// The safe choice (Cancel, Close) comes first and has the focus; the primary action is last.
    ///
    /// - Parameter sign: the sign the message names: the winner, the side asking to undo or leaving.
    func dialogState(
        _ kind: DialogKind, sign: Player?, detail: String? = nil, _ text: Localizer, notes: [String] = []
    ) -> DialogState {
        let close = [ButtonState(label: text.text(.close), intent: .closeDialog)]
        return switch kind {
        case .exitConfirmation:
            DialogState(kind: kind, message: text.text(.exitQuestion), buttons: [
                ButtonState(label: text.text(.cancel), intent: .cancelExit),
                ButtonState(label: text.text(.yes), intent: .confirmExit),
            ], focus: 0)
        case .newGameConfirmation:
            DialogState(kind: kind, message: text.text(.newGameQuestion), buttons: [
                ButtonState(label: text.text(.cancel), intent: .cancelNewGame),
                ButtonState(label: text.text(.newGameYes), intent: .confirmNewGame),
            ], focus: 0)
        case .deleteGameConfirmation, .deleteAllGamesConfirmation:
            DialogState(
                kind: kind,
                message: text.text(kind == .deleteGameConfirmation ? .deleteGameQuestion : .deleteAllQuestion),
                buttons: [
                    ButtonState(label: text.text(.cancel), intent: .cancelDelete),
                    ButtonState(label: text.text(.historyDelete), intent: .confirmDelete),
                ], focus: 0)
        case .unsavedOptions:
            DialogState(kind: kind, message: text.text(.unsavedOptionsQuestion), buttons: [
                ButtonState(label: text.text(.cancel), intent: .closeDialog),
                ButtonState(label: text.text(.discardChanges), intent: .discardOptions),
                ButtonState(label: text.text(.save), intent: .saveOptions),
            ], focus: 0)
        case .winner, .draw:
            DialogState(kind: kind, message: resultMessage(sign, text), detail: detail, notes: notes, buttons: close, focus: 0)
        case .leaveMatchConfirmation:
            DialogState(kind: kind, message: text.text(.matchLeaveQuestion), buttons: [
                ButtonState(label: text.text(.cancel), intent: .cancelExit),
                ButtonState(label: text.text(.matchLeave), intent: .confirmExit),
            ], focus: 0)
        case .undoRequest:
            DialogState(kind: kind, message: text.text(.matchUndoQuestion, signName(sign ?? .x, text)), buttons: [
                ButtonState(label: text.text(.matchDecline), intent: .declineUndo),
                ButtonState(label: text.text(.matchAccept), intent: .acceptUndo),
            ], focus: 0)
        case .opponentLeft:
            DialogState(kind: kind, message: text.text(.matchLeft, signName(sign ?? .x, text)), buttons: close, focus: 0)
        case .matchAbandoned:
            DialogState(kind: kind, message: text.text(.matchAbandoned), buttons: close, focus: 0)
        }
    }

    /// R3.5.4 and R3.5.5: "X won" or "It's a draw".
    func resultMessage(_ winner: Player?, _ text: Localizer) -> String {
        winner.map { text.text(.won, signName($0, text)) } ?? text.text(.draw)
    }

    /// Beyond R3.5.4's "X won": whether that is the player, where one sign is theirs (against the
    /// computer, on a seat of a match); nothing for a draw or for two people on one device.
    func resultForPlayer(_ winner: Player?, player: Player?, _ text: Localizer) -> [String] {
        guard let winner, let player else { return [] }
        return [text.text(winner == player ? .youWon : .youLost)]
    }

    /// R1.9.2: who was sent to which full mini-field.
    func drawDetail(_ saved: SavedBoard, _ board: BoardState, _ text: Localizer) -> String? {
        guard let field = board.fullField else { return nil }
        return text.text(.drawFullField, signName(saved.moves.count % 2 == 1 ? .o : .x, text), field)
    }

    /// After a move: who played where, and where the next player may play (a single mini-field).
    func announcement(_ saved: SavedBoard, _ board: BoardState, _ text: Localizer) -> String? {
        guard let move = saved.moves.last else { return nil }
        let player = saved.moves.count % 2 == 1 ? Player.x : .o
        let played = text.text(.announceMove, signName(player, text), move.notation)
        let allowed = board.miniFields.filter { $0.allowed }
        guard allowed.count == 1, let next = saved.outcome.playerToMove else { return played }
        return played + " " + text.text(.announceNext, signName(next, text), allowed[0].index)
    }

    func signName(_ player: Player, _ text: Localizer) -> String {
        text.text(player == .x ? .signX : .signO)
    }

    /// The board with the accessible names of its cells and mini-fields; a cell can be pressed only
    /// where `pressable` says so.
    static func labelled(_ board: BoardState, _ text: Localizer, pressable: (CellState) -> Bool) -> BoardState {
        var board = board
        for index in board.cells.indices {
            board.cells[index].enabled = pressable(board.cells[index])
            board.cells[index].label = label(of: board.cells[index], text)
        }
        for index in board.miniFields.indices {
            board.miniFields[index].label = label(of: board.miniFields[index], text)
        }
        return board
    }

    private static func label(of cell: CellState, _ text: Localizer) -> String {
        let key: TextKey = switch (cell.mark, cell.pending, cell.last) {
        case (.none, _, _): .cellEmpty
        case (.x, false, false): .cellX
        case (.o, false, false): .cellO
        case (.x, false, true): .cellLastX
        case (.o, false, true): .cellLastO
        case (.x, true, _): .cellPendingX
        case (.o, true, _): .cellPendingO
        }
        return text.text(key, cell.name)
    }

    private static func label(of field: MiniFieldView, _ text: Localizer) -> String {
        let key: TextKey = switch field.state {
        case "x": .fieldX
        case "o": .fieldO
        case "?": .fieldBoth
        default: .fieldEmpty
        }
        let name = text.text(key, field.index)
        return field.allowed ? name + ", " + text.text(.fieldAllowed) : name
    }

    static func name(of strategy: MiniFieldStrategy) -> TextKey {
        switch strategy {
        case .first: .strategyFirst
        case .any: .strategyAny
        }
    }

    static func name(of opponent: Opponent) -> TextKey {
        switch opponent {
        case .human: .opponentHuman
        case .novice: .opponentNovice
        case .middle: .opponentMiddle
        case .strong: .opponentStrong
        case .expert: .opponentExpert
        }
    }

    private static func name(of language: Language) -> TextKey {
        switch language {
        case .en: .languageEnglish
        case .ru: .languageRussian
        }
    }
}

extension Outcome {
    /// The player who won, if anybody has.
    var winner: Player? {
        if case .won(let player) = self { player } else { nil }
    }
}
