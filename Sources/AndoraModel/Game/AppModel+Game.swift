import AndoraCore

/// The game screen (R3): taps, confirm turn, undo/redo, hints, the computer's moves, the dialogs.
extension AppModel {
    mutating func sendOnGame(_ intent: AppIntent, _ screen: inout GameDestination) -> [AppEffect] {
        if let dialog = screen.dialog {
            return sendOnDialog(dialog, intent, &screen)
        }
        let current = screen.game
        if screen.paused {
            return sendWhilePaused(intent, &screen)
        }
        switch intent {
        case .exit, .back:
            if current.board.outcome.isOver {
                leave()
            } else {
                screen.dialog = .exitConfirmation
            }
        case .pause:
            guard !current.board.outcome.isOver else { return [] }
            screen.paused = true
            screen.clockReadAt = nil
            screen.input.refusal = nil
            // The board stays as it is while paused: no search may play on it or point at it.
            screen.awaitedThought = nil
            return [.store(.game(screen.game))]
        case .tapCell(let cell):
            let reason = current.isComputersTurn ? .refusalComputersTurn : Self.refusal(of: cell, on: current.board)
            guard let move = screen.input.tap(cell, confirmTurn: current.confirmTurn, refusedFor: reason) else { return [] }
            return change([.play(move)], &screen, by: .player)
        case .finishTurn:
            guard let move = screen.input.finishTurn() else { return [] }
            return change([.play(move)], &screen, by: .player)
        case .toggleBetterMove:
            guard screen.betterMoveToShow != nil else { return [] }
            screen.showsBetterMove.toggle()
        case .undo:
            guard !screen.input.takeBackPending(), current.playerHasMoved else { return [] }
            // After the end too (docs/SPEC.md, D7): the player's last move goes, with the computer's reply.
            return change(current.isComputersTurn ? [.undo] : [.undo, .undo], &screen)
        case .redo:
            guard screen.input.pending == nil, current.board.canRedo else { return [] }
            return change([.redo, .redo], &screen)
        case .hint:
            guard hintBlock(in: screen) == nil, case .andora(let record) = current.board else { return [] }
            nextHintAt = now + Self.hintCooldown
            screen.hint = nil
            screen.input.refusal = nil
            return [.think(request(.hint, record.game, in: &screen))]
        default:
            break
        }
        return []
    }

    /// Paused (R5.1.3): the field takes no moves; Resume runs the clock again (and the
    /// computer's search, if it is its turn); Exit still leaves.
    private mutating func sendWhilePaused(_ intent: AppIntent, _ screen: inout GameDestination) -> [AppEffect] {
        switch intent {
        case .resume:
            screen.paused = false
            screen.clockReadAt = now
            return [.store(.game(screen.game))] + computerMove(&screen)
        case .exit, .back:
            screen.dialog = .exitConfirmation
        default:
            break
        }
        return []
    }

    private mutating func sendOnDialog(
        _ kind: DialogKind, _ intent: AppIntent, _ screen: inout GameDestination
    ) -> [AppEffect] {
        switch (kind, intent) {
        case (.exitConfirmation, .confirmExit):
            let game = screen.game
            leave()
            // The clock has run since the last move: the unfinished game is stored with it.
            return [.store(.game(game))]
        case (.exitConfirmation, .cancelExit), (.exitConfirmation, .back),
             (.winner, .closeDialog), (.winner, .back), (.draw, .closeDialog), (.draw, .back):
            screen.dialog = screen.waitingDialog
            screen.waitingDialog = nil
        case (.winner, .playAgain), (.draw, .playAgain):
            guard let board = SavedBoard(mode: options.mode, options: options) else { return [] }
            // The game that ended was stored when it ended: nothing is left unfinished.
            let effects = start(newGame(of: board))
            // The screen this step returns is the new game's.
            if case .game(let next) = destination { screen = next }
            return effects
        case (.winner, .reviewGame), (.draw, .reviewGame):
            guard case .andora = screen.game.board else { return [] }
            leave()
            // The ended game was stored before this answer: the newest page of the history has it first.
            var finished = screen
            finished.dialog = nil
            let history = HistoryDestination(reviewing: finished)
            destination = .history(history)
            return [.fetch(.history(history.query))]
        default:
            break
        }
        return []
    }

    /// Why "Hint" cannot be pressed now, or `nil` when it can.
    func hintBlock(in screen: GameDestination) -> HintBlock? {
        let current = screen.game
        if current.board.mode != .andora { return .andoraOnly }
        if current.board.outcome.isOver || current.isComputersTurn { return .notPlayersTurn }
        if screen.awaitedThought != nil { return .searching }
        return hintCooldown(in: screen).map(HintBlock.cooldown)
    }

    /// The whole seconds until the next hint (R5.1.8) while its cooldown runs in a game under way,
    /// whoever is to move: the Hint button counts them down.
    func hintCooldown(in screen: GameDestination) -> Int? {
        guard screen.game.board.mode == .andora, !screen.game.board.outcome.isOver, let nextHintAt, now < nextHintAt
        else { return nil }
        return Int((nextHintAt - now + 999) / 1000)
    }

    /// Takes the host's answer if it is the awaited one: shows the hint or plays the computer's move.
    mutating func receive(_ cell: Cell?, for id: Int, _ screen: inout GameDestination) -> [AppEffect] {
        guard let request = screen.awaitedThought, request.id == id else { return [] }
        screen.awaitedThought = nil
        switch request.purpose {
        case .hint:
            if let cell, (try? screen.game.board.validate(cell)) != nil {
                screen.hint = cell
            }
            return []
        case .move:
            let effects = cell.map { change([.play($0)], &screen, by: .computer) } ?? []
            // An answer without a legal move must not leave the computer thinking for good: ask again.
            return effects.isEmpty ? computerMove(&screen) : effects
        case .review:
            // The coach's judgements arrive as `judged`, never as a cell.
            return []
        }
    }

    /// Why a tap on the cell is refused (R3.3.4.4.2), or `nil` when it may be played.
    private static func refusal(of cell: Cell, on board: SavedBoard) -> TextKey? {
        do {
            try board.validate(cell)
            return nil
        } catch {
            return reason(for: error)
        }
    }

    /// Changes the game, opens the winner or draw dialog if it just ended, stores it, and asks for
    /// the computer's move when it is its turn.
    ///
    /// The first step must succeed; a later one is taken only while it is the computer's turn, so
    /// that undo and redo step over the computer's reply together with the player's move. A
    /// player's move is first judged by the coach, when it is on; the coach's note on it stays
    /// through the computer's reply.
    private mutating func change(_ steps: [RecordChange], _ screen: inout GameDestination, by mover: Mover? = nil) -> [AppEffect] {
        var current = screen.game
        guard let first = steps.first, (try? current.apply(first, at: now)) != nil else { return [] }
        for step in steps.dropFirst() where current.isComputersTurn {
            try? current.apply(step, at: now)
        }
        let wasOver = screen.game.board.outcome.isOver
        screen.game = current
        // Undone after the end (whose reading stopped the clock): the clock runs again from now.
        if !current.board.outcome.isOver, screen.clockReadAt == nil {
            screen.clockReadAt = now
        }
        screen.hint = nil
        screen.input.refusal = nil
        screen.awaitedThought = nil
        // The better move belonged to the position before the reply: no longer shown on the board.
        screen.showsBetterMove = false
        if mover != .computer {
            screen.coach = nil
            screen.coachBefore = nil
        }
        switch current.board.outcome {
        case .inProgress:
            let coaching = mover == .player ? askTheCoach(&screen) : []
            return [.store(.game(current))] + (coaching.isEmpty ? computerMove(&screen) : coaching)
        case .won(let player):
            guard !wasOver else { return [] }
            show(.winner, on: &screen)
            return ended(.won(player), &screen)
        case .draw:
            guard !wasOver else { return [] }
            show(.draw, on: &screen)
            return ended(.draw, &screen)
        }
    }

    /// The ended game goes to the history and stays the game on screen, so that a restart shows
    /// its result where the player left it; then the statistics tell what it achieved. An ending
    /// the history already has (undone, then redone) is not recorded again.
    private func ended(_ result: GameResult, _ screen: inout GameDestination) -> [AppEffect] {
        guard !screen.game.endingIsRecorded else { return [.store(.game(screen.game))] }
        screen.game.recordedEndings.append(screen.game.board.moves)
        screen.awaitedAchievement = now
        screen.achievement = nil
        let game = screen.game
        return [.store(.gameEnded(PlayedGame(game: game, endedAt: now, result: result))), .store(.game(game)), .fetch(.summaries)]
    }

    /// Opens the result dialog, or lets it wait under a dialog already open (docs/SPEC.md, D7).
    private func show(_ result: DialogKind, on screen: inout GameDestination) {
        if screen.dialog == nil {
            screen.dialog = result
        } else {
            screen.waitingDialog = result
        }
    }

    static func reason(for error: MoveError) -> TextKey {
        switch error {
        case .gameOver: .refusalGameOver
        case .noSuchCell: .refusalNoSuchCell
        case .occupied: .refusalOccupied
        case .outsideAllowedArea: .refusalOutside
        }
    }
}
