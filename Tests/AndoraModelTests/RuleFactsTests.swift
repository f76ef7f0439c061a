import AndoraModel
import AndoraCore
import Testing

/// The state carries every rule fact a front end shows, so no front end reasons about the rules.
@Suite struct RuleFactsTests {
    @Test func eachCellNamesItsMiniFieldInKeypadOrder() throws {
        let board = try #require(AppModel.playing().state.game?.board)
        let field = { (name: String) in board.cells.first { $0.name == name }?.field }
        #expect(field("a9") == 1 && field("e9") == 2 && field("e5") == 5 && field("i1") == 9 && field("d3") == 8)
        let classic = try #require(AppModel.playing(Options(mode: .classic)).state.game?.board)
        #expect(classic.cells.allSatisfy { $0.field == nil })
    }

    @Test func r1_9_1_theWinnerAndTheOwnerOfEveryLineAreStated() throws {
        let board = try #require(AppModel.playing().with(Games.xWinsFirst).state.game?.board)
        #expect(board.winner == .x)
        #expect(!board.fieldLines.isEmpty && board.fieldLines.allSatisfy { $0.owner == .x })
        for line in board.cellLines {
            #expect(board.cells.first { $0.name == line.from }?.mark == line.owner)
        }
        #expect(AppModel.playing().with("e5").state.game?.board.winner == nil)
    }

    @Test(arguments: [Language.en, .ru])
    func cellsAndMiniFieldsHaveAccessibleLabels(language: Language) throws {
        var model = AppModel.playing(Options(confirmTurn: true, language: language)).with("e5")
        model.tap("e6")
        let board = try #require(model.state.game?.board)
        let label = { (name: String) in board.cells.first { $0.name == name }?.label }
        if language == .en {
            #expect(label("e5") == "e5, X, last move" && label("a1") == "a1, empty" && label("e6") == "e6, O, not yet confirmed")
            #expect(board.miniFields[4].label == "Mini-field 5, playable now")
            #expect(board.miniFields[0].label == "Mini-field 1")
        } else {
            #expect(label("e5") == "e5, крестик, последний ход" && board.miniFields[4].label == "Мини-поле 5, сюда можно ходить")
        }
    }

    @Test func theSheetStatesItsPhaseAndWinner() {
        var model = AppModel.sheet()
        #expect(model.state.paper?.phase == .board)
        for stroke in boardStrokes() { model.send(.stroke(stroke)) }
        #expect(model.state.paper?.phase == .play && model.state.paper?.winner == nil)
        model.tapSquares([0, 3, 1, 4, 2])
        #expect(model.state.paper?.phase == .over && model.state.paper?.winner == .x)
    }
}
