import AndoraTestSupport
import Foundation
import Testing

/// `--database` on the command line: a PostgreSQL URL is recognised, and one that cannot be used
/// stops the command with one line and status 1 (the `andora` debug binary).
@Suite struct DatabaseOptionTests {
    @Test(arguments: [
        (["serve", "--database", "postgres://localhost/games"], "is not a PostgreSQL URL: it names no user"),
        (["serve", "--database", "postgresql:games"], "is not a PostgreSQL URL: it names no host"),
        (["serve", "--database", "mysql://andora@localhost/games"], "the scheme must be postgres://"),
        (["play", "--database", "postgres://andora@localhost/games"], "keeps its games in a SQLite file"),
    ])
    func aURLThatCannotBeUsedStopsTheCommandWithOneLine(_ arguments: [String], _ message: String) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("andora-option-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let before = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let (status, error) = try await AndoraExecutable.run(arguments, in: directory)
        #expect(status == 1)
        #expect(error.contains(message) && error.split(separator: "\n").count == 1, "\(error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == before, "no folder named after the URL")
    }

    @Test(.timeLimit(.minutes(1)))
    func anUnreachableDatabaseStopsTheServerWithOneLine() async throws {
        let url = "postgres://andora:s3cret@127.0.0.1:\(try TestPostgres.unusedPort())/games"
        let (status, error) = try await AndoraExecutable.run(["serve", "--port", "0", "--database", url])
        #expect(status == 1)
        #expect(error.contains("cannot connect to the database postgres://andora:***@127.0.0.1") && !error.contains("s3cret"))
        #expect(error.split(separator: "\n").count == 1, "\(error)")
    }
}
