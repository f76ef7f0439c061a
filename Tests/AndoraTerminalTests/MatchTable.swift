import AndoraHost
import AndoraModel
import AndoraCore
import Testing

/// Two profiles of one runtime with a match hall, as two devices at one server, without the network:
/// the host created the match and plays X, the guest joined it and plays O.
struct MatchTable {
    let runtime = AppRuntime(store: MemoryProfileStore(), hall: MatchHall(store: MemoryMatchStore()))
    private(set) var host = ProfileID.local
    private(set) var guest = ProfileID.local
    private(set) var code = ""

    /// A default Andora match, created and joined.
    static func seated() async throws -> MatchTable {
        var table = MatchTable()
        table.host = await table.runtime.newProfile()
        table.guest = await table.runtime.newProfile()
        _ = await table.runtime.send(.openMatchSetup, as: table.host)
        _ = await table.runtime.send(.setMatchSide(.x), as: table.host)
        table.code = try #require(await table.runtime.send(.createMatch, as: table.host).match?.code)
        _ = await table.runtime.send(.joinMatch(code: table.code), as: table.guest)
        _ = try await table.state(of: table.host) { $0.match?.invite == nil }
        return table
    }

    /// A third profile that opens the full match and watches it.
    func spectator() async -> ProfileID {
        let id = await runtime.newProfile()
        _ = await runtime.send(.joinMatch(code: code), as: id)
        return id
    }

    func state(of profile: ProfileID) async -> AppState {
        await runtime.state(of: profile)
    }

    /// The profile's state once it shows what the condition asks: the hall's changes reach the other
    /// profile's model a moment later, as they reach a server's profile (asked again every 10 ms, as
    /// a terminal polls).
    func state(
        of profile: ProfileID, when condition: (AppState) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> AppState {
        for _ in 0..<500 {
            let state = await runtime.state(of: profile)
            if condition(state) { return state }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("the awaited state never came", sourceLocation: sourceLocation)
        return await runtime.state(of: profile)
    }

    /// Plays the moves (`e5 e4 …`) in turn, X's by the host and O's by the guest, each once the
    /// mover's device shows the move before it.
    func play(_ moves: String) async throws {
        for (index, move) in moves.split(separator: " ").enumerated() {
            let mover = index % 2 == 0 ? host : guest
            _ = try await state(of: mover) { $0.match?.game.board.cells.count(where: { $0.mark != .none }) == index }
            _ = await runtime.send(.tapCell(try Cell(notation: String(move))), as: mover)
        }
    }
}

extension AppState {
    /// The mark on a cell of the match's board.
    func matchMark(_ cell: String) -> CellMark? {
        match?.game.board.cells.first { $0.name == cell }?.mark
    }
}
