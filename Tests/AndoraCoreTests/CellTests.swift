import AndoraCore
import Testing

@Suite("Move notation (docs/SPEC.md, D1)")
struct CellTests {
    @Test func specNotes1_columnsFromLeftRowsFromBottom() throws {
        #expect(try Cell(notation: "a1") == Cell(column: 0, row: 0))
        #expect(try Cell(notation: "a9") == Cell(column: 0, row: 8))
        #expect(try Cell(notation: "i1") == Cell(column: 8, row: 0))
        #expect(try Cell(notation: "E5") == Cell(column: 4, row: 4))
        #expect(try Cell(notation: "o15") == Cell(column: 14, row: 14))
    }

    @Test func specNotes1_notationRoundTrips() throws {
        for column in 0..<15 {
            for row in 0..<15 {
                let cell = Cell(column: column, row: row)
                #expect(try Cell(notation: cell.notation) == cell)
            }
        }
    }

    @Test(arguments: ["", "e", "5", "e0", "e05", "e100", "5e", "é5", "e5x", "e-1", "e 5", "e٥"])
    func specNotes1_malformedNotationIsRefused(text: String) {
        #expect(throws: NotationError.malformed(text)) { try Cell(notation: text) }
    }

    @Test func gameNotationSplitsOnSpaces() throws {
        #expect(try Cell.moves(notation: " e5  d6\ta9 ") == [Cell(column: 4, row: 4), Cell(column: 3, row: 5), Cell(column: 0, row: 8)])
        #expect(try Cell.moves(notation: "").isEmpty)
        #expect(throws: NotationError.malformed("zz")) { try Cell.moves(notation: "e5 zz") }
    }
}
