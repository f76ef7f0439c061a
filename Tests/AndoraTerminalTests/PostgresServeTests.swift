import AndoraCore
import AndoraModel
import AndoraTerminal
import AndoraTestSupport
import Foundation
import Testing

/// `andora serve --database postgres://…`: the server keeps its players and matches in
/// PostgreSQL, so a match outlives a restart of the server.
@Suite(.serialized, .enabled(if: TestPostgres.skipNote == nil, "PostgreSQL's server is not installed here"))
struct PostgresServeTests {
    @Test func aMatchCreatedOnAServerOnPostgreSQLIsJoinedAfterTheServerRestarts() async throws {
        let database = try await TestPostgres.freshDatabase()
        let first = try await AndoraServer(database: database)
        let code = try await first.hostedMatch().code
        first.stop()

        let restarted = try await AndoraServer(database: database)
        defer { restarted.stop() }
        let terminal = try await RemoteConnection(server: restarted.url, language: .en)
        // Joining fails with "No match has this code" unless the match was read back from PostgreSQL.
        try await terminal.join(code)
        let answer = await terminal.send(.tapCell(try Cell(notation: "e5")))
        #expect(answer.match?.code == code && answer.matchMark("e5") == CellMark.none, "O waits for X's first move")
    }
}
