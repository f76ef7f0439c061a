import AndoraCore
import AndoraInk
import AndoraTestSupport
import Testing

@Suite struct BoardRecognizerTests {
    /// Feeds the strokes in the given order and expects each to be accepted as the next line.
    private func recognize(_ strokes: [Stroke], order: [Int] = [0, 1, 2, 3]) -> Board? {
        var recognizer = BoardRecognizer()
        for (position, index) in order.enumerated() {
            let addition = recognizer.add(strokes[index])
            guard case .accepted(_, let number) = addition, number == position + 1 else {
                Issue.record("stroke \(index) in order \(order): \(addition)")
                return nil
            }
        }
        return recognizer.board
    }

    private func expectCells(of board: Board, match drawing: HandDrawnBoard, tolerance: Double) {
        #expect(board.cells.map(\.index) == Array(0..<9))
        let middle = board.cells[4]
        let expected = [drawing.crossing(row: 0, column: 0), drawing.crossing(row: 0, column: 1),
                        drawing.crossing(row: 1, column: 1), drawing.crossing(row: 1, column: 0)]
        for (corner, want) in zip(middle.corners, expected) {
            #expect(corner.distance(to: want) < tolerance)
        }
        for row in 0..<3 {
            for column in 0..<3 {
                let center = drawing.cellCenter(row: row, column: column)
                #expect(board.cells.filter { $0.contains(center) }.map(\.index) == [row * 3 + column])
            }
        }
    }

    @Test func aNeatBoardMakesNineCellsAroundTheCrossings() throws {
        var generator = SplitMix64(seed: 1)
        let drawing = HandDrawnBoard()
        let board = try #require(recognize(drawing.strokes(using: &generator)))
        expectCells(of: board, match: drawing, tolerance: 0.001)
    }

    @Test func everyDrawingOrderAndDirectionGivesTheSameBoard() throws {
        var generator = SplitMix64(seed: 2)
        let drawing = HandDrawnBoard()
        let reference = try #require(recognize(drawing.strokes(using: &generator)))
        for order in permutations([0, 1, 2, 3]) {
            let reversed = order.map { $0 % 2 == 0 }
            let board = try #require(recognize(drawing.strokes(reversed: reversed, using: &generator), order: order))
            for (cell, expected) in zip(board.cells, reference.cells) {
                #expect(zip(cell.corners, expected.corners).allSatisfy { $0.distance(to: $1) < 0.001 })
            }
        }
    }

    @Test(arguments: [-15.0, -8.0, 0.0, 8.0, 15.0])
    func turnedWobblyUnevenBoardsAreRecognised(degrees: Double) throws {
        var generator = SplitMix64(seed: UInt64(degrees + 100))
        for _ in 0..<20 {
            var drawing = HandDrawnBoard()
            drawing.rotation = degrees * .pi / 180
            drawing.verticalXs = [100, 100 + Double.random(in: 60...160, using: &generator)]
            drawing.horizontalYs = [100, 100 + Double.random(in: 60...160, using: &generator)]
            drawing.overshoot = Double.random(in: 10...90, using: &generator)
            drawing.wobble = 3
            let order = [0, 1, 2, 3].shuffled(using: &generator)
            let board = try #require(recognize(drawing.strokes(using: &generator), order: order))
            expectCells(of: board, match: drawing, tolerance: 8)
        }
    }

    @Test func outerCellsReachTheLineEndsOrAtLeastTheMiddleCellSize() throws {
        var generator = SplitMix64(seed: 3)
        var drawing = HandDrawnBoard()
        drawing.overshoot = 150
        let long = try #require(recognize(drawing.strokes(using: &generator)))
        #expect(long.cells[0].corners[0].distance(to: InkPoint(x: -50, y: -50)) < 0.001)
        drawing.overshoot = 5
        let short = try #require(recognize(drawing.strokes(using: &generator)))
        #expect(short.cells[0].corners[0].distance(to: InkPoint(x: 0, y: 0)) < 0.001)
    }

    @Test func aSlightUndershootStillCrosses() throws {
        var generator = SplitMix64(seed: 4)
        var strokes = HandDrawnBoard().strokes(using: &generator)
        strokes[2] = Stroke(xy: [(105, 100), (250, 100)])
        #expect(recognize(strokes) != nil)
    }

    @Test func rejectsStrokesThatCannotBeBoardLines() {
        var recognizer = BoardRecognizer()
        #expect(recognizer.add(Stroke(xy: [(100, 40), (100, 60)])) == .rejected(.tooShort))
        #expect(recognizer.add(Stroke(xy: [(100, 40)])) == .rejected(.tooShort))
        #expect(recognizer.add(Stroke(xy: [(100, 40), (140, 150), (100, 260)])) == .rejected(.notStraight))
        #expect(recognizer.add(Stroke(xy: [(100, 40), (100, 260), (100, 60), (100, 250)])) == .rejected(.notStraight))
        #expect(recognizer.add(Stroke(xy: [(40, 40), (260, 260)])) == .rejected(.neitherVerticalNorHorizontal))
        #expect(recognizer.lines.isEmpty)

        #expect(recognizer.add(Stroke(xy: [(100, 260), (100, 40)])) == .accepted(
            BoardLine(orientation: .vertical, start: InkPoint(x: 100, y: 40), end: InkPoint(x: 100, y: 260)), number: 1))
        #expect(recognizer.add(Stroke(xy: [(60, 40), (140, 260)])) == .rejected(.crossesParallelLine))
        #expect(recognizer.add(Stroke(xy: [(110, 40), (110, 260)])) == .rejected(.tooCloseToParallelLine))
        #expect(recognizer.add(Stroke(xy: [(300, 100), (500, 100)])) == .rejected(.missesCrossingLine))
        #expect(recognizer.add(Stroke(xy: [(200, 40), (200, 260)])) == .accepted(
            BoardLine(orientation: .vertical, start: InkPoint(x: 200, y: 40), end: InkPoint(x: 200, y: 260)), number: 2))
        #expect(recognizer.add(Stroke(xy: [(300, 40), (300, 260)])) == .rejected(.extraVertical))
        #expect(recognizer.add(Stroke(xy: [(40, 200), (260, 200)])) == .accepted(
            BoardLine(orientation: .horizontal, start: InkPoint(x: 40, y: 200), end: InkPoint(x: 260, y: 200)), number: 3))
        #expect(recognizer.add(Stroke(xy: [(40, 300), (260, 300)])) == .rejected(.missesCrossingLine))
        #expect(recognizer.board == nil)
        #expect(recognizer.add(Stroke(xy: [(260, 100), (40, 100)])) == .accepted(
            BoardLine(orientation: .horizontal, start: InkPoint(x: 40, y: 100), end: InkPoint(x: 260, y: 100)), number: 4))
        #expect(recognizer.add(Stroke(xy: [(150, 40), (150, 260)])) == .rejected(.boardComplete))
        #expect(recognizer.lines.count == 4)
        #expect(recognizer.board != nil)
    }

    @Test func aThirdHorizontalIsRejected() {
        var recognizer = BoardRecognizer()
        #expect(recognizer.add(Stroke(xy: [(40, 100), (260, 100)])) == .accepted(
            BoardLine(orientation: .horizontal, start: InkPoint(x: 40, y: 100), end: InkPoint(x: 260, y: 100)), number: 1))
        #expect(recognizer.add(Stroke(xy: [(40, 200), (260, 200)])) == .accepted(
            BoardLine(orientation: .horizontal, start: InkPoint(x: 40, y: 200), end: InkPoint(x: 260, y: 200)), number: 2))
        #expect(recognizer.add(Stroke(xy: [(40, 300), (260, 300)])) == .rejected(.extraHorizontal))
        #expect(recognizer.lines.count == 2)
    }

    @Test func aShapeBelongsToTheFreeCellHoldingMostOfItsInk() throws {
        var generator = SplitMix64(seed: 5)
        let drawing = HandDrawnBoard()
        let board = try #require(recognize(drawing.strokes(using: &generator)))
        let cross = [Stroke(xy: [(110, 110), (190, 190)]), Stroke(xy: [(190, 110), (110, 190)])]
        #expect(board.cell(holding: cross)?.index == 4)
        #expect(board.cell(holding: cross, amongFree: [0, 1, 2]) == nil)
        let topRight = [Stroke(xy: [(210, 40), (260, 90)]), Stroke(xy: [(260, 40), (210, 90)])]
        #expect(board.cell(holding: topRight)?.index == 2)
        let straddling = [Stroke(xy: [(150, 150), (250, 150)])]
        #expect(board.cell(holding: straddling) == nil)
        let faraway = [Stroke(xy: [(900, 900), (950, 950)])]
        #expect(board.cell(holding: faraway) == nil)
        #expect(board.cell(holding: []) == nil)
    }

    private func permutations(_ items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }
}
