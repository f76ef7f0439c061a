import AndoraCommandLine
import AndoraCore
import AndoraEngine
import ArgumentParser

/// `andora puzzles`: cuts "find the winning move" puzzles from expert self-play.
struct PuzzlesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "puzzles",
        abstract: "Cut 'find the winning move' puzzles from expert self-play.",
        discussion: """
            Plays --games self-play games (first and any in turn, 2 to 8 random opening moves, then \
            the expert with --nodes a move). From each game the winner lost, nothing; from each won \
            game, the first position where the winner wins at once with one or two moves of five or more, \
            and the first where they win in two moves whatever the answer and not at once. Prints \
            one puzzle a line: rules, moves to win in, the moves to the position, the winning moves.
            """
    )

    @Option(help: "Self-play games to cut puzzles from.")
    var games = 40

    @Option(help: "Moves each of the expert's searches may make.")
    var nodes = 20_000

    @Option(help: "The first game's seed; the others follow it.")
    var seed: UInt64 = 1

    func run() {
        let rules: [RuleSet] = [.first, .any]
        for number in 0..<UInt64(games) {
            let set = rules[Int(number % 2)]
            let game = SelfPlay(rules: set, seed: seed + number, openingMoves: 2 + Int((seed + number) % 7), nodes: nodes)
            guard case .won(let winner) = game.outcome else { continue }
            for within in 1...2 {
                guard let (position, solutions) = firstPuzzle(in: game, for: winner, within: within) else { continue }
                let moves = game.moves.prefix(position.moveCount).map(\.notation).joined(separator: " ")
                print("\(set.name)\t\(within)\t\(moves)\t\(solutions.map(\.notation).joined(separator: " "))")
            }
        }
    }

    /// The first position of the game where `winner` wins within `within` of their moves (and not
    /// sooner), with at most two winning moves among at least five.
    private func firstPuzzle(in game: SelfPlay, for winner: Player, within: Int) -> (Position, [Move])? {
        for (position, _) in game.positions where position.sideToMove == winner && position.legalMoves.count >= 5 {
            guard within == 1 || position.winningMoves(within: within - 1).isEmpty else { continue }
            let solutions = position.winningMoves(within: within)
            if (1...2).contains(solutions.count) { return (position, solutions) }
        }
        return nil
    }
}
