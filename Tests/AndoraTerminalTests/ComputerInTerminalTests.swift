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
        #expect(screen.contains("6 ┃   │   │   ┃ * │"), "the hinted cell is marked")
    }

    @Test func optionsOfferTheComputerOpponentAtFourLevelsWithinEightyColumns() {
        var model = AppModel()
        model.send(.openOptions)
        let human = TerminalHarness(model: model).screen(.standard)
        #expect(!human.contains("Computer plays"), "the computer's sign does not apply to another player")
        model.send(.setOpponent(.middle))
        let screen = TerminalHarness(model: model).screen(.standard)
        for text in ["Opponent", "( ) Another player", "( ) Computer (novice)", "(•) Computer (middle)",
                     "( ) Computer (strong)", "( ) Computer (expert)", "Computer plays", "( ) X", "(•) O"] {
            #expect(screen.contains(text), "missing \(text)")
        }
    }

    /// Five opponents do not fit one line of 80 columns: they wrap, and the whole options screen
    /// still fits 80×24 in both languages.
    @Test(arguments: [Language.en, .ru])
    func theOpponentsWrapAndTheOptionsFitEightyByTwentyFour(language: Language) throws {
        var model = AppModel(options: Options(language: language))
        model.send(.openOptions)
        model.send(.setOpponent(.strong))
        let options = try #require(model.state.options)
        let lines = TerminalHarness(model: model).screen(.standard).split(separator: "\n").map(String.init)
        let opponents = try #require(options.opponent).choices.map { ($0.selected ? "(•) " : "( ) ") + $0.label }
        let rows = opponents.map { choice in lines.firstIndex { $0.contains(choice) } }
        #expect(!rows.contains(nil), "every opponent shows whole: \(lines)")
        #expect(Set(rows).count > 1, "the opponents wrap")
        let computerPlays = try #require(options.computerPlays).label
        let coach = try #require(options.coach).label
        let last = try #require(lines.lastIndex { $0.contains(coach) })
        #expect(lines.contains { $0.contains(computerPlays) } && last < 23, "the rows after the opponents fit above the help line")
    }
}
