import AndoraCore

/// The tutorial (R5.1.2): one step's board, the move in progress, and what to say about it.
struct TutorialDestination: Hashable, Sendable {
    /// The step shown, an index into ``TutorialStep/all``.
    var index: Int
    /// The step's position, and after the right move the position after it.
    var record: GameRecord<UltimateGame>
    /// A confirm-turn step's mark waiting for Finish turn, and what was wrong with the last move.
    var input = BoardInput<TutorialMistake>()
    /// The right move was played: the step shows its result and Next.
    var solved = false

    init(index: Int) {
        self.index = index
        record = TutorialStep.all[index].position
    }

    var step: TutorialStep { TutorialStep.all[index] }
    var isLast: Bool { index == TutorialStep.all.count - 1 }
}
