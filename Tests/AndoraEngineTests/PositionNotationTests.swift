import AndoraCore
import AndoraEngine
import Testing

/// Playing a record written in notation, as UGI's `position … moves` and the calibration file do.
@Suite struct PositionNotationTests {
    @Test func aRecordPlaysLikeItsMovesOneByOne() throws {
        var byNotation = Position(rules: .standard)
        try byNotation.play(notations: "e5 e4 d3 c9".split(separator: " "))
        var byMove = Position(rules: .standard)
        // e5 e4 d3 c9: columns from a = 0, rows from 1 = 0.
        for (column, row) in [(4, 4), (4, 3), (3, 2), (2, 8)] {
            byMove.play(Move(Cell(column: column, row: row)))
        }
        #expect(byNotation == byMove)
    }

    @Test(arguments: ["e5 e4 z9", "e5 e4 e4", "e5 a1"])
    func theFirstUnplayableMoveIsNamedAndTheMovesBeforeItStay(record: String) {
        var position = Position(rules: .standard)
        let moves = record.split(separator: " ")
        let error = #expect(throws: UnplayableMove.self) { try position.play(notations: moves) }
        #expect(error?.notation == String(moves.last!))
        var before = Position(rules: .standard)
        try? before.play(notations: moves.dropLast())
        #expect(position == before)
    }
}
