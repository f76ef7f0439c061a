import AndoraModel
import AndoraCore
import Testing

@Suite struct ClassicModeTests {
    private func playing(size: Int, inARow: Int? = nil, confirmTurn: Bool = false) -> AppModel {
        AppModel.playing(Options(mode: .classic, confirmTurn: confirmTurn, classic: ClassicRules(size: size, inARow: inARow)!))
    }

    @Test func aClassicGameIsNByNWithEveryEmptyCellAllowed() throws {
        let board = try #require(playing(size: 7).state.game?.board)
        #expect(board.size == 7 && board.cells.count == 49)
        #expect(board.cells.first?.name == "a7" && board.cells.last?.name == "g1")
        #expect(board.cells.allSatisfy { $0.enabled })
    }

    @Test func threeInARowWinsAndIsDrawn() throws {
        var model = playing(size: 3)
        model.play("a1 b1 a2 b2 a3")
        #expect(model.state.dialog?.message == "X won")
        let board = try #require(model.state.game?.board)
        #expect(board.cellLines.map { [$0.from, $0.to] } == [["a1", "a3"]])
        #expect(board.cells.filter(\.inLine).map(\.name).sorted() == ["a1", "a2", "a3"])
    }

    @Test func aFullBoardWithoutALineIsADraw() {
        var model = playing(size: 3)
        model.play("a1 b1 c1 b2 a2 c2 b3 a3 c3")
        #expect(model.state.dialog?.kind == .draw)
    }

    @Test func occupiedCellsAreRefused() {
        var model = playing(size: 5).with("c3")
        model.tap("c3")
        #expect(model.state.game?.refusal == "This cell is already marked")
    }

    @Test func confirmTurnWorksInClassicToo() {
        var model = playing(size: 3, confirmTurn: true)
        model.tap("b2")
        model.tap("a1")
        #expect(model.cell("b2")?.mark == CellMark.none && model.cell("a1")?.pending == true)
        model.send(.finishTurn)
        #expect(model.cell("a1")?.mark == .x && model.state.game?.turn == .o)
    }
}
