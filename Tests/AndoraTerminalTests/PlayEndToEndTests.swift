import AndoraModel
import AndoraCore
import AndoraTerminal
import AndoraTestSupport
import Foundation
import Testing

/// Drives the real `andora play` binary inside tmux, as a player at a terminal would.
@Suite(.serialized, .cpuBound) struct PlayEndToEndTests {
    static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: tmux != nil, "tmux is not installed: the end-to-end test of `andora play` needs it"))
    func aShortGameToAWinThenAnAutosavedGameIsResumedAfterARestart() throws {
        let player = try TmuxPlayer(tmux: Self.tmux!)
        defer { player.stop() }

        try player.launchIntoAGame()
        let moves = AndoraGames.xWinsFirst.split(separator: " ")
        for (index, move) in moves.enumerated() {
            try player.place(String(move))
            let isLast = index == moves.count - 1
            try player.waitFor(isLast ? "X won" : index % 2 == 0 ? "It's O's turn" : "It's X's turn")
        }
        try player.waitFor("[Enter] Close")

        try player.keys("Enter")
        try player.waitFor { $0.contains("Game over") && $0.contains("X won") && !$0.contains("[Enter] Close") }
        try player.keys("Escape")
        try player.waitFor { $0.contains("[Q] Quit") && !$0.contains("Resume game") }

        try player.keys("Enter")
        try player.waitFor("It's X's turn")
        try player.place("d4")
        try player.waitFor("It's O's turn")
        try player.keys("Escape")
        try player.waitFor("Are you sure you want to exit the game?")
        try player.type("y")
        try player.waitFor("[R] Resume game")
        try player.type("q")
        try player.waitForExit()

        try player.launch()
        try player.waitFor("[R] Resume game")
        try player.type("r")
        try player.waitFor { $0.contains("It's O's turn") && $0.contains("  4 ┃   │   │   ┃ X │   │   ┃") }
        try player.run(["resize-window", "-t", "play", "-x", "80", "-y", "24"])
        try player.waitFor { screen in
            screen.contains("  1 ┃") && !screen.split(separator: "\n").contains { $0.hasPrefix("    ┠") }
        }
        try player.keys("Escape")
        try player.type("y")
        try player.type("q")
        try player.waitForExit()
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed: the end-to-end test of `andora play` needs it"))
    func theComputerRepliesAndAHintShowsWhileKeysKeepWorking() throws {
        let player = try TmuxPlayer(tmux: Self.tmux!)
        defer { player.stop() }

        try player.launch()
        try player.waitFor("[S] Start game")
        try player.type("o")
        try player.waitFor("Opponent")
        for _ in 0..<3 {
            try player.keys("Down")
        }
        try player.keys("Right")
        try player.waitFor("(•) Computer (novice)")
        try player.type("s")
        try player.waitFor("[S] Start game")
        try player.keys("Enter")
        try player.waitFor("It's X's turn")
        try player.place("e5")
        // The computer's O on the board (a row of the board, not the clock's "O 0:00").
        try player.waitFor { screen in
            screen.contains("It's X's turn") && screen.split(separator: "\n").contains { $0.contains("┃") && $0.contains(" O ") }
        }
        try player.type("?")
        try player.waitFor { $0.contains("Hint: ") && $0.contains(" * ") }
        try player.keys("Escape")
        try player.type("y")
        try player.type("q")
        try player.waitForExit()
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed: the end-to-end test of `andora play` needs it"))
    func r5_2_3_anAbandonedGameIsInTheHistoryAndReplays() throws {
        let player = try TmuxPlayer(tmux: Self.tmux!)
        defer { player.stop() }

        try player.launchIntoAGame()
        try player.place("e5")
        try player.waitFor("It's O's turn")
        try player.keys("Escape")
        try player.type("y")
        try player.waitFor("[R] Resume game")
        try player.type("s")
        try player.type("y")
        try player.waitFor { $0.contains("It's X's turn") && !$0.contains(" X │") }
        try player.keys("Escape")
        try player.type("y")
        try player.waitFor("[H] History")
        try player.type("h")
        try player.waitFor { $0.contains("Games 1–1 of 1") && $0.contains("Abandoned") && $0.contains("Moves: 1") }
        for _ in 0..<3 {
            try player.keys("Down")
        }
        try player.keys("Enter")
        try player.waitFor { $0.contains("Move 1 of 1") && $0.contains("[G] Play from here") }
        try player.type("x")
        try player.waitFor("Saved ")
        let saved = try FileManager.default.contentsOfDirectory(atPath: player.directory.path).filter { $0.hasPrefix("andora-") }
        #expect(saved.count == 2 && saved.contains { $0.hasSuffix(".svg") } && saved.contains { $0.hasSuffix(".txt") })
        let picture = try #require(saved.first { $0.hasSuffix(".svg") })
        let svg = try String(contentsOf: player.directory.appendingPathComponent(picture), encoding: .utf8)
        #expect(svg.contains("data-cell=\"e5\"") && svg.components(separatedBy: "data-cell=").count == 2)
        try player.keys("Left")
        try player.waitFor("Move 0 of 1")
        try player.keys("Escape")
        try player.waitFor("Games 1–1 of 1")
        try player.keys("Escape")
        try player.type("q")
        try player.waitForExit()
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed: the end-to-end test of `andora play` needs it"))
    func playJoinsAServersMatchPlaysAgainstAnotherDeviceAndLeaves() async throws {
        let server = try await AndoraServer()
        defer { server.stop() }
        let (browser, code) = try await server.hostedMatch()
        let player = try TmuxPlayer(tmux: Self.tmux!)
        defer { player.stop() }

        try player.launch(joining: code, server: server.url)
        try player.waitFor { $0.contains("Match \(code)") && $0.contains("You play O") && $0.contains("It's X's turn") }
        _ = await browser.send(.tapCell(try Cell(notation: "e5")))
        try player.waitFor("Your turn (O)")
        try player.place("e4")
        try player.waitFor("It's X's turn")
        let seen = await browser.updates().first(within: 15) { $0.matchMark("e4") == .o }
        #expect(seen?.match?.game.turnLabel == "Your turn (X)")

        try player.keys("Escape")
        try player.waitFor("Leave the match?")
        try player.type("y")
        try player.waitForExit()
        let left = await browser.updates().first(within: 30) { $0.dialog?.kind == .opponentLeft }
        #expect(left?.dialog?.message == "O left the match.")
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed: the end-to-end test of `andora play` needs it"))
    func aMovesFileOpensInAReplayAndOneThatIsNoGameSaysWhy() throws {
        let player = try TmuxPlayer(tmux: Self.tmux!)
        defer { player.stop() }
        let game = player.directory.appendingPathComponent("game.txt")
        try "[Rules \"first\"]\n\n\(AndoraGames.xWinsFirst)\n".write(to: game, atomically: true, encoding: .utf8)
        try player.launch(opening: game.path)
        try player.waitFor { $0.contains("Andora (first)") && $0.contains("X won") && $0.contains("Move 25 of 25") }
        try player.keys("Escape")
        try player.waitFor("History")
        try player.keys("Escape")
        try player.type("q")
        try player.waitForExit()

        let notAGame = player.directory.appendingPathComponent("shopping.txt")
        try "milk, bread\n".write(to: notAGame, atomically: true, encoding: .utf8)
        try player.launch(opening: notAGame.path)
        try player.waitFor("Move 1, “milk,”, is not a cell of this board.")
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed: the end-to-end test of `andora play` needs it"))
    func sigtermRestoresTheTerminal() throws {
        let player = try TmuxPlayer(tmux: Self.tmux!)
        defer { player.stop() }
        let settings = player.directory.appendingPathComponent("stty.txt").path
        // Written aside and renamed, so the file appears only once stty has written all of it.
        try player.launch(then: "stty -a > '\(settings).part' && mv '\(settings).part' '\(settings)'; sleep 30")
        try player.waitFor("[S] Start game")
        let shell = try #require(Int32(player.run(["display-message", "-p", "-t", "play", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        let andora = try #require(children.split(separator: " ").first.flatMap { Int32($0) })
        #expect(kill(andora, SIGTERM) == 0)
        try player.waitFor { _ in FileManager.default.fileExists(atPath: settings) }
        try player.waitFor { screen in !screen.contains("Start game") }
        let words = try String(contentsOfFile: settings, encoding: .utf8).split(whereSeparator: \.isWhitespace)
        #expect(words.contains("icanon") && words.contains("echo"), "the terminal is back in cooked mode")
    }
}

/// One tmux server of our own (its own socket) running `andora play` on a temporary database.
struct TmuxPlayer {
    let tmux: String
    let socket = "andora-e2e-\(UUID().uuidString)"
    let directory: URL

    init(tmux: String) throws {
        self.tmux = tmux
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Starts `andora play` in a new tmux session in the test's folder, followed by a shell command if given.
    func launch(then command: String? = nil) throws {
        try start("", then: command)
    }

    /// Starts `andora play --join CODE --server URL`: the terminal takes a seat in a server's match.
    func launch(joining code: String, server: URL) throws {
        try start("--join \(code) --server '\(server.absoluteString)'", then: nil)
    }

    /// Starts `andora play --open FILE`: the moves file in a replay.
    func launch(opening file: String) throws {
        try start("--open '\(file)'", then: nil)
    }

    private func start(_ arguments: String, then command: String?) throws {
        let binary = AndoraExecutable.path
        #expect(FileManager.default.isExecutableFile(atPath: binary), "build the andora executable first: \(binary)")
        let database = directory.appendingPathComponent("andora.sqlite").path
        let play = "'\(binary)' play --lang en --database '\(database)' \(arguments)"
        try run([
            "new-session", "-d", "-s", "play", "-x", "100", "-y", "40", "-c", directory.path,
            command.map { "\(play); \($0)" } ?? play,
        ])
    }

    /// Launches `andora play` and starts the default game from the main screen.
    func launchIntoAGame() throws {
        try launch()
        try waitFor("[S] Start game")
        try keys("Enter")
        try waitFor("It's X's turn")
    }

    func keys(_ names: String...) throws {
        try run(["send-keys", "-t", "play"] + names)
    }

    /// Types a cell's name and presses Enter: the mark goes there.
    func place(_ cell: String) throws {
        try type(cell)
        try keys("Enter")
    }

    func type(_ text: String) throws {
        try run(["send-keys", "-t", "play", "-l", text])
    }

    func screen() throws -> String {
        try run(["capture-pane", "-p", "-t", "play"])
    }

    /// Polls the screen until the text shows; fails with the screen after a generous deadline.
    func waitFor(_ text: String) throws {
        try waitFor { $0.contains(text) }
    }

    /// Polls the screen until the condition holds; fails with the screen after a generous deadline.
    func waitFor(_ condition: (String) -> Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let deadline = Date().addingTimeInterval(15)
        var last = ""
        while Date() < deadline {
            last = (try? screen()) ?? ""
            if condition(last) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("the awaited screen never came; it was:\n\(last)", sourceLocation: sourceLocation)
        throw Timeout()
    }

    func waitForExit() throws {
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            if (try? run(["has-session", "-t", "play"])) == nil { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("andora play did not quit")
        throw Timeout()
    }

    func stop() {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    struct Timeout: Error {}
    struct Failed: Error { let status: Int32 }

    /// Runs a tmux command and returns its output.
    ///
    /// Spawned and reaped directly: the tmux server the first command starts outlives it and keeps
    /// inherited descriptors, which Foundation's `Process` waits on.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let outputPath = directory.appendingPathComponent("output-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = [tmux, "-L", socket, "-f", "/dev/null"] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        // The test runner's thread may block signals; the tmux server must not inherit that.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid = pid_t()
        guard posix_spawn(&pid, tmux, &actions, &attributes, &cArguments, environ) == 0 else { throw Failed(status: -1) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        guard status == 0 else { throw Failed(status: status) }
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }
}
