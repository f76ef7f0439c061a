import AndoraEngine
import AndoraEngineTraining
import Testing

@Suite struct PositionDumpTests {
    /// Each line gives back its position, the result its game brought the player to move and the
    /// evaluation of field chances (without the network): what `Scripts/evaluation-probe.py` reads.
    @Test func eachLineHoldsThePositionItsResultAndItsEvaluation() throws {
        let game = SelfPlay(rules: .standard, seed: 7, openingMoves: 4, nodes: 300)
        let lines = PositionDump.lines(of: game, number: 3)
        #expect(lines.count == game.positions.count && !lines.isEmpty)
        for (line, (position, _)) in zip(lines, game.positions) {
            let parts = line.split(separator: " ")
            try #require(parts.count == 7, "number, four parts of a FEN, result, evaluation: \(line)")
            #expect(parts[0] == "3")
            let read = try Position(fen: parts[1...4].joined(separator: " "), rules: .standard)
            #expect(read == position)
            #expect(Double(parts[5]) == game.result(for: position.sideToMove))
            #expect(Int32(parts[6]) == position.evaluation(withNetwork: false))
        }
    }
}
