import AndoraApp
import AndoraCore
import AndoraEngine
import AndoraTerminal
import Testing

@Suite struct ComputerInTerminalTests {
    /// A session on the game screen against the novice, the player having pressed e5.
    private func afterPlayersMove() throws -> (TerminalSession, ThinkRequest) {
        var session = TerminalSession(model: AppModel(options: Options(opponent: .novice))).typing("\re5")
        let request = try search(asked: session.press(.enter, size: .roomy))
        return (session, request)
    }

    /// The one search the effects ask for.
    private func search(asked effects: [AppEffect]?) throws -> ThinkRequest {
        let requests = (effects ?? []).compactMap { if case .think(let request) = $0 { request } else { nil } }
        return try #require(requests.first)
    }

    @Test func theComputerRepliesThroughTheSearchRunner() async throws {
        var (session, request) = try afterPlayersMove()
        #expect(session.screen().contains("The computer is thinking…"))
        let runner = SearchRunner()
        runner.start(request)
        await runner.finish()
        let answers = runner.takeAnswers()
        #expect(answers.count == 1)
        for answer in answers {
            _ = session.receive(answer)
        }
        let board = try #require(session.model.state.game?.board)
        #expect(board.cells.filter { $0.mark == .o }.count == 1)
        #expect(session.screen().contains("It's X's turn"))
        #expect(runner.takeAnswers().isEmpty)
    }

    @Test func aSearchTheModelNoLongerAwaitsIsCancelledAndItsAnswerDropped() async throws {
        var (session, request) = try afterPlayersMove()
        var slow = request
        slow.level = .expert
        slow.budget = .time(.seconds(600))
        let runner = SearchRunner()
        runner.start(slow)
        session = session.typing("\u{1B}y")
        #expect(session.model.awaitedThought == nil)
        runner.keepOnly(session.model.awaitedThought?.id)
        await runner.finish()
        #expect(runner.takeAnswers().isEmpty)
    }

    @Test func questionMarkAsksForAHintAndTheScreenShowsIt() throws {
        var session = TerminalSession(model: AppModel()).typing("\re5\r")
        #expect(session.screen().contains("[?] Hint"))
        let request = try search(asked: session.press(.character("?"), size: .roomy))
        #expect(request.purpose == .hint)
        #expect(session.screen().contains("Looking for a hint…"))
        _ = session.receive(.thought(request: request.id, cell: Cell(column: 3, row: 5)))
        let screen = session.screen()
        #expect(screen.contains("Hint: d6"))
        #expect(screen.contains("┃ * │   │   ┃"), "the hinted cell is marked")
    }

    @Test func optionsOfferTheComputerOpponent() {
        var model = AppModel()
        model.send(.openOptions)
        let screen = TerminalSession(model: model).screen(.standard)
        for text in ["Opponent", "(•) Another player", "( ) Computer (expert)", "Computer plays", "( ) X", "(•) O"] {
            #expect(screen.contains(text), "missing \(text)")
        }
    }
}
