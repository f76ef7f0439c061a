import AndoraCore
import AndoraEngine
import AndoraTestSupport
import Testing

@Suite struct UGISessionTests {
    @Test func theHandshakeNamesTheEngine() {
        var session = UGISession()
        #expect(session.handle("ugi") == ["id name Andora", "id author Andora team", "ugiok"])
        #expect(session.handle("isready") == ["readyok"])
        #expect(session.handle("uginewgame") == [])
    }

    @Test func positionsWithMovesAreFollowed() {
        var session = UGISession(rules: .first)
        #expect(session.handle("position startpos moves e5 e4") == [])
        #expect(session.position.fen == "9/9/9/9/4x4/4o4/9/9/9 X 2 e4")
        #expect(session.handle("query p1turn") == ["response true"])
        #expect(session.handle("position fen 9/9/9/9/4x4/9/9/9/9 O 1 e5 moves d6") == [])
        #expect(session.handle("query p1turn") == ["response true"])
        #expect(session.handle("query gameover") == ["response false"])
        #expect(session.handle("query result") == ["response none"])
    }

    @Test func goAnswersWithALegalMoveWithinTheBudget() throws {
        var session = UGISession(rules: .standard, seed: 4)
        _ = session.handle("position startpos moves e5")
        for command in ["go nodes 300", "go depth 1", "go nodes 0", "go movetime 0", "go p1time 10 p2time 10", "go movetime 20", "go p1time 1000 p2time 1000 p1inc 10 p2inc 10", "go"] {
            let answer = try #require(session.handle(command).first)
            #expect(answer.hasPrefix("bestmove "), "\(command)")
            let move = try #require(Move(notation: answer.dropFirst("bestmove ".count)))
            #expect(session.position.isLegal(move), "\(command)")
        }
    }

    @Test func theSameCommandsGiveTheSameMove() {
        var first = UGISession(seed: 9)
        var second = UGISession(seed: 9)
        #expect(first.handle("go nodes 500") == second.handle("go nodes 500"))
    }

    /// Within a game the expert keeps what it learnt for the next move; a new game starts afresh,
    /// so it answers as a fresh session does.
    @Test(.cpuBound) func aNewGameAnswersAsAFreshSessionDoes() {
        let game = ["position startpos moves e5", "go nodes 1000", "position startpos moves e5 e4", "go nodes 1000"]
        var fresh = UGISession(seed: 9)
        let answers = game.flatMap { fresh.handle($0) }
        var reused = UGISession(seed: 9)
        // The same positions searched deeper leave entries that would change those answers.
        for command in ["position startpos moves e5", "go nodes 100000", "position startpos moves e5 e4", "go nodes 100000",
                        "uginewgame"] {
            _ = reused.handle(command)
        }
        #expect(game.flatMap { reused.handle($0) } == answers)
    }

    @Test(arguments: [
        ("frobnicate", "unknown command “frobnicate”"),
        ("position startpos moves e5 z9", "illegal move “z9”"),
        ("position startpos moves e5 e5", "illegal move “e5”"),
        ("position startpos moves e5 a1", "illegal move “a1”"),
        ("position startpos e5", "expected “moves”"),
        ("position fen 9/9 X 0 0000", "bad fen"),
        ("position", "startpos or fen"),
        ("go nodes many", "needs a whole number"),
        ("go nodes", "needs a whole number"),
        ("go speed 3", "unknown option “speed”"),
        ("query colour", "gameover, p1turn or result"),
    ])
    func badInputGetsAnErrorLineAndChangesNothing(command: String, error: String) {
        var session = UGISession(rules: .first)
        _ = session.handle("position startpos moves e5")
        let before = session.position
        let answer = session.handle(command)
        #expect(answer.count == 1)
        #expect(answer.first?.hasPrefix("info string error") == true)
        #expect(answer.first?.contains(error) == true, "\(answer)")
        #expect(session.position == before)
    }

    @Test func quitEndsTheSession() {
        var session = UGISession()
        #expect(!session.hasQuit)
        #expect(session.handle("quit") == [])
        #expect(session.hasQuit)
    }

    /// Two engines play a whole game through the protocol, refereed by AndoraCore.
    @Test(arguments: RuleSet.allCases)
    func twoEnginesPlayAFullGame(rules: RuleSet) throws {
        var engines = [UGISession(rules: rules, seed: 1), UGISession(rules: rules, seed: 2)]
        for index in engines.indices {
            #expect(engines[index].handle("ugi").last == "ugiok")
            #expect(engines[index].handle("uginewgame") == [])
        }
        var referee = UltimateGame(rules: rules.ultimateRules)
        var moves: [String] = []
        while !referee.outcome.isOver {
            let side = moves.count % 2
            let setup = moves.isEmpty ? "position startpos" : "position startpos moves " + moves.joined(separator: " ")
            #expect(engines[side].handle(setup) == [])
            #expect(engines[side].handle("query gameover") == ["response false"])
            let answer = try #require(engines[side].handle("go nodes 200").first)
            let move = String(answer.dropFirst("bestmove ".count))
            try referee.play(Cell(notation: move))
            moves.append(move)
        }
        for index in engines.indices {
            _ = engines[index].handle("position startpos moves " + moves.joined(separator: " "))
            #expect(engines[index].handle("query gameover") == ["response true"])
            let expected = switch referee.outcome {
            case .won(.x): "response p1win"
            case .won(.o): "response p2win"
            default: "response draw"
            }
            #expect(engines[index].handle("query result") == [expected])
        }
    }

    /// `andora ugi --threads` takes as many threads as the engine searches with, and says so otherwise.
    @Test func theUGICommandRefusesThreadCountsItCannotSearchWith() async throws {
        for threads in ["0", "100"] {
            let (status, error) = try await AndoraExecutable.run(["ugi", "--threads", threads])
            #expect(status == 64, "a usage error, not a crash")
            #expect(error.contains("--threads must be from 1 to 64"), "\(error)")
        }
    }
}
