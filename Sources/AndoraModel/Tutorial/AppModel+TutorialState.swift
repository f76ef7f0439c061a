import AndoraCore
import AndoraEngine

/// What the tutorial screen and the main screen's offer show.
extension AppModel {
    func tutorialScreen(_ screen: TutorialDestination, _ text: Localizer) -> TutorialScreenState {
        let step = screen.step
        let game = screen.record.game
        var board = BoardState(.andora(screen.record), pending: screen.input.pending)
        if screen.input.refusal != nil {
            for index in board.cells.indices {
                board.cells[index].hint = step.expected.contains(board.cells[index].name)
            }
        }
        board = Self.labelled(board, text) { $0.enabled && !screen.solved }
        let count = TutorialStep.all.count
        return TutorialScreenState(
            skip: ButtonState(label: text.text(screen.solved && screen.isLast ? .back : .tutorialSkip), intent: .skipTutorial),
            title: text.text(.tutorial),
            step: screen.index + 1,
            stepCount: count,
            position: text.text(.tutorialPosition, screen.index + 1, count),
            topic: text.text(step.topic),
            strategy: text.text(.tutorialStrategy, text.text(Self.name(of: step.strategy))),
            turnLabel: game.outcome.playerToMove.map { text.text(.turn, signName($0, text)) } ?? text.text(.gameOver),
            turn: screen.solved ? nil : game.outcome.playerToMove,
            text: text.text(screen.solved ? step.done : step.task),
            mistake: screen.input.refusal.map { mistakeText($0, step, game, text) },
            solved: screen.solved,
            next: screen.solved
                ? ButtonState(label: text.text(screen.isLast ? .tutorialFinish : .tutorialNext), intent: .tutorialNext)
                : nil,
            finishTurn: step.confirmTurn && !screen.solved
                ? ButtonState(label: text.text(.finishTurn), enabled: screen.input.pending != nil, intent: .finishTurn)
                : nil,
            board: board)
    }

    func tutorialOffer(_ text: Localizer) -> TutorialOfferState? {
        guard offersTutorial else { return nil }
        return TutorialOfferState(
            text: text.text(.tutorialOffer),
            start: ButtonState(label: text.text(.tutorialOfferStart), intent: .openTutorial),
            dismiss: ButtonState(label: text.text(.tutorialOfferDismiss), intent: .dismissTutorialOffer))
    }

    private func mistakeText(_ mistake: TutorialMistake, _ step: TutorialStep, _ game: UltimateGame, _ text: Localizer) -> String {
        switch mistake {
        case .refused(.outsideAllowedArea):
            let field = (game.allowedFields.first ?? 0) + 1
            return text.text(.tutorialOutside, field, field)
        case .refused(let error):
            return text.text(Self.reason(for: error))
        case .notAsked(let cell):
            // The coach's words say what the move would have done, when it gives something away.
            let position = Position(game)
            guard let reason = CoachNote.Reason(move: cell, in: position, isError: true), reason != .tookAMiniField else {
                return text.text(step.wrong)
            }
            return text.text(step.wrong) + " " + coachText(reason, player: position.sideToMove, text)
        }
    }
}
