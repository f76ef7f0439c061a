import AndoraCore

/// The match screens as front ends draw them.
extension AppModel {
    func matchSetupScreen(_ setup: MatchSetupDestination, _ text: Localizer) -> MatchSetupScreenState {
        let draft = setup.draft
        return MatchSetupScreenState(
            title: text.text(.matchTitle),
            back: ButtonState(label: text.text(.back), intent: .back),
            mode: PickerState(label: text.text(.modeLabel), choices: modeChoices(draft, [.andora, .classic], text)),
            strategy: draft.mode == .andora ? strategyPicker(draft, text) : nil,
            confirmTurn: confirmTurnSwitch(draft, text),
            classicSize: classicSizePicker(draft, text),
            classicInARow: classicInARowPicker(draft, text),
            side: PickerState(label: text.text(.matchSideLabel), choices: MatchSide.allCases.map { side in
                let label = switch side {
                case .x: signName(.x, text)
                case .o: signName(.o, text)
                case .random: text.text(.matchSideRandom)
                }
                return ChoiceState(label: label, selected: setup.side == side, intent: .setMatchSide(side))
            }),
            create: ButtonState(label: text.text(.matchCreate), intent: .createMatch),
            joinLabel: text.text(.matchJoinLabel),
            join: text.text(.matchJoin),
            refusal: setup.refusal.map { text.text($0) })
    }

    func matchScreen(_ screen: MatchDestination, _ text: Localizer) -> MatchScreenState {
        let match = screen.match
        let game = match.game
        let clock = match.clock(at: now)
        let outcome = game.board.outcome
        let sign = screen.sign
        let myTurn = sign != nil && match.runningSide == sign
        let board = Self.labelled(BoardState(game.board, pending: screen.input.pending), text) { $0.enabled && myTurn }
        let other = sign?.opponent ?? .o
        // While the match waits, the turn label says for whom; this line says who is connected.
        let opponent: String = if case .left(let leaver) = match.ending {
            text.text(.matchLeft, signName(leaver, text))
        } else if sign == nil {
            text.text(
                .matchWatchingConnected, signName(.x, text), text.text(connectionKey(.x, screen)), signName(.o, text),
                text.text(connectionKey(.o, screen)))
        } else {
            text.text(.matchOpponent, signName(other, text), text.text(connectionKey(other, screen)))
        }
        let turnLabel = !match.isOpen ? text.text(.matchClosed) : match.isWaiting ? text.text(.matchWaitingFor, signName(other, text)) : outcome.playerToMove.map {
            $0 == sign ? text.text(.matchYourTurn, signName($0, text)) : text.text(.turn, signName($0, text))
        } ?? text.text(.gameOver)
        return MatchScreenState(
            game: GameScreenState(
                exit: ButtonState(label: text.text(sign == nil ? .back : .matchLeave), intent: .exit),
                turnLabel: turnLabel,
                result: outcome.isOver ? resultMessage(outcome.winner, text) : nil,
                resultDetail: drawDetail(game.board, board, text),
                announcement: announcement(game.board, board, text),
                turn: match.runningSide,
                finishTurn: game.confirmTurn && sign != nil
                    ? ButtonState(label: text.text(.finishTurn), enabled: screen.input.pending != nil, intent: .finishTurn) : nil,
                undo: sign == nil ? nil : ButtonState(
                    label: text.text(screen.input.pending != nil ? .undo : .matchAskUndo),
                    enabled: screen.input.pending != nil || canAskUndo(match, sign), intent: .undo),
                redo: nil, hint: nil, hintText: nil, computerThinking: false, thinkingLabel: nil,
                refusal: screen.input.refusal.map { text.text($0) }, pause: nil, pausedLabel: nil,
                clock: ClockState(
                    x: clock.x, o: clock.o, running: match.runningSide,
                    label: text.text(.clock, ClockState.text(clock.x), ClockState.text(clock.o))),
                board: board, coordinates: options.coordinates),
            code: match.code.rawValue,
            title: text.text(.matchCodeTitle, match.code.rawValue),
            seat: sign.map { text.text(.matchYouPlay, signName($0, text)) } ?? text.text(.matchWatching),
            sign: sign,
            opponent: opponent,
            opponentConnected: match.isOpen && !match.isWaiting && screen.snapshot.connected.contains(other),
            invite: match.isWaiting && sign != nil ? text.text(.matchInvite) : nil,
            inviteLinkLabel: text.text(.matchInviteLink),
            watchLinkLabel: text.text(.matchWatchLink),
            status: matchStatus(match, sign, text),
            rematch: rematchButton(match, sign, text),
            sequence: match.sequence)
    }

    func matchDialogState(_ dialog: MatchDialog, _ screen: MatchDestination, _ detail: String?, _ text: Localizer) -> DialogState {
        switch dialog {
        case .leaveConfirmation: dialogState(.leaveMatchConfirmation, sign: nil, text)
        case .undoRequest: dialogState(.undoRequest, sign: screen.sign?.opponent, text)
        case .result(let winner):
            dialogState(winner == nil ? .draw : .winner, sign: winner, detail: detail, text,
                        notes: resultForPlayer(winner, player: screen.sign, text))
                .adding(rematchButton(screen.match, screen.sign, text))
        case .ended(.left(let sign)): dialogState(.opponentLeft, sign: sign, text)
        case .ended(.abandoned): dialogState(.matchAbandoned, sign: nil, text)
        }
    }

    /// After a game, for a seat: offer another one, or accept the other side's offer.
    private func rematchButton(_ match: Match, _ sign: Player?, _ text: Localizer) -> ButtonState? {
        guard match.game.board.outcome.isOver, match.isOpen, sign != nil else { return nil }
        return ButtonState(
            label: text.text(match.rematchOffer == sign?.opponent ? .matchAcceptRematch : .matchRematch),
            enabled: match.rematchOffer != sign, intent: .rematch)
    }

    private func connectionKey(_ sign: Player, _ screen: MatchDestination) -> TextKey {
        screen.snapshot.connected.contains(sign) ? .matchConnected : .matchDisconnected
    }

    /// The seat's last move can be taken back, with the other side's consent, before the other side moves.
    private func canAskUndo(_ match: Match, _ sign: Player?) -> Bool {
        guard let sign, match.isOpen, match.undoRequest == nil else { return false }
        let outcome = match.game.board.outcome
        return !outcome.isOver && outcome.playerToMove == sign.opponent && !match.game.board.moves.isEmpty
    }

    private func matchStatus(_ match: Match, _ sign: Player?, _ text: Localizer) -> String? {
        if let asking = match.undoRequest {
            return asking == sign ? text.text(.matchUndoAsked) : text.text(.matchUndoAsking, signName(asking, text))
        }
        if let offering = match.rematchOffer {
            return offering == sign ? text.text(.matchRematchOffered) : text.text(.matchRematchOffering, signName(offering, text))
        }
        return nil
    }
}
