import AndoraTestSupport
import Foundation
import Testing

/// The tutorial in the real `andora play` inside tmux: offered at first launch, a wrong move
/// explained, a right one played, and the step reached kept across a restart.
@Suite(.serialized, .cpuBound) struct TutorialEndToEndTests {
    @Test(.enabled(if: PlayEndToEndTests.tmux != nil, "tmux is not installed: the end-to-end test of `andora play` needs it"))
    func r5_1_2_theTutorialIsOfferedPlayedSkippedAndResumedAfterARestart() throws {
        let player = try TmuxPlayer(tmux: PlayEndToEndTests.tmux!)
        defer { player.stop() }

        try player.launch()
        try player.waitFor { $0.contains("New to Andora?") && $0.contains("[T] Tutorial") && $0.contains("[N] No thanks") }
        try player.type("t")
        try player.waitFor { $0.contains("Step 1 of 9 · The first move") && $0.contains("Play the centre cell, e5.") }
        try player.place("a1")
        try player.waitFor("this step asks for the centre cell, e5.")
        try player.place("e5")
        try player.waitFor { $0.contains("[N] Next") && $0.contains("sends O to the centre mini-field") }
        try player.type("n")
        try player.waitFor("Step 2 of 9 · Where the next move must go")
        try player.place("a1")
        try player.waitFor("Not there: the last move was in position 5")
        try player.keys("Escape")
        try player.waitFor { $0.contains("[T] Tutorial") && !$0.contains("New to Andora?") }
        try player.type("q")
        try player.waitForExit()

        try player.launch()
        try player.waitFor { $0.contains("[T] Tutorial") && !$0.contains("New to Andora?") }
        try player.type("t")
        try player.waitFor("Step 2 of 9")
        try player.place("d6")
        try player.waitFor("[N] Next")
        try player.keys("Escape")
        try player.type("q")
        try player.waitForExit()
    }
}
