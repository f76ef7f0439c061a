import AndoraHost
import AndoraModel
import AndoraCore
@testable import AndoraTerminal
import Foundation
import Testing

/// R5.2.3 in the terminal: X on the replay writes the board's picture and the moves to files
/// and says where.
@Suite struct ReplayFilesTests {
    /// The terminal's state on the replay of a won classic game.
    private func replaying() async throws -> AppState {
        let store = MemoryProfileStore()
        let moves = try Cell.moves(notation: "a1 a2 b1 b2 c1")
        let game = SavedGame(board: .classic(try GameRecord(rules: .default, moves: moves)), confirmTurn: false, startedAt: 1_000)
        try await store.commit([.gameEnded(PlayedGame(game: game, endedAt: 90_000, result: .won(.x)))], for: .local)
        let runtime = AppRuntime(store: store, clock: { 100_000 })
        let row = try #require(await runtime.send(.openHistory, as: .local).history?.rows.first)
        return await runtime.send(row.open, as: .local)
    }

    @Test func r5_2_3_xSavesThePictureAndTheMovesAndSaysWhere() async throws {
        let state = try await replaying()
        let replay = try #require(state.replay)
        var session = TerminalSession(state: state)
        #expect(session.frame(size: .roomy).text.contains("[X] Save picture and moves"))
        #expect(session.press(.character("x"), size: .roomy) == .saveReplay)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("andora-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let said = ReplayFiles.save(replay, in: folder, Localizer(language: .en))
        let picture = folder.appendingPathComponent("andora-1970-01-01-1.svg")
        let moves = folder.appendingPathComponent("andora-1970-01-01-1.txt")
        #expect(said == "Saved \(picture.path) and \(moves.path)")
        #expect(try String(contentsOf: picture, encoding: .utf8) == replay.picture)
        #expect(try String(contentsOf: moves, encoding: .utf8) == replay.notationFile)
        #expect(replay.notationFile.hasSuffix("\n\na1 a2 b1 b2 c1\n"), "the moves under the file's tags")

        session.tell("Saved here")
        #expect(session.frame(size: .roomy).text.contains("Saved here"))
        _ = session.press(.left, size: .roomy)
        #expect(!session.frame(size: .roomy).text.contains("Saved here"), "gone with the next key")
    }

    @Test func aFolderThatCannotBeWrittenIsSaid() async throws {
        let replay = try #require(try await replaying().replay)
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        #expect(ReplayFiles.save(replay, in: missing, Localizer(language: .ru)).hasPrefix("Не удалось сохранить: "))
    }
}
