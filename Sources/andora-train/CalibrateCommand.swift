import AndoraCommandLine
import AndoraCore
import AndoraEngine
import ArgumentParser
import Foundation

/// `andora-train calibrate`: fits ``WinChance``'s curve to expert self-play and checks it on games it
/// was not fitted to (the table in docs/ENGINE.md).
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Fit the win chance to expert self-play and check it on held-out games.",
        discussion: """
            Plays --games self-play games (the rule sets in turn, 2 to 8 random opening moves, then \
            the expert judging each position with --nodes), fits the curve to them, then plays \
            --held-out other games and prints, for the shipped curve and the fitted one, how the \
            positions rated alike for X ended. --write saves the held-out positions for the tests; \
            --rejudge judges such a file's positions again with this build (an engine change whose \
            curves still hold) and does nothing else.
            """
    )

    @Option(help: "Self-play games the curve is fitted to.")
    var games = 40

    @Option(help: "Self-play games the curves are checked on (other seeds).")
    var heldOut = 40

    @Option(help: "Moves each judgement's search may make.")
    var nodes = WinChance.nodes

    @Option(help: "A file to write the held-out positions to: rules, the moves to the position, score, the mover's result.")
    var write: String?

    @Option(help: "With --write: every how many held-out positions one is written.")
    var writeEvery = 1

    @Option(help: "A file written by --write whose scores this build replaces, keeping the games' results.")
    var rejudge: String?

    func run() throws {
        if let rejudge {
            return try judgeAgain(file: rejudge)
        }
        let fitted = Calibration(selfPlay(seeds: 1...UInt64(games), label: "fitting"))
        var curves: [RuleSet: [WinChance.Knot]] = [:]
        for rules in RuleSet.allCases {
            curves[rules] = fitted.fittedCurve(for: rules)
        }
        let check = selfPlay(seeds: 1_000_001...1_000_000 + UInt64(heldOut), label: "held out")
        let calibration = Calibration(check)
        print("fitted on \(fitted.samples.count) positions of \(games) games; the curves as WinChance holds them:")
        for rules in RuleSet.allCases {
            print("    \(rules.name): [" + (curves[rules] ?? []).map {
                "Knot(score: \($0.score), chance: \($0.chance.formatted(decimals: 3)))"
            }.joined(separator: ", ") + "]")
        }
        let fittedCurves: (RuleSet) -> [WinChance.Knot] = { curves[$0] ?? [] }
        for (name, candidate) in [("shipped", WinChance.curve(for:)), ("fitted", fittedCurves)] {
            print("\n\(name) curves, \(calibration.samples.count) positions of \(heldOut) held-out games, "
                + "Brier score \(calibration.brierScore(candidate).formatted(decimals: 4)):")
            print("| X's chance | positions | games | expected for X | X's result |")
            print("|---|---|---|---|---|")
            for decile in calibration.deciles(candidate) where decile.count > 0 {
                print("| \(decile.index * 10)–\(decile.index * 10 + 10) % | \(decile.count) | \(decile.games) | "
                    + "\((decile.expected * 100).formatted(decimals: 1)) % | \((decile.actual * 100).formatted(decimals: 1)) % |")
            }
        }
        if let write {
            let lines = check.flatMap { game in
                game.positions.map { position, judgement in
                    let moves = game.moves.prefix(position.moveCount).map(\.notation).joined(separator: " ")
                    return "\(position.rules.name)\t\(moves)\t\(judgement.score)\t\(game.result(for: judgement.mover))"
                }
            }.enumerated().filter { $0.offset % max(writeEvery, 1) == 0 }.map(\.element)
            try (lines.joined(separator: "\n") + "\n").write(toFile: write, atomically: true, encoding: .utf8)
        }
    }

    /// Replaces the score of every position of a `--write` file with this build's judgement, in place.
    private func judgeAgain(file: String) throws {
        var changed = 0
        var lines: [String] = []
        for (number, line) in try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, let rules = RuleSet(name: String(fields[0])) else {
                throw ValidationError("\(file), line \(number + 1): not rules, moves, score and result")
            }
            var position = Position(rules: rules)
            do {
                try position.play(notations: fields[1].split(separator: " "))
            } catch {
                throw ValidationError("\(file), line \(number + 1): “\(error.notation)” is not a legal move there")
            }
            let score = "\(ComputerPlayer.judge(position, nodes: nodes).score)"
            changed += score == fields[2] ? 0 : 1
            lines.append([fields[0], fields[1], Substring(score), fields[3]].joined(separator: "\t"))
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        print("judged \(lines.count) positions again: \(changed) scores changed")
    }

    /// The self-play games of the seeds, played on every core; game `seed` uses rule set `seed % 3`.
    private func selfPlay(seeds: ClosedRange<UInt64>, label: String) -> [SelfPlay] {
        SelfPlay.onEveryCore(seeds: seeds, nodes: nodes, rules: { RuleSet.allCases[Int($0 % 3)] }) { seed, _ in
            var standardError = StandardError()
            print("calibrate: \(label) game \(seed) done", to: &standardError)
        }
    }
}
