import AndoraModel
import AndoraCore
import AndoraTerminal
import AndoraTestSupport
import Testing

/// The match screen as the terminal draws it and answers keys, from states of a real
/// runtime with a match hall: two seats, a spectator, the undo request, the rematch.
@Suite struct MatchScreenTests {
    @Test(arguments: [TerminalSize.roomy, .standard])
    func bothSeatsSeeTheBoardThePanelAndWhoseTurnItIs(size: TerminalSize) async throws {
        let table = try await MatchTable.seated()
        try await table.play("e5")
        // Each side asks (as a polling device does): both are connected.
        let guestState = try await table.state(of: table.guest) { $0.matchMark("e5") == .x }
        let hostState = await table.state(of: table.host)
        let guest = try #require(guestState.match)
        let host = try #require(hostState.match)
        let hostScreen = TerminalSession(state: hostState).frame(size: size).text
        let guestScreen = TerminalSession(state: guestState).frame(size: size).text
        for screen in [hostScreen, guestScreen] {
            #expect(screen.contains("Match \(table.code)") && screen.contains("[Esc] Leave") && screen.contains("[U] Ask to undo"))
            #expect(boardRow(5, of: screen).contains("X"))
            #expect(screen.split(separator: "\n").allSatisfy { $0.count <= size.columns })
        }
        #expect(hostScreen.contains(host.seat) && hostScreen.contains(host.opponent) && hostScreen.contains("It's O's turn"))
        #expect(guestScreen.contains(guest.seat) && guestScreen.contains(guest.opponent) && guestScreen.contains("Your turn (O)"))
        #expect(host.seat == "You play X" && host.opponent == "O: connected" && guest.seat == "You play O")
    }

    @Test func theGuestPlaysByTypingACellAndTheHostSeesIt() async throws {
        let table = try await MatchTable.seated()
        try await table.play("e5")
        var session = TerminalSession(state: try await table.state(of: table.guest) { $0.matchMark("e5") == .x })
        let actions = KeyParser.keys(in: Array("e4\r".utf8)).map { session.press($0, size: .roomy) }
        #expect(actions.last == .send(.tapCell(try Cell(notation: "e4"))))
        _ = await table.runtime.send(.tapCell(try Cell(notation: "e4")), as: table.guest)
        let host = try await table.state(of: table.host) { $0.matchMark("e4") == .o }
        #expect(host.match?.game.turnLabel == "Your turn (X)")
    }

    @Test func aSpectatorWatchesAndCannotAskToUndo() async throws {
        let table = try await MatchTable.seated()
        try await table.play("e5")
        let state = await table.state(of: await table.spectator())
        var session = TerminalSession(state: state)
        let screen = session.frame(size: .roomy).text
        #expect(screen.contains("You are watching") && screen.contains("[Esc] Back") && boardRow(5, of: screen).contains("X"))
        #expect(screen.contains(try #require(state.match?.opponent)) && state.match?.sign == nil)
        #expect(session.press(.character("u"), size: .roomy) == nil)
    }

    @Test func anUndoRequestIsADialogAllowedWithY() async throws {
        let table = try await MatchTable.seated()
        try await table.play("e5")
        let asking = await table.runtime.send(.undo, as: table.host)
        #expect(TerminalSession(state: asking).frame(size: .roomy).text.contains("You asked to take back your last move…"))
        var session = TerminalSession(state: try await table.state(of: table.guest) { $0.dialog != nil })
        let screen = session.frame(size: .roomy).text
        #expect(screen.contains("X asks to take back their last move.") && screen.contains("[N] Decline") && screen.contains("[Y] Allow"))
        #expect(session.press(.character("y"), size: .roomy) == .send(.acceptUndo))
        _ = await table.runtime.send(.acceptUndo, as: table.guest)
        let host = try await table.state(of: table.host) { $0.match?.status == nil }
        #expect(host.matchMark("e5") == CellMark.none)
    }

    @Test func afterAGameRematchIsAButtonWithItsKey() async throws {
        let table = try await MatchTable.seated()
        try await table.play(AndoraGames.xWinsFirst)
        let won = await table.state(of: table.host)
        #expect(won.dialog?.kind == .winner)
        var session = TerminalSession(state: await table.runtime.send(.closeDialog, as: table.host))
        let screen = session.frame(size: .roomy).text
        #expect(screen.contains("X won") && screen.contains("[V] Rematch"))
        #expect(session.press(.character("v"), size: .roomy) == .send(.rematch))
        let offered = await table.runtime.send(.rematch, as: table.host)
        #expect(TerminalSession(state: offered).frame(size: .roomy).text.contains("You offered a rematch"))
    }

    /// The board's row of the given number (`  5 ┃ … ┃`), without the panel beside it.
    private func boardRow(_ number: Int, of screen: String) -> String {
        let row = screen.split(separator: "\n").first { $0.hasPrefix("  \(number) ┃") } ?? ""
        return String(row[..<(row.lastIndex(of: "┃") ?? row.endIndex)])
    }
}
