import AndoraCore
import AndoraTestSupport
import Testing

/// X takes mini-fields 0, 1 and 2 (the top row) with middle rows of cells while O takes 3 and 5:
/// X wins with its 9th move. Legal under every rule set.
let topRowWinForX: [(field: Int, slot: Int)] = [
    (0, 3), (3, 1), (1, 4), (4, 2), (2, 5), (5, 0), (0, 4), (4, 1), (1, 5),
    (5, 2), (2, 3), (3, 0), (0, 5), (5, 1), (1, 3), (3, 2), (2, 4),
]

/// X fills mini-field 0 while O answers in slot 0 of every other mini-field; X's last move,
/// in slot 0, sends O back to the full mini-field 0.
let fullFieldDraw: [(field: Int, slot: Int)] = [
    (0, 1), (1, 0), (0, 2), (2, 0), (0, 3), (3, 0), (0, 4), (4, 0), (0, 5),
    (5, 0), (0, 6), (6, 0), (0, 7), (7, 0), (0, 8), (8, 0), (0, 0),
]

/// Continues X's capture of mini-field 0 (slots 3, 4, 5) until O completes its top row.
let oCompletesTopRowOfMiniField0 = [(5, 8), (8, 0), (0, 0), (0, 6), (6, 2), (2, 0), (0, 1), (1, 0), (0, 2)]

@Suite("Andora rules (R1)")
struct UltimateGameTests {
    @Test func r1_1_fieldIsThreeByThreeMiniFields() {
        #expect(Keypad.field(of: try! Cell(notation: "a9")) == 0)
        #expect(Keypad.field(of: try! Cell(notation: "e5")) == 4)
        #expect(Keypad.field(of: try! Cell(notation: "i1")) == 8)
        #expect(Keypad.field(of: try! Cell(notation: "d7")) == 1)
    }

    @Test func r1_2_miniFieldIsThreeByThreeCellsAllEmptyAtStart() {
        let game = UltimateGame(rules: .default)
        #expect(Keypad.slot(of: try! Cell(notation: "a9")) == 0)
        #expect(Keypad.slot(of: try! Cell(notation: "e5")) == 4)
        #expect(Keypad.slot(of: try! Cell(notation: "c7")) == 8)
        let all = (0..<9).flatMap { field in (0..<9).map { Keypad.cell(field: field, slot: $0) } }
        #expect(Set(all).count == 81)
        #expect(all.allSatisfy { game.mark(at: $0) == nil })
    }

    @Test func r1_3_miniFieldStatesStartEmpty() {
        #expect(UltimateGame(rules: .default).fieldStates == Array(repeating: .empty, count: 9))
    }

    @Test func r1_4_1_firstLineCapturesMiniFieldForGood() throws {
        // X: slots 3, 4, 5 of mini-field 0; then O completes the top row there.
        var game = try UltimateGame(rules: .andora(strategy: .first), keypad: [
            (0, 3), (3, 0), (0, 4), (4, 0), (0, 5),
        ])
        #expect(game.fieldStates[0] == .won(by: .x))
        #expect(game.fieldLines[0] == [CellLine(from: Keypad.cell(field: 0, slot: 3), to: Keypad.cell(field: 0, slot: 5))])
        for move in oCompletesTopRowOfMiniField0 {
            try game.play(Keypad.cell(field: move.0, slot: move.1))
        }
        #expect(game.mark(at: Keypad.cell(field: 0, slot: 2)) == .o)
        #expect(game.fieldStates[0] == .won(by: .x))
        #expect(game.fieldLines[0].count == 1)
    }

    @Test func r1_4_2_anyStrategyMarksBothLinesWithQuestionMark() throws {
        var game = try UltimateGame(rules: .andora(strategy: .any), keypad: [
            (0, 3), (3, 0), (0, 4), (4, 0), (0, 5),
        ])
        #expect(game.fieldStates[0] == .won(by: .x))
        for move in oCompletesTopRowOfMiniField0 {
            try game.play(Keypad.cell(field: move.0, slot: move.1))
        }
        #expect(game.fieldStates[0] == .both)
        #expect(game.fieldLines[0] == [
            CellLine(from: Keypad.cell(field: 0, slot: 3), to: Keypad.cell(field: 0, slot: 5)),
            CellLine(from: Keypad.cell(field: 0, slot: 0), to: Keypad.cell(field: 0, slot: 2)),
        ])
    }

    @Test func r1_5_playersAlternate() throws {
        var game = UltimateGame(rules: .default)
        var generator = SplitMix64(seed: 15)
        var expected = Player.x
        game.playRandomly(using: &generator) { before, move in
            #expect(before.outcome.playerToMove == expected)
            expected = expected.opponent
        }
        for (index, move) in game.moves.enumerated() {
            #expect(game.mark(at: move) == (index.isMultiple(of: 2) ? .x : .o))
        }
    }

    @Test func r1_6_xMovesFirst() {
        #expect(UltimateGame(rules: .default).outcome == .inProgress(next: .x))
    }

    @Test func r1_7_markedCellIsRefusedAndNothingChanges() throws {
        let game = try UltimateGame(rules: .default, keypad: [(0, 0), (0, 4), (4, 0)])
        var copy = game
        #expect(throws: MoveError.occupied(Keypad.cell(field: 0, slot: 4))) {
            try copy.play(Keypad.cell(field: 0, slot: 4))
        }
        #expect(copy == game)
    }

    @Test func r1_8_1_firstTurnMayMarkAnyCell() {
        let game = UltimateGame(rules: .default)
        #expect(game.legalMoves.count == 81)
        #expect(game.allowedFields == Array(0..<9))
    }

    @Test func r1_8_2_nextTurnGoesToMiniFieldNamedByLastSlot() throws {
        var game = UltimateGame(rules: .default)
        try game.play(Cell(notation: "e5"))
        #expect(game.allowedFields == [4])
        try game.play(Cell(notation: "d6"))
        #expect(game.allowedFields == [0])
        let refused = game
        #expect(throws: MoveError.outsideAllowedArea(try Cell(notation: "e4"))) {
            try game.play(Cell(notation: "e4"))
        }
        #expect(game == refused)
        #expect(Set(game.legalMoves) == Set((0..<9).map { Keypad.cell(field: 0, slot: $0) }))
    }

    @Test(arguments: [MiniFieldStrategy.first, .any])
    func r1_8_2_capturedMiniFieldStaysPlayable(strategy: MiniFieldStrategy) throws {
        var game = try UltimateGame(rules: .andora(strategy: strategy), keypad: [
            (0, 3), (3, 0), (0, 4), (4, 0), (0, 5), (5, 0),
        ])
        #expect(game.fieldStates[0] == .won(by: .x))
        #expect(game.allowedFields == [0])
        try game.play(Keypad.cell(field: 0, slot: 6))
        #expect(game.mark(at: Keypad.cell(field: 0, slot: 6)) == .x)
    }

    @Test(arguments: [MiniFieldStrategy.first, .any])
    func r1_9_1_lineOfMiniFieldsWins(strategy: MiniFieldStrategy) throws {
        let game = try UltimateGame(rules: .andora(strategy: strategy), keypad: topRowWinForX)
        #expect(game.outcome == .won(by: .x))
        #expect(game.winningLines == [FieldLine(from: 0, to: 2)])
        #expect(game.allowedFields.isEmpty)
        #expect(game.legalMoves.isEmpty)
        #expect(Array(game.fieldStates[3...5]) == [.won(by: .o), .empty, .won(by: .o)])
    }

    @Test func r1_9_1_questionMarkCountsForBothSigns() throws {
        let (game, line) = try #require(firstGameWonThroughQuestionMark())
        let winner = game.mark(at: game.moves.last!)!
        #expect(game.outcome == .won(by: winner))
        #expect([line.from, (line.from + line.to) / 2, line.to].contains { game.fieldStates[$0] == .both })
    }

    @Test(arguments: [MiniFieldStrategy.first, .any])
    func r1_9_2_noEmptyCellInTargetMiniFieldIsDraw(strategy: MiniFieldStrategy) throws {
        var game = try UltimateGame(rules: .andora(strategy: strategy), keypad: Array(fullFieldDraw.dropLast()))
        #expect(game.outcome == .inProgress(next: .x))
        let last = fullFieldDraw.last!
        try game.play(Keypad.cell(field: last.field, slot: last.slot))
        #expect(game.outcome == .draw)
        #expect(game.allowedFields.isEmpty)
        #expect(throws: MoveError.gameOver) { try game.play(Cell(notation: "e5")) }
    }

    @Test func specNotes1_moveCompletingTwoLinesDrawsBoth() throws {
        // X: slots 0, 2, 6, 8 of mini-field 4, then the centre completes both diagonals.
        let game = try UltimateGame(rules: .default, keypad: [
            (4, 0), (0, 4), (4, 2), (2, 4), (4, 6), (6, 4), (4, 8), (8, 4), (4, 4),
        ])
        #expect(game.fieldStates[4] == .won(by: .x))
        #expect(Set(game.fieldLines[4]) == [
            CellLine(from: Keypad.cell(field: 4, slot: 0), to: Keypad.cell(field: 4, slot: 8)),
            CellLine(from: Keypad.cell(field: 4, slot: 2), to: Keypad.cell(field: 4, slot: 6)),
        ])
    }

    @Test func specNotes1_illegalMovesThrowTheirReason() throws {
        var game = UltimateGame(rules: .default)
        #expect(throws: MoveError.noSuchCell(Cell(column: 9, row: 0))) { try game.play(Cell(column: 9, row: 0)) }
        #expect(game == UltimateGame(rules: .default))
    }

    @Test func standard_closedMiniFieldSendsPlayerAnywhereOpen() throws {
        let game = try UltimateGame(rules: .standard, keypad: [
            (0, 3), (3, 0), (0, 4), (4, 0), (0, 5), (5, 0),
        ])
        #expect(game.fieldStates[0] == .won(by: .x))
        #expect(game.allowedFields == Array(1..<9))
    }

    @Test func standard_fullMiniFieldWithoutLineIsTied() throws {
        let (game, field) = try #require(firstStandardGameWithTiedField())
        #expect(game.fieldStates[field] == .tied)
        #expect(!game.allowedFields.contains(field))
    }
}

/// The first seeded random `any` game won through a line that holds a `?` mini-field.
private func firstGameWonThroughQuestionMark() -> (UltimateGame, FieldLine)? {
    var generator = SplitMix64(seed: 2)
    for _ in 0..<20_000 {
        var game = UltimateGame(rules: .andora(strategy: .any))
        game.playRandomly(using: &generator)
        if let line = game.winningLines.first(where: { line in
            [line.from, (line.from + line.to) / 2, line.to].contains { game.fieldStates[$0] == .both }
        }) {
            return (game, line)
        }
    }
    return nil
}

/// The first seeded random standard game that fills a mini-field without a line.
private func firstStandardGameWithTiedField() -> (UltimateGame, Int)? {
    var generator = SplitMix64(seed: 3)
    for _ in 0..<1_000 {
        var game = UltimateGame(rules: .standard)
        game.playRandomly(using: &generator)
        if let field = game.fieldStates.firstIndex(of: .tied) { return (game, field) }
    }
    return nil
}
