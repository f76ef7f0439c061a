import AndoraCore
import AndoraTestSupport
import Testing

@Suite("Referee verdicts")
struct RefereeTests {
    private func notation(_ moves: [(field: Int, slot: Int)]) -> String {
        moves.map { Keypad.cell(field: $0.field, slot: $0.slot).notation }.joined(separator: " ")
    }

    @Test(arguments: [UltimateRules.andora(strategy: .first), .andora(strategy: .any), .standard])
    func emptyLineIsTheEmptyGame(rules: UltimateRules) {
        #expect(Referee(rules: rules).verdict(on: "") == "playing ......... 1,2,3,4,5,6,7,8,9")
    }

    @Test func gameInProgressNamesTheNextMiniField() {
        #expect(Referee(rules: .default).verdict(on: "e5 d6") == "playing ......... 1")
    }

    @Test(arguments: [UltimateRules.andora(strategy: .first), .andora(strategy: .any), .standard])
    func r1_9_1_winIsReportedWithStates(rules: UltimateRules) {
        #expect(Referee(rules: rules).verdict(on: notation(topRowWinForX)) == "x xxxo.o... -")
    }

    @Test func r1_9_2_drawIsReported() {
        #expect(Referee(rules: .default).verdict(on: notation(fullFieldDraw)) == "draw x........ -")
    }

    @Test func r1_4_2_questionMarkIsReported() {
        let line = notation([(0, 3), (3, 0), (0, 4), (4, 0), (0, 5)] + oCompletesTopRowOfMiniField0.map { (field: $0.0, slot: $0.1) })
        #expect(Referee(rules: .andora(strategy: .any)).verdict(on: line) == "playing ?........ 3")
        #expect(Referee(rules: .andora(strategy: .first)).verdict(on: line) == "playing x........ 3")
    }

    @Test func standardTiedMiniFieldIsADash() throws {
        var generator = SplitMix64(seed: 3)
        var game = UltimateGame(rules: .standard)
        while !game.fieldStates.contains(.tied) {
            game = UltimateGame(rules: .standard)
            game.playRandomly(using: &generator)
        }
        let verdict = Referee(rules: .standard).verdict(on: game.moves.map(\.notation).joined(separator: " "))
        #expect(verdict.split(separator: " ")[1].contains("-"))
        #expect(verdict == Referee.verdict(on: game))
    }

    @Test(arguments: [
        ("e5 e5", "illegal 2 occupied"),
        ("e5 a1", "illegal 2 wrong-field"),
        ("e5 zz9", "illegal 2 notation"),
        ("j1", "illegal 1 notation"),
        ("e5 e10", "illegal 2 notation"),
    ])
    func badMovesNameTheFirstOneAndWhy(line: String, verdict: String) {
        #expect(Referee(rules: .default).verdict(on: line) == verdict)
    }

    @Test func moveAfterTheEndIsGameOver() {
        let line = notation(topRowWinForX) + " e5"
        #expect(Referee(rules: .default).verdict(on: line) == "illegal \(topRowWinForX.count + 1) game-over")
    }
}
