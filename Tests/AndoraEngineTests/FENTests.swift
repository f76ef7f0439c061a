import AndoraCore
import AndoraEngine
import AndoraTestSupport
import Testing

@Suite struct FENTests {
    @Test(arguments: RuleSet.allCases)
    func theStartPositionReadsAndWritesBack(rules: RuleSet) throws {
        let start = try Position(fen: Position.startFEN, rules: rules)
        #expect(start == Position(rules: rules))
        #expect(Position(rules: rules).fen == Position.startFEN)
    }

    @Test func aPositionIsWrittenRowByRowFromTheTop() throws {
        let game = try UltimateGame(rules: .standard, moves: Cell.moves(notation: "e5 d6 a9"))
        #expect(Position(game).fen == "x8/9/9/3o5/4x4/9/9/9/9 O 3 a9")
    }

    /// Every position of random games reads back to the same board, turn, outcome and moves
    /// (under `first`, only where no mini-field holds lines of both signs: see `init(fen:rules:)`).
    @Test(.cpuBound, arguments: RuleSet.allCases)
    func positionsOfRandomGamesReadBack(rules: RuleSet) throws {
        var generator = SplitMix64(seed: 99)
        for _ in 0..<200 {
            let game = UltimateGame.random(rules: rules.ultimateRules, using: &generator)
            var position = Position(rules: rules)
            for cell in game.moves {
                position.play(Move(cell))
                if rules == .first && hasFieldWithLinesOfBothSigns(position) { break }
                let read = try Position(fen: position.fen, rules: rules)
                #expect(read.fen == position.fen)
                #expect(read.outcome == position.outcome)
                #expect(read.legalMoves == position.legalMoves)
                #expect((0..<9).map(read.state(ofField:)) == (0..<9).map(position.state(ofField:)))
            }
        }
    }

    /// Under `first`, lines of both signs in one mini-field: the last move's line came second.
    @Test func firstStrategyGivesAContestedFieldToTheOtherLineWhenTheLastMoveMadeOne() throws {
        let lastMoveByO = try Position(fen: "xxx6/ooo6/9/9/9/9/1x7/9/o8 X 6 c8", rules: .first)
        #expect(lastMoveByO.state(ofField: 0) == .won(by: .x))
        let lastMoveByX = try Position(fen: "xxx6/ooo6/9/9/9/9/1x7/9/9 O 6 c9", rules: .first)
        #expect(lastMoveByX.state(ofField: 0) == .won(by: .o))
    }

    @Test func firstStrategyGivesAContestedFieldToXOtherwise() throws {
        let position = try Position(fen: "xxx6/ooo6/9/9/9/9/9/9/x8 O 5 a1", rules: .first)
        #expect(position.state(ofField: 0) == .won(by: .x))
    }

    @Test(arguments: [
        ("", "four parts"),
        ("9/9/9/9/9/9/9/9 X 0 0000", "8 rows"),
        ("9/9/9/9/9/9/9/9/8 X 0 0000", "does not have 9 cells"),
        ("9/9/9/9/9/9/9/9/91 X 0 0000", "does not have 9 cells"),
        ("9/9/9/9/9/9/9/9/8z X 0 0000", "“z”"),
        ("9x/9/9/9/9/9/9/9/9 X 0 0000", "more than 9 cells"),
        ("9/9/9/9/9/9/9/9/9 Y 0 0000", "side to move"),
        ("9/9/9/9/9/9/9/9/9 X -1 0000", "move counter"),
        ("9/9/9/9/9/9/9/9/9 X 0 z9", "last move"),
        ("9/9/9/9/4x4/9/9/9/9 X 1 e5", "do not fit X to move"),
        ("9/9/9/9/4x4/9/9/9/9 O 1 e4", "not marked by the player who just moved"),
        ("9/9/9/9/4x4/9/9/9/9 O 1 0000", "0000 only fits an empty field"),
    ])
    func malformedPositionsAreRefusedWithAReason(fen: String, reason: String) {
        #expect {
            _ = try Position(fen: fen, rules: .first)
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test func standardRulesAcceptAPositionWithoutALastMoveAndFreeTheChoice() throws {
        let position = try Position(fen: "9/9/9/9/4x4/9/9/9/9 O 1 0000", rules: .standard)
        #expect(position.legalMoves.count == 80)
    }

    private func hasFieldWithLinesOfBothSigns(_ position: Position) -> Bool {
        (0..<9).contains { field in
            Player.allCases.allSatisfy { player in
                Keypad.lines.contains { line in
                    line.allSatisfy { position.mark(at: Move(index: UInt8(field * 9 + $0))) == player }
                }
            }
        }
    }
}
