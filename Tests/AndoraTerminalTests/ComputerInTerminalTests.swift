import AndoraHost
import AndoraModel
import AndoraCore
import AndoraEngine
import AndoraTerminal
import Testing

@Suite struct ComputerInTerminalTests {
    /// A session on the game screen against the novice, the player having pressed e5.
    private func afterPlayersMove() throws -> (TerminalHarness, ThinkRequest) {
        var session = TerminalHarness(model: AppModel(options: Options(opponent: .novice))).typing("\re5")
        let request = try search(asked: session.press(.enter, size: .roomy))
        return (session, request)
    }

    /// The one search the effects ask for.
    private func search(asked effects: [AppEffect]?) throws -> ThinkRequest {
        let requests = (effects ?? []).compactMap { if case .think(let request) = $0 { request } else { nil } }
        return try #require(requests.first)
    }

    @Test func theComputersReplyShowsOnTheScreen() async throws {
        var (session, request) = try afterPlayersMove()
        #expect(session.screen().contains("The computer is thinking…"))
        _ = session.receive(await think(request))
        let board = try #require(session.model.state.game?.board)
        #expect(board.cells.filter { $0.mark == .o }.count == 1)
        #expect(session.screen().contains("It's X's turn"))
    }

    @Test func questionMarkAsksForAHintAndTheScreenShowsIt() throws {
        var session = TerminalHarness(model: AppModel()).typing("\re5\r")
        #expect(session.screen().contains("[?] Hint"))
        let request = try search(asked: session.press(.character("?"), size: .roomy))
        #expect(request.purpose == .hint)
        #expect(session.screen().contains("Looking for a hint…"))
        _ = session.receive(.thought(request: request.id, cell: Cell(column: 3, row: 5)))
        let screen = session.screen()
        #expect(screen.contains("Hint: the highlighted cell (d6)"))
        #expect(screen.contains("┃ * │   │   ┃"), "the hinted cell is marked")
    }

    @Test func optionsOfferTheComputerOpponentAtThreeLevelsWithinEightyColumns() {
        var model = AppModel()
        model.send(.openOptions)
        let human = TerminalHarness(model: model).screen(.standard)
        #expect(!human.contains("Computer plays"), "the computer's sign does not apply to another player")
        model.send(.setOpponent(.middle))
        let screen = TerminalHarness(model: model).screen(.standard)
        for text in ["Opponent", "( ) Another player", "( ) Computer (novice)", "(•) Computer (middle)",
                     "( ) Computer (expert)", "Computer plays", "( ) X", "(•) O"] {
            #expect(screen.contains(text), "missing \(text)")
        }
    }
}
