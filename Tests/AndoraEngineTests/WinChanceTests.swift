import AndoraCore
import AndoraEngine
import AndoraTestSupport
import Foundation
import Testing

/// A search's score as the expected result for the player to move, calibrated on expert
/// self-play that the curve was not fitted to.
@Suite struct WinChanceTests {
    /// X's chance never falls as X's score grows, is the complement of O's for the same position,
    /// stays near even at an even score, and is sure for a proven result.
    @Test func theChanceNeverFallsAsTheScoreGrowsAndTheTwoSidesAddUpToOne() {
        for rules in RuleSet.allCases {
            var previous = 0.0
            for score in stride(from: Int32(-20_000), through: 20_000, by: 7) {
                let chance = WinChance.forMover(score: score, mover: .x, rules: rules)
                #expect(chance >= previous && chance <= 1, "\(rules.name) \(score)")
                let forO = WinChance.forMover(score: -score, mover: .o, rules: rules)
                #expect(abs(chance + forO - 1) < 1e-12, "\(rules.name) \(score)")
                previous = chance
            }
            #expect(abs(WinChance.forMover(score: 0, mover: .x, rules: rules) - 0.5) < 0.1)
            for mover in [Player.x, .o] {
                #expect(WinChance.forMover(score: 999_990, mover: mover, rules: rules) == 1)
                #expect(WinChance.forMover(score: -999_990, mover: mover, rules: rules) == 0)
            }
        }
    }

    /// One held-out position of `Fixtures/calibration.tsv` (written by `andora calibrate --write`),
    /// with the number of its game in the file.
    private struct Line {
        let position: Position
        let score: Int32
        let result: Double
        let game: Int
    }

    /// The file's positions; a position starts a new game unless it follows the one before in the
    /// same game (the same rules and the moves before it extended).
    private func heldOut() throws -> [Line] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/calibration.tsv")
        var lines: [Line] = [], previous: (rules: String, moves: [Substring])?
        for text in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let moves = fields[1].split(separator: " ")
            var position = Position(rules: try #require(RuleSet(name: fields[0])))
            try position.play(notations: moves)
            let sameGame = previous.map { $0.rules == fields[0] && moves.starts(with: $0.moves) } ?? false
            let game = (lines.last?.game ?? -1) + (sameGame ? 0 : 1)
            lines.append(Line(position: position, score: try #require(Int32(fields[2])), result: try #require(Double(fields[3])),
                              game: game))
            previous = (fields[0], moves)
        }
        return lines
    }

    // The limit only catches a hang: alone the test takes seconds, but in the whole suite it waits
    // for the CPU-bound tests' threads, and a loaded CI machine once took it past 2 minutes, where
    // the cancelled searches' scores then failed every comparison.
    @Test(.cpuBound, .timeLimit(.minutes(10)))
    func ofPositionsRatedAlikeForXAboutThatShareEndsWellForX() throws {
        let lines = try heldOut()
        #expect(lines.count >= 2_000)
        #expect(Set(lines.map(\.position.rules)) == Set(RuleSet.allCases))
        // The file must be what the engine says today: a sample is judged again, as a review would.
        for line in stride(from: 0, to: lines.count, by: 97).map({ lines[$0] }) {
            #expect(ComputerPlayer.judge(line.position, nodes: WinChance.nodes).score == line.score, "\(line.position.fen)")
        }
        let calibration = Calibration(samples: lines.map {
            Calibration.Sample(score: $0.score, mover: $0.position.sideToMove, result: $0.result, rules: $0.position.rules,
                               game: $0.game)
        })
        // A decile's actual result is a mean over its games: within 5 points, or within two standard
        // errors of a mean of that many results (each at most ½ from the mean) where fewer games
        // make the 5 points too tight to ask.
        for decile in calibration.deciles() where decile.count >= 100 {
            #expect(abs(decile.expected - decile.actual) <= max(0.05, 1 / Double(decile.games).squareRoot()), "\(decile)")
        }
    }
}
