import AndoraCore

extension TutorialStep {
    /// The tutorial, in order: where to play, capturing and winning, the two strategies and `?`,
    /// the draw, where a move sends the opponent, and confirm turn (docs/APP-MODEL.md).
    public static let all: [TutorialStep] = [
        TutorialStep(
            topic: .tutorialFirstMoveTopic, moves: "", expected: ["e5"], task: .tutorialFirstMoveTask,
            wrong: .tutorialFirstMoveWrong, done: .tutorialFirstMoveDone, claim: .sendsTo(field: 5)),
        TutorialStep(
            topic: .tutorialNextFieldTopic, moves: "e5", expected: ["d6"], task: .tutorialNextFieldTask,
            wrong: .tutorialNextFieldWrong, done: .tutorialNextFieldDone, claim: .sendsTo(field: 1)),
        TutorialStep(
            topic: .tutorialCaptureTopic, moves: "a9 b8 d5 a6 b9 d9", expected: ["c9"], task: .tutorialCaptureTask,
            wrong: .tutorialCaptureWrong, done: .tutorialCaptureDone, claim: .field(1, .won(by: .x))),
        TutorialStep(
            topic: .tutorialWinTopic, moves: "a9 b8 d6 c7 h2 e5 e6 d9 b9 e8 f6 g9 c9 i7 i2 i4", expected: ["g2"],
            task: .tutorialWinTask, wrong: .tutorialWinWrong, done: .tutorialWinDone, claim: .wins(.x)),
        TutorialStep(
            topic: .tutorialFirstTopic, moves: "a6 b9 d9 c9 g9 a9 a7 a3 b7 d3", expected: ["c7"],
            task: .tutorialFirstTask, wrong: .tutorialFirstWrong, done: .tutorialFirstDone,
            claim: .field(1, .won(by: .o))),
        TutorialStep(
            topic: .tutorialAnyTopic, strategy: .any, moves: "a6 b9 d9 c9 g9 a9 a7 a3 b7 d3", expected: ["c7"],
            task: .tutorialAnyTask, wrong: .tutorialFirstWrong, done: .tutorialAnyDone, claim: .field(1, .both)),
        TutorialStep(
            topic: .tutorialDrawTopic, moves: "c9 g9 a8 a6 b7 d3 c7 g3 a9 b9 d9 b8 d6 c8 g6 a7", expected: ["a3"],
            task: .tutorialDrawTask, wrong: .tutorialDrawWrong, done: .tutorialDrawDone, claim: .draw),
        TutorialStep(
            topic: .tutorialSendTopic, moves: "g5 a6 c8 g6 b7 d1 b2 f6 i7 h1 d3 a7 a3 c9 g8 c4 h2 d6",
            expected: ["b9", "c7"], task: .tutorialSendTask, wrong: .tutorialSendWrong, done: .tutorialSendDone,
            claim: .safe),
        TutorialStep(
            topic: .tutorialConfirmTopic, confirmTurn: true, moves: "", expected: ["a9"], task: .tutorialConfirmTask,
            wrong: .tutorialConfirmWrong, done: .tutorialConfirmDone, claim: .sendsTo(field: 1)),
    ]
}
