import AndoraCore

/// The engine's side of the UGI text protocol, one command line in, response lines out.
///
/// `andora ugi` feeds it standard input; tests drive it directly. A `go` searches to the end of its
/// budget unless its task is cancelled, when it answers its best move so far: `andora ugi` runs it
/// beside the reading of the next lines and cancels it on `stop`. Player 1 is X, player 2 is O. Searches are seeded, so the same commands give the same answers.
public struct UGISession: Sendable {
    public let rules: RuleSet
    /// The position the next `go` searches.
    public private(set) var position: Position
    /// Whether `quit` was received.
    public private(set) var hasQuit = false
    private let player: ComputerPlayer
    /// What the expert learnt during this game, for its next move.
    private let table = TranspositionTable()

    /// - Parameter threads: threads the expert searches with on a time budget.
    public init(rules: RuleSet = .standard, level: SearchLevel = .expert, seed: UInt64 = 0, threads: Int = 1) {
        self.rules = rules
        position = Position(rules: rules)
        #if hasFeature(Embedded)
        player = ComputerPlayer(level: level, seed: seed)
        #else
        player = ComputerPlayer(level: level, seed: seed, threads: threads)
        #endif
    }

    /// Handles one command line and returns the lines to send back (often none).
    public mutating func handle(_ line: String) -> [String] {
        let words = line.split { $0.isWhitespace }.map(String.init)
        guard let command = words.first else { return [] }
        let arguments = Array(words.dropFirst())
        switch command {
        case "ugi": return ["id name Andora", "id author Andora team", "ugiok"]
        case "isready": return ["readyok"]
        case "uginewgame":
            position = Position(rules: rules)
            table.clear()
            return []
        case "position": return setPosition(arguments)
        case "go": return go(arguments)
        case "query": return query(arguments)
        case "stop": return []
        case "quit":
            hasQuit = true
            return []
        default: return [Self.error("unknown command “\(command)”")]
        }
    }

    private static func error(_ text: String) -> String {
        "info string error \(text)"
    }

    /// `position startpos|fen ROWS SIDE COUNTER LAST [moves M1 M2 …]`; on any error the
    /// position stays as it was.
    private mutating func setPosition(_ arguments: [String]) -> [String] {
        var start: Position
        var rest: ArraySlice<String>
        switch arguments.first {
        case "startpos":
            start = Position(rules: rules)
            rest = arguments.dropFirst()
        case "fen":
            let fen = arguments.dropFirst().prefix(4)
            do {
                start = try Position(fen: fen.joined(separator: " "), rules: rules)
            } catch {
                return [Self.error("bad fen: \(error)")]
            }
            rest = arguments.dropFirst(5)
        default:
            return [Self.error("position needs startpos or fen")]
        }
        if let word = rest.first {
            guard word == "moves" else { return [Self.error("expected “moves”, got “\(word)”")] }
            do {
                try start.play(notations: rest.dropFirst())
            } catch {
                return [Self.error("illegal move “\(error.notation)” in \(start.fen)")]
            }
        }
        position = start
        return []
    }

    /// `go [p1time MS p2time MS p1inc MS p2inc MS] [movetime MS] [depth D] [nodes N]`.
    private func go(_ arguments: [String]) -> [String] {
        guard !position.isOver else { return [Self.error("the game is over"), "bestmove 0000"] }
        var values: [String: Int] = [:]
        var index = 0
        while index < arguments.count {
            guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value >= 0 else {
                return [Self.error("go: “\(arguments[index])” needs a whole number")]
            }
            values[arguments[index]] = value
            index += 2
        }
        let unknown = values.keys.filter { !["p1time", "p2time", "p1inc", "p2inc", "movetime", "depth", "nodes"].contains($0) }
        guard unknown.isEmpty else { return [Self.error("go: unknown option “\(unknown.sorted()[0])”")] }
        let move = player.bestMove(in: position, budget: budget(values), table: table)
        return ["bestmove \(move?.notation ?? "0000")"]
    }

    /// Nodes win over depth, depth over move time, move time over the clock. MCTS has no fixed
    /// depth: `depth D` buys D × 1000 playouts, D taken up to 1000. On the clock a move spends a twentieth of the time
    /// left plus half the increment, keeping 50 ms in hand.
    private func budget(_ values: [String: Int]) -> SearchBudget {
        if let nodes = values["nodes"] { return .nodes(max(nodes, 1)) }
        if let depth = values["depth"] { return .nodes(min(max(depth, 1), 1000) * 1000) }
        if let movetime = values["movetime"] { return .time(.milliseconds(max(movetime, 1))) }
        let prefix = position.sideToMove == .x ? "p1" : "p2"
        guard let left = values[prefix + "time"] else { return .time(.seconds(1)) }
        let increment = values[prefix + "inc"] ?? 0
        let share = min(left / 20 + increment / 2, left - 50)
        return .time(.milliseconds(max(share, 1)))
    }

    private func query(_ arguments: [String]) -> [String] {
        switch arguments.first {
        case "gameover": return ["response \(position.isOver)"]
        case "p1turn": return ["response \(position.sideToMove == .x && !position.isOver)"]
        case "result":
            switch position.outcome {
            case .inProgress: return ["response none"]
            case .won(let player): return ["response \(player == .x ? "p1win" : "p2win")"]
            case .draw: return ["response draw"]
            }
        default: return [Self.error("query needs gameover, p1turn or result")]
        }
    }
}
