import AndoraCore
import AndoraEngine
import AndoraTestSupport
import Foundation
import Testing

/// Issue 21: a search's score as the expected result for the player to move, calibrated on expert
/// self-play that the curve was not fitted to.
@Suite struct WinChanceTests {
    @Test func theCurveIsEvenAtZeroSymmetricAndNeverFallsAsTheLeadGrows() {
        for rules in RuleSet.allCases {
            #expect(WinChance.forMover(score: 0, rules: rules) == 0.5)
            var previous = 0.5
            for score in stride(from: Int32(0), through: 20_000, by: 7) {
                let chance = WinChance.forMover(score: score, rules: rules)
                #expect(chance >= previous && chance <= 1, "\(rules.name) \(score)")
                #expect(abs(chance + WinChance.forMover(score: -score, rules: rules) - 1) < 1e-12, "\(rules.name) \(score)")
                previous = chance
            }
            #expect(WinChance.forMover(score: 999_990, rules: rules) == 1 && WinChance.forMover(score: -999_990, rules: rules) == 0)
        }
    }

    /// One held-out position of `Fixtures/calibration.tsv` (written by `andora calibrate --write`).
    private struct Line {
        let position: Position
        let score: Int32
        let result: Double
    }

    private func heldOut() throws -> [Line] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/calibration.tsv")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            var position = Position(rules: try #require(RuleSet(name: fields[0])))
            for notation in fields[1].split(separator: " ") {
                position.play(try #require(Move(notation: notation)))
            }
            return Line(position: position, score: try #require(Int32(fields[2])), result: try #require(Double(fields[3])))
        }
    }

    @Test(.cpuBound, .timeLimit(.minutes(2)))
    func issue21_ofPositionsRatedAlikeForXAboutThatShareEndsWellForX() throws {
        let lines = try heldOut()
        #expect(lines.count >= 2_000)
        #expect(Set(lines.map(\.position.rules)) == Set(RuleSet.allCases))
        // The file must be what the engine says today: a sample is judged again, as a review would.
        for line in stride(from: 0, to: lines.count, by: 97).map({ lines[$0] }) {
            #expect(ComputerPlayer.judge(line.position, nodes: WinChance.nodes).score == line.score, "\(line.position.fen)")
        }
        let calibration = Calibration(samples: lines.map {
            Calibration.Sample(score: $0.score, mover: $0.position.sideToMove, result: $0.result, rules: $0.position.rules)
        })
        for decile in calibration.deciles() where decile.count >= 100 {
            #expect(abs(decile.expected - decile.actual) <= 0.05, "\(decile)")
        }
    }
}
