import AndoraCore
import AndoraTestSupport
import Testing

/// Leaves of the move tree of the given depth; terminal positions have no children.
private func perft(_ game: UltimateGame, depth: Int) -> Int {
    guard depth > 0 else { return 1 }
    return game.legalMoves.reduce(0) { total, move in
        var child = game
        try! child.play(move)
        return total + perft(child, depth: depth - 1)
    }
}

@Suite("Standard ultimate move counts (docs/SPEC.md, D6)", .cpuBound)
struct PerftTests {
    @Test(arguments: [(1, 81), (2, 720), (3, 6336), (4, 55080), (5, 473256)])
    func specNotes6_standardPerftMatchesPublishedCounts(depth: Int, count: Int) {
        #expect(perft(UltimateGame(rules: .standard), depth: depth) == count)
    }
}
