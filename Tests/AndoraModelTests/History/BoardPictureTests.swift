import AndoraModel
import AndoraCore
import AndoraTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// R5.2.3: a played game's board exported as an SVG picture that any SVG reader opens.
@Suite struct BoardPictureTests {
    /// The board of a game after its moves, as the game screen shows it.
    private func board(_ options: Options, _ moves: String) throws -> BoardState {
        try #require(AppModel.playing(options).with(moves).state.game?.board)
    }

    /// The picture parsed as XML (it must be well formed) and its root `<svg>`.
    private func parsed(_ board: BoardState, title: String = "A game") throws -> XMLElement {
        let document = try XMLDocument(xmlString: BoardPicture.svg(of: board, title: title))
        return try #require(document.rootElement())
    }

    private func elements(_ root: XMLElement, _ path: String) throws -> [XMLElement] {
        try root.nodes(forXPath: path).compactMap { $0 as? XMLElement }
    }

    /// An attribute's value (Linux Foundation's `attribute(forName:)` misses them in the SVG namespace).
    private func value(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    /// Each mark's cell and sign, as `e5x`.
    private func marks(_ root: XMLElement) throws -> Set<String> {
        Set(try elements(root, "//*[@data-cell]").map {
            (value($0, "data-cell") ?? "") + (value($0, "class") ?? "")
        })
    }

    @Test func r5_2_3_aWonAndoraBoardHasEveryMarkItsCapturedFieldsAndTheWinningLine() throws {
        let board = try board(Options(strategy: .first), AndoraGames.xWinsFirst)
        let root = try parsed(board)
        #expect(root.name == "svg" && value(root, "viewBox") == "0 0 392 392")
        let occupied = board.cells.filter { $0.mark != .none }
        #expect(occupied.count == 25)
        #expect(try marks(root) == Set(occupied.map { $0.name + $0.mark.rawValue }), "one mark per occupied cell")
        #expect(try elements(root, "//*[@data-cell]").count == 25)
        let captured = board.miniFields.filter { $0.state != "." }
        #expect(!captured.isEmpty)
        #expect(try elements(root, "//*[@data-field]").map { value($0, "data-field") ?? "" }
            == captured.map { String($0.index) })
        #expect(try elements(root, "//*[contains(@class, 'win')]").count == board.fieldLines.count)
        #expect(board.fieldLines.count == 1)
        #expect(try elements(root, "//*[local-name() = 'text']").count == 18, "a–i below, 1–9 on the left")
    }

    @Test func r5_2_3_aClassicBoardShowsItsWinningLineAndAnEmptyOneNone() throws {
        let won = try parsed(try board(Options(mode: .classic), "a1 a2 b1 b2 c1"))
        #expect(try marks(won) == ["a1x", "b1x", "c1x", "a2o", "b2o"])
        let line = try #require(try elements(won, "//*[contains(@class, 'win')]").first)
        #expect(value(line, "class") == "win x")
        let empty = try parsed(try board(Options(mode: .classic), ""))
        #expect(try marks(empty).isEmpty && elements(empty, "//*[contains(@class, 'win')]").isEmpty)
    }

    @Test func theTitleIsEscaped() throws {
        let title = "X & O <\"first\"> 'draw'"
        let root = try parsed(try board(.default, "e5"), title: title)
        let titles = try elements(root, "//*[local-name() = 'title']")
        #expect(titles.map(\.stringValue) == [title])
    }
}
