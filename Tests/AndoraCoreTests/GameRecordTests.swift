import AndoraCore
import AndoraTestSupport
import Foundation
import Testing

@Suite("Game records: undo, redo, saving (R5.1.7)")
struct GameRecordTests {
    @Test func undoAtStartAndRedoWithNothingUndoneDoNothing() {
        var record = GameRecord<UltimateGame>(rules: .default)
        record.undo()
        record.redo()
        #expect(record == GameRecord(rules: .default))
    }

    @Test(.cpuBound) func undoThenRedoIsTheIdentityOverRandomGames() throws {
        var generator = SplitMix64(seed: 11)
        for rules in [UltimateRules.andora(strategy: .first), .andora(strategy: .any), .standard] {
            for _ in 0..<30 {
                var record = GameRecord<UltimateGame>(rules: rules)
                var states = [record]
                while let move = record.game.legalMoves.randomElement(using: &generator) {
                    try record.play(move)
                    states.append(record)
                }
                for earlier in states.reversed().dropFirst() {
                    record.undo()
                    #expect(record.game == earlier.game)
                }
                for later in states.dropFirst() {
                    record.redo()
                    #expect(record.game == later.game)
                }
            }
        }
    }

    @Test func newMoveClearsRedo() throws {
        var record = try GameRecord<UltimateGame>(rules: .default, moves: Cell.moves(notation: "e5 e6"))
        record.undo()
        #expect(record.canRedo)
        try record.play(Cell(notation: "d6"))
        #expect(!record.canRedo)
    }

    @Test func illegalMoveLeavesRecordUnchanged() throws {
        var record = try GameRecord<UltimateGame>(rules: .default, moves: Cell.moves(notation: "e5"))
        record.undo()
        let before = record
        #expect(throws: MoveError.self) { try record.play(Cell(notation: "j1")) }
        #expect(record == before)
    }

    @Test(.cpuBound) func codableRoundTripsOverRandomGames() throws {
        var generator = SplitMix64(seed: 12)
        for rules in [UltimateRules.andora(strategy: .first), .andora(strategy: .any), .standard] {
            for _ in 0..<200 {
                var record = GameRecord<UltimateGame>(rules: rules)
                var game = record.game
                game.playRandomly(using: &generator)
                record = try GameRecord(rules: rules, moves: game.moves)
                for _ in 0..<Int.random(in: 0...game.moves.count, using: &generator) { record.undo() }
                let data = try JSONEncoder().encode(record)
                #expect(try JSONDecoder().decode(GameRecord<UltimateGame>.self, from: data) == record)
            }
        }
        let classic = try GameRecord<ClassicGame>(rules: ClassicRules(size: 4)!, moves: Cell.moves(notation: "a1 d4"))
        #expect(try JSONDecoder().decode(GameRecord<ClassicGame>.self, from: JSONEncoder().encode(classic)) == classic)
    }

    @Test func savedFormIsReadableNotation() throws {
        let record = try GameRecord<UltimateGame>(rules: .andora(strategy: .any), moves: Cell.moves(notation: "e5 e6"))
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(record)) as? [String: Any]
        #expect(json?["rules"] as? String == "any")
        #expect(json?["moves"] as? [String] == ["e5", "e6"])
    }

    @Test(arguments: [
        #"{"rules":"first","moves":["e5","e5"]}"#,
        #"{"rules":"first","moves":["e5","a1"]}"#,
        #"{"rules":"sideways","moves":[]}"#,
        #"{"rules":"first","moves":["k5"]}"#,
        #"{"rules":"first","moves":["e5"],"undoneMoves":["e5"]}"#,
    ])
    func corruptSavedGameIsRefused(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(GameRecord<UltimateGame>.self, from: Data(json.utf8))
        }
    }
}
