import AndoraCore

/// Matches between two devices: the setup screen, then the match screen from this
/// profile's seat. The server owns the match; this model shows it and sends the seat's actions.
extension AppModel {
    mutating func sendOnMatchSetup(_ intent: AppIntent, _ setup: inout MatchSetupDestination) -> [AppEffect] {
        switch intent {
        case .back:
            destination = .main(MainDestination())
        case .chooseMode(let mode):
            guard mode != .paper else { return [] }
            setup.draft.mode = mode
        case .setMatchSide(let side):
            setup.side = side
        case .createMatch:
            guard let board = SavedBoard(mode: setup.draft.mode, options: setup.draft) else { return [] }
            setup.refusal = nil
            return [.match(.create(SavedGame(board: board, confirmTurn: setup.draft.confirmTurn, startedAt: now), setup.side))]
        case .setStrategy, .setConfirmTurn, .setClassicSize, .setClassicInARow:
            _ = Self.edit(&setup.draft, with: intent)
        default:
            break
        }
        return []
    }

    /// Joining or watching by code works from every screen but a match: a game on this device stays
    /// the unfinished game.
    mutating func sendMatchCode(_ intent: AppIntent) -> [AppEffect]? {
        let request: (MatchCode) -> MatchRequest
        let text: String
        switch intent {
        case .joinMatch(let code): (request, text) = (MatchRequest.join, code)
        case .watchMatch(let code): (request, text) = (MatchRequest.watch, code)
        default: return nil
        }
        if case .match = destination { return [] }
        guard let code = MatchCode(text) else {
            refuseMatchCode(.unknownCode)
            return []
        }
        return [.match(request(code))]
    }

    mutating func sendOnMatch(_ intent: AppIntent, _ screen: inout MatchDestination) -> [AppEffect] {
        let match = screen.match
        if screen.confirmingLeave {
            switch intent {
            case .confirmExit: return leaveMatch(screen)
            case .cancelExit, .back: screen.confirmingLeave = false
            default: break
            }
            return []
        }
        if let dialog = matchDialog(screen) {
            return answer(dialog, intent, &screen)
        }
        switch intent {
        case .exit, .back:
            if screen.sign == nil || !match.isOpen || match.game.board.outcome.isOver {
                return leaveMatch(screen)
            }
            screen.confirmingLeave = true
        case .tapCell(let cell):
            guard let sign = screen.sign,
                  let move = screen.input.tap(
                    cell, confirmTurn: match.game.confirmTurn, refusedFor: refusalToPlay(cell, as: sign, in: match))
            else { return [] }
            return act(.play(move, sequence: match.sequence), screen)
        case .finishTurn:
            guard let move = screen.input.finishTurn() else { return [] }
            return act(.play(move, sequence: match.sequence), screen)
        case .undo:
            guard !screen.input.takeBackPending() else { return [] }
            return act(.requestUndo, screen)
        case .rematch:
            return act(.rematch, screen)
        default:
            break
        }
        return []
    }

    /// The host's answers about matches.
    mutating func receiveMatch(_ event: HostEvent) {
        switch event {
        case .matchSeated(let seating):
            if case .match = destination { return }
            leave()
            destination = .match(MatchDestination(
                snapshot: MatchSnapshot(match: seating.match, connected: []), seat: seating.seat))
        case .matchChanged(let snapshot):
            guard case .match(var screen) = destination, screen.code == snapshot.match.code else { return }
            if snapshot.match.sequence != screen.match.sequence { screen.input.pending = nil }
            screen.snapshot = snapshot
            destination = .match(screen)
        case .matchRefused(let refusal):
            if case .match(var screen) = destination {
                screen.input.refusal = refusal.text
                destination = .match(screen)
            } else {
                refuseMatchCode(refusal)
            }
        default:
            break
        }
    }

    /// The dialog over the match screen, if any: the seat's own question first, then what the other
    /// side asked, then how the game or the match ended.
    func matchDialog(_ screen: MatchDestination) -> MatchDialog? {
        let match = screen.match
        if screen.confirmingLeave { return .leaveConfirmation }
        if let ending = match.ending { return .ended(ending) }
        if let sign = screen.sign, match.undoRequest == sign.opponent { return .undoRequest }
        if match.game.board.outcome.isOver, screen.resultClosedAt != match.sequence {
            return .result(match.game.board.outcome.winner)
        }
        return nil
    }

    private mutating func answer(_ dialog: MatchDialog, _ intent: AppIntent, _ screen: inout MatchDestination) -> [AppEffect] {
        switch (dialog, intent) {
        case (.undoRequest, .acceptUndo): return act(.answerUndo(accept: true), screen)
        case (.undoRequest, .declineUndo), (.undoRequest, .back): return act(.answerUndo(accept: false), screen)
        case (.result, .closeDialog), (.result, .back): screen.resultClosedAt = screen.match.sequence
        case (.result, .rematch):
            screen.resultClosedAt = screen.match.sequence
            return act(.rematch, screen)
        case (.ended, .closeDialog), (.ended, .back): destination = .main(MainDestination())
        default: break
        }
        return []
    }

    private func act(_ action: MatchAction, _ screen: MatchDestination) -> [AppEffect] {
        guard let seat = screen.seat else { return [] }
        return [.match(.act(screen.code, seat.token, action))]
    }

    /// Leaving ends the match for both sides; a spectator just goes.
    private mutating func leaveMatch(_ screen: MatchDestination) -> [AppEffect] {
        destination = .main(MainDestination())
        guard screen.match.isOpen else { return [] }
        return act(.leave, screen)
    }

    /// Why this device may not mark the cell now, or `nil` when it may.
    private func refusalToPlay(_ cell: Cell, as sign: Player, in match: Match) -> TextKey? {
        if !match.isOpen { return MatchRefusal.closed.text }
        if match.isWaiting { return MatchRefusal.waitingForOpponent.text }
        if match.game.board.outcome.playerToMove == sign.opponent { return MatchRefusal.notYourTurn.text }
        do {
            try match.game.board.validate(cell)
        } catch {
            return Self.reason(for: error)
        }
        return nil
    }

    /// A code that names no match: the setup screen says so, where a code can be typed again.
    private mutating func refuseMatchCode(_ refusal: MatchRefusal) {
        var setup: MatchSetupDestination
        if case .matchSetup(let current) = destination { setup = current } else {
            leave()
            setup = MatchSetupDestination(draft: options)
        }
        setup.refusal = refusal.text
        destination = .matchSetup(setup)
    }
}
