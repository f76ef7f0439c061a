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
    /// Standard rules: mini-boards full without a line.
    @usableFromInline var tiedFields: UInt16 = 0
    /// The mini-field the player to move must play in, or `anyField`.
    @usableFromInline var nextField: UInt8 = Position.anyField
    @usableFromInline var status = Status.inProgress
    /// The side to move: 0 for X, 1 for O. Once the game is over, the side that would move next.
    @usableFromInline var side: UInt8 = 0
    /// The last move's index, or `noMove` at the start.
    @usableFromInline var lastMoveIndex: UInt8 = Position.noMove
    @usableFromInline var moveCounter: UInt8 = 0

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
        case (false, false): return tiedFields & UInt16(bit) != 0 ? .tied : .empty
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
        UInt16(truncatingIfNeeded: counting | counting >> 16) | tiedFields
    }

    /// The empty cells (bit `slot`) of a mini-field.
    @inlinable @inline(__always)
    func emptyCells(inField field: UInt8) -> UInt16 {
        ~(marks[unchecked: Int(field)] | marks[unchecked: Int(field) &+ 9]) & Grid.full
    }

    /// ``emptyCells(inField:)`` for a position the caller holds `inout`: reading in place
    /// spares a copy of the board, which right after a move would stall on the fresh writes.
    @inline(__always)
    mutating func emptyCellsInPlace(inField field: UInt8) -> UInt16 {
        ~(marks[unchecked: Int(field)] | marks[unchecked: Int(field) &+ 9]) & Grid.full
    }

    /// ``legalMoveCount`` for a position the caller holds `inout` (see ``emptyCellsInPlace(inField:)``).
    @inline(__always)
    mutating func legalMoveCountInPlace() -> Int {
        guard status == .inProgress else { return 0 }
        if nextField != Position.anyField { return emptyCellsInPlace(inField: nextField).nonzeroBitCount }
        return legalMoveCount
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
        let mover = side
        let markIndex = Int(mover &* 9 &+ field)
        let mine = marks[unchecked: markIndex] | 1 << slot
        marks[unchecked: markIndex] = mine
        let fieldBit: UInt16 = 1 << field
        let moverShift = UInt32(mover) &* 16
        let moverFields = UInt16(truncatingIfNeeded: counting >> moverShift)
        let gained: Bool
        switch rules {
        case .first:
            gained = counting & (0x1_0001 << field) == 0 && Grid.hasLine(mine)
        case .any:
            gained = moverFields & fieldBit == 0 && Grid.hasLine(mine)
        case .standard:
            gained = Grid.hasLine(mine)
            if !gained && mine | marks[unchecked: Int((mover ^ 1) &* 9 &+ field)] == Grid.full {
                tiedFields |= fieldBit
            }
        }
        lastMoveIndex = field &* 9 &+ slot
        moveCounter &+= 1
        side = mover ^ 1
        if gained {
            counting |= UInt32(fieldBit) << moverShift
            if Grid.hasLine(moverFields | fieldBit) {
                status = .moverLost
                return
            }
        }
        send(to: slot)
    }

    /// Sets where the next move goes after a move in `slot` (R1.8.2, R1.9.2, SPEC-NOTES §6).
    @inlinable @inline(__always)
    mutating func send(to slot: UInt8) {
        if rules != .standard {
            if emptyCells(inField: slot) == 0 {
                status = .draw
            } else {
                nextField = slot
            }
            return
        }
        let closed = closedFields
        if closed & (1 << slot) == 0 {
            nextField = slot
        } else if closed == Grid.full {
            status = .draw
        } else {
            nextField = Position.anyField
        }
    }

    /// What ``undo(field:slot:restoring:)`` needs to take back a move made from this position.
    struct Snapshot {
        let counting: UInt32
        let tiedFields: UInt16
        let nextField: UInt8
        let side: UInt8
        let lastMoveIndex: UInt8
        let moveCounter: UInt8
    }

    /// The state a move changes, besides the marked cell. Only for positions in progress.
    @inline(__always)
    var snapshot: Snapshot {
        Snapshot(counting: counting, tiedFields: tiedFields, nextField: nextField, side: side,
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
        tiedFields = snapshot.tiedFields
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
