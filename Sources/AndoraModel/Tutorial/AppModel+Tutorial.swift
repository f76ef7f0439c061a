import AndoraCore

/// The tutorial (R5.1.2): every step is run by this one reducer from its data.
extension AppModel {
    /// The offer shows on a profile that never opened or declined the tutorial and has not played.
    var offersTutorial: Bool { tutorial == nil && !hasPlayed }

    /// Opens the tutorial at the step reached, or at the start once it was finished.
    mutating func openTutorial() -> [AppEffect] {
        let progress = tutorial ?? TutorialProgress(step: 0, finished: false)
        let step = progress.step < TutorialStep.all.count ? progress.step : 0
        destination = .tutorial(TutorialDestination(index: step))
        return reach(TutorialProgress(step: step, finished: progress.finished))
    }

    /// "No thanks": the tutorial counts as skipped at its first step.
    mutating func dismissTutorialOffer() -> [AppEffect] {
        guard tutorial == nil else { return [] }
        return reach(TutorialProgress(step: 0, finished: false))
    }

    mutating func sendOnTutorial(_ intent: AppIntent, _ screen: inout TutorialDestination) -> [AppEffect] {
        switch intent {
        case .tapCell(let cell):
            tap(cell, &screen)
        case .finishTurn:
            guard let move = screen.input.finishTurn() else { return [] }
            judge(move, &screen)
        case .tutorialNext where screen.solved && !screen.isLast:
            screen = TutorialDestination(index: screen.index + 1)
            return reach(TutorialProgress(step: screen.index, finished: tutorial?.finished ?? false))
        case .tutorialNext where screen.solved, .skipTutorial, .back:
            leave()
            // The last step solved, the tutorial is finished however it is left.
            if screen.solved && screen.isLast { return reach(TutorialProgress(step: 0, finished: true)) }
        default:
            break
        }
        return []
    }

    /// Keeps and stores how far the player got.
    private mutating func reach(_ progress: TutorialProgress) -> [AppEffect] {
        tutorial = progress
        return [.store(.tutorial(progress))]
    }

    /// A refused move is explained; a legal one is judged, or in a confirm-turn step placed pending.
    private func tap(_ cell: Cell, _ screen: inout TutorialDestination) {
        guard !screen.solved else { return }
        let refusal: TutorialMistake?
        do {
            try screen.record.game.validate(cell)
            refusal = nil
        } catch {
            refusal = .refused(error)
        }
        if let move = screen.input.tap(cell, confirmTurn: screen.step.confirmTurn, refusedFor: refusal) {
            judge(move, &screen)
        }
    }

    /// The move asked for is played and the step solved; any other leaves the board as it was.
    private func judge(_ cell: Cell, _ screen: inout TutorialDestination) {
        guard screen.step.asks(for: cell), (try? screen.record.play(cell)) != nil else {
            screen.input.refusal = .notAsked(cell)
            return
        }
        screen.input.refusal = nil
        screen.solved = true
    }
}
