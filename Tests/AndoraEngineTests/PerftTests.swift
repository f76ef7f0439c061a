import AndoraCore
import AndoraEngine
import AndoraTestSupport
import Testing

/// A naive perft straight over AndoraCore's rules, to check the engine against.
private func corePerft(_ game: UltimateGame, depth: Int) -> UInt64 {
    guard depth > 0 else { return 1 }
    return game.legalMoves.reduce(0) { total, cell in
        var child = game
        try! child.play(cell)
        return total + corePerft(child, depth: depth - 1)
    }
}

/// Positions and game ends at each depth (element `n - 1` for depth `n`), counted by making
/// every move on a copy through the public API, to check perft's shortcuts against.
private func naiveCounts(_ position: Position, depth: Int) -> (nodes: [UInt64], ends: [UInt64]) {
    var nodes = [UInt64](repeating: 0, count: depth), ends = nodes
    func walk(_ position: Position, ply: Int) {
        guard ply < depth else { return }
        for move in position.legalMoves {
            let child = position.playing(move)
            nodes[ply] += 1
            if child.isOver { ends[ply] += 1 } else { walk(child, ply: ply + 1) }
        }
    }
    walk(position, ply: 0)
    return (nodes, ends)
}

/// Positions in the middle of games, for every rule set.
private let midgameFENs: [(RuleSet, String)] = [
    (.standard, "9/9/9/9/4x4/9/9/9/9 O 1 e5"),
    (.standard, "xxx6/3o1o3/1o7/9/9/9/9/9/9 X 5 f8"),
    (.standard, "xxx6/o8/o8/9/4o4/4x4/9/3x5/o8 O 9 d2"),
    (.first, "xxxo5/o8/o8/9/4x4/9/9/9/9 O 5 b9"),
    (.any, "oxxo5/xoxo5/2o6/9/4x4/9/9/9/9 X 8 c7"),
    (.first, "9/9/9/3x5/4o4/9/9/9/9 X 2 e5"),
]

@Suite struct PerftTests {
    @Test(.cpuBound) func standardRulesMatchThePublishedCounts() {
        let published: [UInt64] = [81, 720, 6336, 55080, 473256, 4020960]
        #expect(Perft.run(Position(rules: .standard), depth: 6).nodes == published)
        #expect(Perft.run(Position(rules: .standard), depth: 6, bulk: true).nodes == published)
    }

    @Test(arguments: RuleSet.allCases)
    func fullBulkAndDivideAgreeFromTheStart(rules: RuleSet) {
        expectModesAgree(Position(rules: rules), depth: 4)
    }

    @Test(arguments: midgameFENs.indices)
    func fullBulkAndDivideAgreeFromMidgamePositions(index: Int) throws {
        let (rules, fen) = midgameFENs[index]
        expectModesAgree(try Position(fen: fen, rules: rules), depth: 4)
    }

    @Test(arguments: [MiniFieldStrategy.first, .any])
    func andoraPerftMatchesANaivePerftOverTheCoreRules(strategy: MiniFieldStrategy) throws {
        let rules = UltimateRules.andora(strategy: strategy)
        #expect(Perft.run(Position(rules: RuleSet(rules)), depth: 3).nodes == (1...3).map {
            corePerft(UltimateGame(rules: rules), depth: $0)
        })
        var generator = SplitMix64(seed: 7)
        for _ in 0..<5 {
            let game = UltimateGame.random(rules: rules, limit: 20, using: &generator)
            #expect(Perft.count(Position(game), depth: 4) == corePerft(game, depth: 4), "\(game.moves)")
        }
    }

    @Test(arguments: RuleSet.allCases)
    func finishedGamesHaveNoChildrenAndEndingsAreCounted(rules: RuleSet) {
        var generator = SplitMix64(seed: 11)
        for _ in 0..<50 {
            let game = UltimateGame.random(rules: rules.ultimateRules, using: &generator)
            #expect(Perft.count(Position(game), depth: 1) == 0)
            let before = Position(try! UltimateGame(rules: game.rules, moves: game.moves.dropLast()))
            let endings = before.legalMoves.filter { before.playing($0).isOver }.count
            #expect(endings >= 1)
            #expect(Perft.run(before, depth: 1).gameEnds == [UInt64(endings)])
        }
    }

    @Test(arguments: RuleSet.allCases)
    func gameEndsAtEveryDepthMatchANaiveWalkLateInGames(rules: RuleSet) {
        var generator = SplitMix64(seed: 13)
        var ends: UInt64 = 0
        for _ in 0..<8 {
            let position = Position(UltimateGame.random(rules: rules.ultimateRules, limit: 36, using: &generator))
            let naive = naiveCounts(position, depth: 3)
            let full = Perft.run(position, depth: 3)
            let bulk = Perft.run(position, depth: 3, bulk: true)
            #expect(full.nodes == naive.nodes)
            #expect(full.gameEnds == naive.ends)
            #expect(bulk.nodes == naive.nodes)
            #expect(bulk.gameEnds.dropLast() == naive.ends.dropLast())
            ends += naive.ends.reduce(0, +)
        }
        #expect(ends > 0)
    }

    private func expectModesAgree(_ position: Position, depth: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let full = Perft.run(position, depth: depth)
        let bulk = Perft.run(position, depth: depth, bulk: true)
        let divided = Perft.divide(position, depth: depth)
        #expect(full.nodes == bulk.nodes, sourceLocation: sourceLocation)
        #expect(divided.map(\.count).reduce(0, +) == full.leaves, sourceLocation: sourceLocation)
        #expect(divided.map(\.move) == Array(position.legalMoves), sourceLocation: sourceLocation)
        #expect(full.leaves > 0, sourceLocation: sourceLocation)
    }
}
