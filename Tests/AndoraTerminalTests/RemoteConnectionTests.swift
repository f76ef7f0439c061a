import AndoraModel
import AndoraCore
import AndoraTerminal
import AndoraTestSupport
import Foundation
import Testing

/// The terminal's side of a match against a real `andora serve` (the debug binary), with the other
/// device a second profile driven over the same HTTP API.
@Suite(.serialized) struct RemoteConnectionTests {
    @Test func theTerminalJoinsPlaysAndSeesTheOtherDevicesMovesThenWaitsOutAServerThatIsGone() async throws {
        let server = try await AndoraServer()
        defer { server.stop() }
        let (host, code) = try await server.hostedMatch()

        let terminal = try await RemoteConnection(server: server.url, language: .ru)
        try await terminal.join(code)
        let joined = await terminal.state()
        #expect(joined.match?.seat == "Вы играете за O" && !terminal.isFinished(joined))

        // The other device's move arrives (on the live socket, or by polling while it is down).
        let updates = await terminal.updates()
        _ = await host.send(.tapCell(try Cell(notation: "e5")))
        let moved = await updates.first(within: 15) { $0.matchMark("e5") == .x }
        #expect(moved?.match?.game.turnLabel == "Ваш ход (O)")

        // The terminal's move reaches the other device.
        let answer = await terminal.send(.tapCell(try Cell(notation: "e4")))
        #expect(answer.matchMark("e4") == .o)
        let seen = await host.updates().first(within: 15) { $0.matchMark("e4") == .o }
        #expect(seen?.match?.game.turnLabel == "Your turn (X)")

        // The server goes away: the state stays, with the notice, and the terminal keeps asking.
        server.stop()
        let offline = await terminal.send(.tapCell(try Cell(notation: "d6")))
        #expect(offline.notice == "Нет связи с сервером Andora. Повторяем…" && offline.matchMark("e4") == .o)
    }

    @Test func theOtherDevicesMoveIsPushedOnTheLiveSocketWithoutPolling() async throws {
        let server = try await AndoraServer()
        defer { server.stop() }
        let (host, code) = try await server.hostedMatch()
        let terminal = try await RemoteConnection(server: server.url, language: .en, pollInterval: .seconds(3600))
        try await terminal.join(code)
        let updates = await terminal.updates()
        _ = await host.send(.tapCell(try Cell(notation: "e5")))
        // The first move may still come by the one poll made if the socket did not open; the second
        // cannot: the next poll is an hour away.
        #expect(await updates.first(within: 15) { $0.matchMark("e5") == .x } != nil)
        #expect(await terminal.send(.tapCell(try Cell(notation: "e4"))).matchMark("e4") == .o)
        _ = await host.send(.tapCell(try Cell(notation: "e2")))
        let pushed = await updates.first(within: 15) { $0.matchMark("e2") == .x }
        #expect(pushed?.match?.game.turnLabel == "Your turn (O)")
    }

    @Test func leavingTheMatchEndsTheRun() async throws {
        let server = try await AndoraServer()
        defer { server.stop() }
        let code = try await server.hostedMatch().code
        let terminal = try await RemoteConnection(server: server.url, language: .en)
        try await terminal.join(code)
        let asked = await terminal.send(.exit)
        #expect(asked.dialog?.kind == .leaveMatchConfirmation && !terminal.isFinished(asked))
        #expect(terminal.isFinished(await terminal.send(.confirmExit)))
    }

    @Test func anUnknownCodeOrAMissingServerStopsPlayWithAMessageAndStatus1() async throws {
        let server = try await AndoraServer()
        defer { server.stop() }
        let unknown = try await AndoraExecutable.run(["play", "--lang", "en", "--join", "ZZZZZZ", "--server", server.url.absoluteString])
        #expect(unknown.status == 1 && unknown.error.contains("cannot join match ZZZZZZ: No match has this code."))
        server.stop()
        let gone = try await AndoraExecutable.run(["play", "--lang", "en", "--join", "ZZZZZZ", "--server", server.url.absoluteString])
        #expect(gone.status == 1 && gone.error.contains("cannot reach the Andora server at \(server.url.absoluteString)"))
    }
}
