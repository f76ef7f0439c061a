import AndoraCore
import AndoraEngine
import AndoraTestSupport
import Testing

/// X owns the top-left and top-middle mini-fields and needs only i9 to take the top-right one.
private let xWinsWithI9 = "xxxxxxxx1/o1o1o1o2/1o1o1o3/9/9/9/2o6/9/9 X 16 c3"
/// X to move in the centre: f4 sends O to the bottom right, whose only empty cell sends X to the top right.
private let xWinsInTwo = "xxxxxxxx1/o1o1o1o2/3o5/o8/1o7/9/3o2ox1/6xxo/6oox X 24 b5"

/// What the engine tells a player about a position: its move, the side ahead, a proven win.
@Suite(.cpuBound) struct JudgementTests {
    @Test(arguments: RuleSet.allCases)
    func aWinInOneIsProvenForTheMover(rules: RuleSet) throws {
        let judgement = ComputerPlayer.judge(try Position(fen: xWinsWithI9, rules: rules), nodes: 1_000)
        #expect(judgement.move == Move(notation: "i9"))
        #expect(judgement.provenWin?.winner == .x && judgement.provenWin?.moves == 1)
        #expect(judgement.chanceForX == 1)
    }

    @Test func aWinInTwoIsProvenAndItsLoserSeesIt() throws {
        let position = try Position(fen: xWinsInTwo, rules: .first)
        let judgement = ComputerPlayer.judge(position, nodes: 50_000)
        #expect(judgement.move == Move(notation: "f4"))
        #expect(judgement.provenWin?.winner == .x && judgement.provenWin?.moves == 2)
        // O's one legal move is searched too: play would take it without a search.
        let lost = position.playing(try #require(judgement.move))
        #expect(lost.legalMoves.count == 1)
        let reply = ComputerPlayer.judge(lost, nodes: 50_000)
        #expect(reply.mover == .o && reply.chance == 0, "O to move has lost")
        #expect(reply.provenWin?.winner == .x && reply.provenWin?.moves == 1)
    }

    @Test func aFinishedGameIsJudgedByItsResult() throws {
        var position = try Position(fen: xWinsWithI9, rules: .first)
        position.play(try #require(Move(notation: "i9")))
        let judgement = ComputerPlayer.judge(position, nodes: 1_000)
        #expect(judgement.move == nil && judgement.mover == .o && judgement.chanceForX == 1)
    }

    @Test func theStartIsEvenAndTheSameEveryTime() {
        let first = ComputerPlayer.judge(Position(rules: .first), nodes: 20_000)
        #expect(first == ComputerPlayer.judge(Position(rules: .first), nodes: 20_000))
        #expect(abs(first.chance - 0.5) < 0.15)
    }
}
