import AndoraModel
import AndoraCore
import Testing

@Suite struct ConfirmTurnTests {
    static let settings: [(MiniFieldStrategy, Language)] = [(.first, .en), (.first, .ru), (.any, .en), (.any, .ru)]

    private func playing(_ strategy: MiniFieldStrategy, _ language: Language) -> AppModel {
        AppModel.playing(Options(strategy: strategy, confirmTurn: true, language: language))
    }

    @Test(arguments: settings)
    func r3_4_finishTurnIsShownAndDisabledWithoutAPendingMark(strategy: MiniFieldStrategy, language: Language) throws {
        var model = playing(strategy, language)
        let button = try #require(model.state.game?.finishTurn)
        #expect(button.label == (language == .en ? "Finish turn" : "Завершить ход"))
        #expect(!button.enabled)
        model.tap("e5")
        #expect(model.state.game?.finishTurn?.enabled == true)
    }

    @Test(arguments: settings)
    func r3_5_3_2_pendingMarkMovesAndNothingElseChangesUntilFinishTurn(
        strategy: MiniFieldStrategy, language: Language
    ) throws {
        // X's e6 would complete the centre's top row (d6 e6 f6) and send O to mini-field 2.
        let before = playing(strategy, language).with("d6 b8 f6 h8")
        var model = before
        #expect(model.tap("e6").isEmpty, "a pending mark is not saved")
        let pending = try #require(model.state.game)
        let settled = try #require(before.state.game)
        #expect(model.cell("e6")?.mark == .x && model.cell("e6")?.pending == true)
        #expect(pending.turnLabel == settled.turnLabel)
        #expect(pending.board.miniFields == settled.board.miniFields)
        #expect(pending.board.cellLines.isEmpty)
        model.tap("d5")
        #expect(model.cell("e6")?.mark == CellMark.none && model.cell("d5")?.pending == true)
        model.tap("e6")
        let effects = model.send(.finishTurn)
        #expect(effects == [.store(.game(model.game!))])
        #expect(model.cell("e6")?.pending == false && model.cell("e6")?.mark == .x)
        #expect(model.state.game?.board.cellLines.map { [$0.from, $0.to] } == [["d6", "f6"]])
        #expect(model.state.game?.board.miniFields[4].state == "x")
        #expect(model.state.game?.board.miniFields.filter(\.allowed).map(\.index) == [2])
        #expect(model.state.game?.turn == .o)
        #expect(model.state.game?.finishTurn?.enabled == false)
    }

    @Test(arguments: settings)
    func aRefusedTapKeepsThePendingMark(strategy: MiniFieldStrategy, language: Language) {
        var model = playing(strategy, language).with("e5")
        model.tap("d4")
        model.tap("a1")
        #expect(model.cell("d4")?.pending == true)
        #expect(model.state.game?.refusal != nil)
    }

    @Test func leavingTheGameDropsThePendingMark() {
        var model = playing(.first, .en).with("e5")
        model.tap("d4")
        model.send(.exit)
        model.send(.cancelExit)
        #expect(model.cell("d4")?.pending == true, "Cancel keeps it")
        model.send(.exit)
        model.send(.confirmExit)
        model.send(.resumeGame)
        #expect(model.cell("d4")?.mark == CellMark.none)
        #expect(model.state.game?.finishTurn?.enabled == false)
    }

    @Test func undoRemovesThePendingMarkFirst() {
        var model = playing(.first, .en).with("e5")
        model.tap("d4")
        model.send(.undo)
        #expect(model.cell("d4")?.mark == CellMark.none && model.cell("e5")?.mark == .x)
        model.send(.undo)
        #expect(model.cell("e5")?.mark == CellMark.none)
    }

    @Test func theWinnerDialogAppearsOnlyAfterFinishTurn() {
        var model = playing(.first, .en)
        let moves = Games.xWinsFirst.split(separator: " ")
        model.play(moves.dropLast().joined(separator: " "))
        model.tap(String(moves.last!))
        #expect(model.state.dialog == nil && model.state.game?.board.fieldLines.isEmpty == true)
        model.send(.finishTurn)
        #expect(model.state.dialog?.message == "X won")
    }
}
