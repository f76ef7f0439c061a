import AndoraHost
import AndoraModel
import AndoraCore
import Testing

/// The step reached survives a restart of the runtime: it goes through the store like every change.
@Suite struct TutorialResumeTests {
    private let player = ProfileID("0123456789abcdef0123456789abcdef")!

    @Test func theTutorialResumesAtTheStepReachedAfterARestart() async throws {
        let store = MemoryProfileStore()
        let first = AppRuntime(store: store)
        _ = await first.send(.openTutorial, as: player)
        _ = await first.send(.tapCell(try Cell(notation: "e5")), as: player)
        let second = await first.send(.tutorialNext, as: player)
        #expect(second.tutorial?.step == 2)
        _ = await first.send(.skipTutorial, as: player)
        await first.shutdown()

        let restarted = AppRuntime(store: store)
        let main = await restarted.state(of: player)
        #expect(main.screen == .main && main.main?.tutorialOffer == nil)
        let resumed = await restarted.send(.openTutorial, as: player)
        #expect(resumed.tutorial?.step == 2 && resumed.tutorial?.solved == false)
        #expect(try await store.profile(player)?.tutorial == TutorialProgress(step: 1, finished: false))
    }
}
