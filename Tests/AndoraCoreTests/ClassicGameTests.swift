import AndoraCore
import AndoraTestSupport
import Testing

@Suite("Classic N×N, K in a row (R6; docs/SPEC.md, D3)")
struct ClassicGameTests {
    @Test func specNotes3_defaultIsThreeByThreeThreeInARow() {
        #expect(ClassicRules.default.size == 3)
        #expect(ClassicRules.default.inARow == 3)
        #expect(ClassicRules(size: 5)?.inARow == 5)
        #expect(ClassicRules(size: 9)?.inARow == 5)
    }

    @Test func specNotes3_sizesAndRowLengthsOutsideTheRangeAreRefused() {
        #expect(ClassicRules(size: 2) == nil)
        #expect(ClassicRules(size: 16) == nil)
        #expect(ClassicRules(size: 4, inARow: 5) == nil)
        #expect(ClassicRules(size: 4, inARow: 2) == nil)
        #expect(ClassicRules(size: 15, inARow: 15) != nil)
    }

    @Test func xFirstAndRowWins() throws {
        let game = try ClassicGame(rules: .default, notation: "a1 a2 b1 b2 c1")
        #expect(game.outcome == .won(by: .x))
        #expect(game.winningLines == [CellLine(from: Cell(column: 0, row: 0), to: Cell(column: 2, row: 0))])
        #expect(game.legalMoves.isEmpty)
    }

    @Test func diagonalsWinBothWays() throws {
        let rising = try ClassicGame(rules: .default, notation: "a1 a2 b2 a3 c3")
        #expect(rising.winningLines == [CellLine(from: Cell(column: 0, row: 0), to: Cell(column: 2, row: 2))])
        let falling = try ClassicGame(rules: .default, notation: "a1 a3 b1 b2 b3 c1")
        #expect(falling.outcome == .won(by: .o))
        #expect(falling.winningLines == [CellLine(from: Cell(column: 0, row: 2), to: Cell(column: 2, row: 0))])
    }

    @Test func fullBoardWithoutLineIsDraw() throws {
        let game = try ClassicGame(rules: .default, notation: "a1 b2 c3 b1 b3 a3 c1 c2 a2")
        #expect(game.outcome == .draw)
    }

    @Test func occupiedAndOffBoardCellsAreRefused() throws {
        var game = try ClassicGame(rules: .default, notation: "b2")
        let before = game
        #expect(throws: MoveError.occupied(Cell(column: 1, row: 1))) { try game.play(Cell(column: 1, row: 1)) }
        #expect(throws: MoveError.noSuchCell(Cell(column: 3, row: 0))) { try game.play(Cell(column: 3, row: 0)) }
        #expect(game == before)
    }

    @Test func longerRunThanKIsDrawnEndToEnd() throws {
        let rules = try #require(ClassicRules(size: 7, inARow: 4))
        // X fills a1 b1 d1 e1, then c1 joins them into a run of five.
        let game = try ClassicGame(rules: rules, notation: "a1 a7 b1 b7 d1 d7 e1 e7 c1")
        #expect(game.outcome == .won(by: .x))
        #expect(game.winningLines == [CellLine(from: Cell(column: 0, row: 0), to: Cell(column: 4, row: 0))])
    }

    @Test func randomGamesEndOnlyWithALineOrAFullBoard() {
        var generator = SplitMix64(seed: 7)
        for size in [3, 4, 6, 9] {
            for _ in 0..<50 {
                var game = ClassicGame(rules: ClassicRules(size: size)!)
                game.playRandomly(using: &generator)
                switch game.outcome {
                case .won: #expect(!game.winningLines.isEmpty)
                case .draw: #expect(game.moves.count == size * size)
                case .inProgress: Issue.record("a random game stopped before its end")
                }
            }
        }
    }
}
