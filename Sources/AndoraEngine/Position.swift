import AndoraCore

/// A position of a 9×9 game as bitboards: a small value type, cheap to copy, with no references.
///
/// Each player's marks are nine 9-bit masks, one per mini-field (bit `slot`, keypad order), in a
/// fixed-size inline array; the mini-fields that count for each player are 9-bit masks too
/// (bit `field`). Perft and search make and take back moves in place (``undo(field:slot:restoring:)``)
/// or play on copies; the public API speaks in ``Move`` and AndoraCore's types.
public struct Position: Sendable {
    /// Where the game stands, in the engine's compact form.
    @usableFromInline
    enum Status: UInt8, Sendable {
        case inProgress, moverLost, draw
    }

    /// The rules the position is played under.
    public let rules: RuleSet
    /// Marks by side and mini-field: element `side * 9 + field`, side 0 for X and 1 for O.
    @usableFromInline var marks = InlineArray<18, UInt16>(repeating: 0)
    /// Mini-fields that count for each side (captured, or `?` under `any`): X in bits 0…8,
    /// O in bits 16…24.
    @usableFromInline var counting: UInt32 = 0
    /// Mini-fields with no empty cell, under any rules; under the standard rules those that
    /// count for nobody are the tied mini-boards. Kept so that where a move sends the next
    /// player is known without reading another mini-field's cells.
    @usableFromInline var fullFields: UInt16 = 0
    /// The mini-field the player to move must play in, or `anyField`.
    @usableFromInline var nextField: UInt8 = Position.anyField
    @usableFromInline var status = Status.inProgress
    /// The last move's index, or `noMove` at the start.
    @usableFromInline var lastMoveIndex: UInt8 = Position.noMove
    @usableFromInline var moveCounter: UInt8 = 0
    /// The side to move: 0 for X, 1 for O. Once the game is over, the side that would move next.
    ///
    /// Stored last: perft reads it right after a move wrote the bytes around it, and read
    /// together with them (as the compiler did when it sat between them) the read stalled.
    @usableFromInline var side: UInt8 = 0

    @usableFromInline static let anyField: UInt8 = 9
    @usableFromInline static let noMove: UInt8 = 0xFF

    /// The start position under the rules.
    public init(rules: RuleSet) {
        self.rules = rules
    }

    /// The position of a game played with AndoraCore.
    public init(_ game: UltimateGame) {
        self.init(rules: RuleSet(game.rules))
        for cell in game.moves {
            play(Move(cell))
        }
    }

    // MARK: Reading

    /// Moves made so far; the FEN move counter.
    public var moveCount: Int { Int(moveCounter) }

    /// The player whose turn it is; once the game is over, the player who would have moved next.
    public var sideToMove: Player { side == 0 ? .x : .o }

    /// Where the game stands.
    public var outcome: Outcome {
        switch status {
        case .inProgress: .inProgress(next: sideToMove)
        case .moverLost: .won(by: sideToMove.opponent)
        case .draw: .draw
        }
    }

    @inlinable public var isOver: Bool { status != .inProgress }

    /// The last move, or `nil` at the start.
    public var lastMove: Move? {
        lastMoveIndex == Position.noMove ? nil : Move(index: lastMoveIndex)
    }

    /// The sign in a cell, if any.
    public func mark(at move: Move) -> Player? {
        let bit: UInt16 = 1 << move.slot
        if marks[move.field] & bit != 0 { return .x }
        if marks[9 + move.field] & bit != 0 { return .o }
        return nil
    }

    /// The state of a mini-field (keypad order), as AndoraCore shows it.
    public func state(ofField field: Int) -> MiniFieldState {
        let bit: UInt32 = 1 << field
        switch (counting & bit != 0, counting >> 16 & bit != 0) {
        case (true, true): return .both
        case (true, false): return .won(by: .x)
        case (false, true): return .won(by: .o)
        case (false, false): return rules == .standard && fullFields & UInt16(bit) != 0 ? .tied : .empty
        }
    }

    /// The mini-fields the player to move may play in (keypad order); empty once the game is over.
    public var allowedFields: [Int] {
        let fields = playableFields
        return (0..<9).filter { fields & (1 << $0) != 0 }
    }

    /// The moves the player to move may make; empty once the game is over.
    public var legalMoves: MoveSet {
        var fields = playableFields
        var bits: UInt128 = 0
        while fields != 0 {
            let field = UInt8(truncatingIfNeeded: fields.trailingZeroBitCount)
            fields &= fields &- 1
            bits |= UInt128(emptyCells(inField: field)) << (field &* 9)
        }
        return MoveSet(bits: bits)
    }

    /// Whether the player to move may make the move.
    public func isLegal(_ move: Move) -> Bool {
        legalMoves.contains(move)
    }

    // MARK: Fast access for perft and search

    /// The mini-fields (bit `field`) the player to move may play in; 0 once the game is over.
    @inlinable @inline(__always)
    var playableFields: UInt16 {
        guard status == .inProgress else { return 0 }
        if nextField != Position.anyField { return 1 << nextField }
        return ~(closedFields) & Grid.full
    }

    /// Mini-fields no move may enter under the standard rules: won or full.
    @inlinable
    var closedFields: UInt16 {
        Position.closedFields(counting: counting, full: fullFields)
    }

    @inlinable @inline(__always)
    static func closedFields(counting: UInt32, full: UInt16) -> UInt16 {
        UInt16(truncatingIfNeeded: counting | counting >> 16) | full
    }

    /// The empty cells (bit `slot`) of a mini-field.
    @inlinable @inline(__always)
    func emptyCells(inField field: UInt8) -> UInt16 {
        ~(marks[unchecked: Int(field)] | marks[unchecked: Int(field) &+ 9]) & Grid.full
    }

    /// The cells (bit `slot`) of a mini-field marked by a side (0 for X), for a position the
    /// caller holds `inout`: reading in place spares a copy of the board.
    @inline(__always)
    mutating func cellsInPlace(of side: UInt8, inField field: UInt8) -> UInt16 {
        marks[unchecked: Int(side &* 9 &+ field)]
    }

    /// What perft's last ply reads of a position in progress: the side to move, the mini-fields
    /// that count and the full ones, the destination, and the cells of the waiting side in one
    /// mini-field if a move worked out but not made changed them.
    struct State {
        let side: UInt8
        let counting: UInt32
        let fullFields: UInt16
        let nextField: UInt8
        /// The mini-field whose waiting side's cells are `changedCells` instead of the board's,
        /// or `anyField` for none.
        let changedField: UInt8
        let changedCells: UInt16

        /// The position's own state.
        @inline(__always)
        init(_ position: Position) {
            side = position.side
            counting = position.counting
            fullFields = position.fullFields
            nextField = position.nextField
            changedField = Position.anyField
            changedCells = 0
        }

        /// The state after a move of the position in `field` whose result is given, the move
        /// not made.
        @inline(__always)
        init(after result: MoveResult, of position: Position, field: UInt8) {
            side = position.side ^ 1
            counting = result.counting
            fullFields = result.fullFields
            nextField = result.nextField
            changedField = field
            changedCells = result.mine
        }

        /// The mini-fields the player to move may play in.
        @inline(__always)
        var playableFields: UInt16 {
            nextField != Position.anyField
                ? 1 << nextField : ~Position.closedFields(counting: counting, full: fullFields) & Grid.full
        }
    }

    /// The cells (bit `slot`) of a mini-field marked by the player to move.
    @inlinable @inline(__always)
    func moverCells(inField field: UInt8) -> UInt16 {
        marks[unchecked: Int(side &* 9 &+ field)]
    }

    /// The cells (bit `slot`) of a mini-field marked by the player who just moved.
    @inlinable @inline(__always)
    func waitingCells(inField field: UInt8) -> UInt16 {
        marks[unchecked: Int((side ^ 1) &* 9 &+ field)]
    }

    /// ``emptyCells(inField:)`` for a position the caller holds `inout`: reading in place
    /// spares a copy of the board, which right after a move would stall on the fresh writes.
    @inline(__always)
    mutating func emptyCellsInPlace(inField field: UInt8) -> UInt16 {
        ~(marks[unchecked: Int(field)] | marks[unchecked: Int(field) &+ 9]) & Grid.full
    }

    /// The nine bits of a mini-field (bit `slot`) in an 81-bit mask.
    @inlinable @inline(__always)
    static func cells(_ mask: UInt128, inField field: UInt8) -> UInt16 {
        UInt16(truncatingIfNeeded: mask >> (field &* 9)) & Grid.full
    }

    /// How many moves the player to move has.
    @inlinable @inline(__always)
    var legalMoveCount: Int {
        guard status == .inProgress else { return 0 }
        if nextField != Position.anyField { return emptyCells(inField: nextField).nonzeroBitCount }
        var fields = playableFields
        var count = 0
        while fields != 0 {
            count &+= emptyCells(inField: UInt8(truncatingIfNeeded: fields.trailingZeroBitCount)).nonzeroBitCount
            fields &= fields &- 1
        }
        return count
    }

    // MARK: Playing

    /// Makes a move for the player to move. The move must be legal (see ``isLegal(_:)``);
    /// callers holding untrusted input check it first.
    @inlinable
    public mutating func play(_ move: Move) {
        play(field: UInt8(move.field), slot: UInt8(move.slot))
    }

    /// Makes the move at `slot` of mini-field `field`, both keypad order; it must be legal.
    @inlinable @inline(__always)
    mutating func play(field: UInt8, slot: UInt8) {
        play(field: field, slot: slot, under: rules)
    }

    /// ``play(field:slot:)`` under rules the caller passes, which must be the position's own:
    /// callers that know them at compile time (perft, specialised per rule set) let the compiler
    /// drop the code of the other rule sets.
    @inlinable @inline(__always)
    mutating func play(field: UInt8, slot: UInt8, under rules: RuleSet) {
        let mine = moverCells(inField: field)
        let moves = moves(inField: field, mine: mine, theirs: waitingCells(inField: field),
                          completing: Grid.hasLine(mine | 1 << slot) ? 1 << slot : 0, under: rules)
        apply(moves.result(of: slot, under: rules), field: field, slot: slot)
    }

    /// Writes the result of the legal move at `slot` of `field` (``FieldMoves/result(of:under:)``).
    @inlinable @inline(__always)
    mutating func apply(_ result: MoveResult, field: UInt8, slot: UInt8) {
        marks[unchecked: Int(side &* 9 &+ field)] = result.mine
        counting = result.counting
        fullFields = result.fullFields
        status = result.status
        nextField = result.nextField
        lastMoveIndex = field &* 9 &+ slot
        moveCounter &+= 1
        side ^= 1
    }

    /// What the move at `slot` of `field` changes besides the turn and the move counters.
    @usableFromInline
    struct MoveResult {
        /// The mover's marks in the mini-field after the move.
        @usableFromInline let mine: UInt16
        @usableFromInline let counting: UInt32
        @usableFromInline let fullFields: UInt16
        @usableFromInline let status: Status
        @usableFromInline let nextField: UInt8

        @inlinable @inline(__always)
        init(mine: UInt16, counting: UInt32, fullFields: UInt16, status: Status, nextField: UInt8) {
            self.mine = mine
            self.counting = counting
            self.fullFields = fullFields
            self.status = status
            self.nextField = nextField
        }
    }

    /// The moves into `field` (see ``FieldMoves``), where the player to move holds `mine` and
    /// the other player `theirs`, and `completing` holds at least the slots asked about whose
    /// move would give the mover a line there.
    @usableFromInline @_transparent
    func moves(inField field: UInt8, mine: UInt16, theirs: UInt16, completing: UInt16, under rules: RuleSet)
        -> FieldMoves {
        FieldMoves(field: field, mine: mine, theirs: theirs, completing: completing, side: side, counting: counting,
                   fullFields: fullFields, nextField: nextField, under: rules)
    }

    /// The empty cells of each mini-field, counted: four bits a mini-field, mini-field `n` at bit
    /// `4 * n`. Mutating only to read the board in place (see ``emptyCellsInPlace(inField:)``).
    @inline(__always)
    mutating func emptyCellCounts() -> UInt64 {
        var counts: UInt64 = 0
        for field in 0..<9 {
            counts |= UInt64(truncatingIfNeeded: emptyCellsInPlace(inField: UInt8(field)).nonzeroBitCount) << (field &* 4)
        }
        return counts
    }

    /// How many moves the player to move would have after a move into `field` that did not end
    /// the game, given its result and the position's ``emptyCellCounts()`` before it: read from
    /// the counts, which stay in a register, rather than from the board.
    @inline(__always)
    static func moveCount(after result: MoveResult, inField field: UInt8, emptyCellCounts: UInt64) -> Int {
        let counts = emptyCellCounts &- 1 &<< (UInt64(field) &* 4)
        if result.nextField != Position.anyField {
            return Int(truncatingIfNeeded: counts &>> (UInt64(result.nextField) &* 4) & 0xF)
        }
        var fields = ~Position.closedFields(counting: result.counting, full: result.fullFields) & Grid.full
        var count = 0
        while fields != 0 {
            let other = UInt64(truncatingIfNeeded: fields.trailingZeroBitCount)
            fields &= fields &- 1
            count &+= Int(truncatingIfNeeded: counts &>> (other &* 4) & 0xF)
        }
        return count
    }

    /// Where the next move goes after a move in `slot` (R1.8.2, R1.9.2; docs/SPEC.md, D6), given
    /// the full and the closed mini-fields; a draw if nowhere. Under the standard rules a game in
    /// progress has an open mini-board, so only a move that closed one (`closedOne`) can leave
    /// none: the test is skipped for the others. There whether the game goes on does not depend
    /// on the slot, which lets perft's last ply test each move with a bit or two.
    @inlinable @inline(__always)
    static func destination(of slot: UInt8, full: UInt16, closed: UInt16, closedOne: Bool = true, under rules: RuleSet)
        -> (Status, UInt8) {
        let slotBit: UInt16 = 1 << slot
        if rules != .standard {
            return (full & slotBit != 0 ? .draw : .inProgress, slot)
        }
        if closedOne && closed == Grid.full { return (.draw, slot) }
        return (.inProgress, closed & slotBit == 0 ? slot : Position.anyField)
    }

    /// Sets where the next move goes after a move in `slot`.
    mutating func send(to slot: UInt8, under rules: RuleSet) {
        let (newStatus, next) = Position.destination(of: slot, full: fullFields, closed: closedFields, under: rules)
        status = newStatus
        if newStatus != .draw { nextField = next }
    }

    /// What ``undo(field:slot:restoring:)`` needs to take back a move made from this position.
    struct Snapshot {
        let counting: UInt32
        let fullFields: UInt16
        let nextField: UInt8
        let side: UInt8
        let lastMoveIndex: UInt8
        let moveCounter: UInt8
    }

    /// The state a move changes, besides the marked cell. Only for positions in progress.
    @inline(__always)
    var snapshot: Snapshot {
        Snapshot(counting: counting, fullFields: fullFields, nextField: nextField, side: side,
                 lastMoveIndex: lastMoveIndex, moveCounter: moveCounter)
    }

    /// Takes back the move at `slot` of `field`, made from the position the snapshot was taken of.
    ///
    /// Make/unmake in place avoids copying the position at every node, and with it the stall of
    /// reading a whole copy back right after writing single fields of it.
    @inline(__always)
    mutating func undo(field: UInt8, slot: UInt8, restoring snapshot: Snapshot) {
        marks[unchecked: Int(snapshot.side &* 9 &+ field)] &= ~(1 << slot)
        counting = snapshot.counting
        fullFields = snapshot.fullFields
        nextField = snapshot.nextField
        side = snapshot.side
        lastMoveIndex = snapshot.lastMoveIndex
        moveCounter = snapshot.moveCounter
        status = .inProgress
    }

    /// The position after the move, leaving this one as it is.
    @inlinable
    public func playing(_ move: Move) -> Position {
        var child = self
        child.play(move)
        return child
    }
}
