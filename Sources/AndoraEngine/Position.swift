import AndoraCore

/// A position of a 9×9 game as bitboards: a small value type, cheap to copy, with no references.
///
/// Marks are kept from the point of view of the player to move (`mover`) and the other player
/// (`waiting`), so making a move touches no branch on the side. Bit `field * 9 + slot` of a
/// 128-bit mask stands for a cell; bit `field` of a 9-bit mask stands for a mini-field.
public struct Position: Hashable, Sendable {
    /// Where the game stands, in the engine's compact form.
    @usableFromInline
    enum Status: UInt8, Sendable {
        case inProgress, moverLost, draw
    }

    /// The rules the position is played under.
    public let rules: RuleSet
    /// Marks of the player to move.
    @usableFromInline var mover: UInt128 = 0
    /// Marks of the player who moved last.
    @usableFromInline var waiting: UInt128 = 0
    /// Mini-fields that count for the player to move (captured, or `?` under `any`).
    @usableFromInline var moverFields: UInt16 = 0
    /// Mini-fields that count for the player who moved last.
    @usableFromInline var waitingFields: UInt16 = 0
    /// Standard rules: mini-boards full without a line.
    @usableFromInline var tiedFields: UInt16 = 0
    /// The mini-field the player to move must play in, or `anyField`.
    @usableFromInline var nextField: UInt8 = Position.anyField
    @usableFromInline var status = Status.inProgress
    /// Whether O is to move (see ``sideToMove``).
    @usableFromInline var oToMove = false
    /// The last move's index, or `noMove` at the start.
    @usableFromInline var lastMoveIndex: UInt8 = Position.noMove
    /// Moves made so far; the FEN move counter.
    public var moveCount: Int { Int(moveCounter) }
    @usableFromInline var moveCounter: UInt8 = 0

    @usableFromInline static let anyField: UInt8 = 9
    @usableFromInline static let noMove: UInt8 = 0xFF
    /// All 81 cells.
    @usableFromInline static let allCells: UInt128 = (1 << 81) - 1

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

    /// The player whose turn it is; once the game is over, the player who would have moved next.
    public var sideToMove: Player { oToMove ? .o : .x }

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
        if mover >> move.index & 1 != 0 { return sideToMove }
        if waiting >> move.index & 1 != 0 { return sideToMove.opponent }
        return nil
    }

    /// The state of a mini-field (keypad order), as AndoraCore shows it.
    public func state(ofField field: Int) -> MiniFieldState {
        let bit: UInt16 = 1 << field
        switch (moverFields & bit != 0, waitingFields & bit != 0) {
        case (true, true): return .both
        case (true, false): return .won(by: sideToMove)
        case (false, true): return .won(by: sideToMove.opponent)
        case (false, false): return tiedFields & bit != 0 ? .tied : .empty
        }
    }

    /// The mini-fields the player to move may play in (keypad order); empty once the game is over.
    public var allowedFields: [Int] {
        (0..<9).filter { legalMoves.bits & Position.fieldCells(UInt8($0)) != 0 }
    }

    /// The moves the player to move may make; empty once the game is over.
    @inlinable
    public var legalMoves: MoveSet {
        guard status == .inProgress else { return MoveSet(bits: 0) }
        let empty = ~(mover | waiting)
        if nextField != Position.anyField {
            return MoveSet(bits: empty & Position.fieldCells(nextField))
        }
        return MoveSet(bits: empty & openCells)
    }

    /// The cells of the mini-fields not closed (standard rules).
    @inlinable
    var openCells: UInt128 {
        var open = ~(moverFields | waitingFields | tiedFields) & Grid.full
        var cells: UInt128 = 0
        while open != 0 {
            cells |= Position.fieldCells(UInt8(truncatingIfNeeded: open.trailingZeroBitCount))
            open &= open &- 1
        }
        return cells
    }

    /// The 9-bit mask of a mini-field's cells within an 81-bit mask.
    @inlinable @inline(__always)
    static func fieldMask(_ marks: UInt128, _ field: UInt8) -> UInt16 {
        UInt16(truncatingIfNeeded: marks >> (field &* 9)) & Grid.full
    }

    /// The nine cells of a mini-field as an 81-bit mask.
    @inlinable @inline(__always)
    static func fieldCells(_ field: UInt8) -> UInt128 {
        UInt128(Grid.full) << (field &* 9)
    }

    // MARK: Playing

    /// Makes a move for the player to move. The move must be legal (see ``legalMoves``);
    /// callers holding untrusted input check it first.
    @inlinable
    public mutating func play(_ move: Move) {
        let index = move.index
        let field = index / 9
        let slot = index &- field &* 9
        let fieldBit: UInt16 = 1 << field
        mover |= 1 << index
        let mine = Position.fieldMask(mover, field)
        var gained = false
        switch rules {
        case .first:
            gained = (moverFields | waitingFields) & fieldBit == 0 && Grid.hasLine(mine)
        case .any:
            gained = moverFields & fieldBit == 0 && Grid.hasLine(mine)
        case .standard:
            gained = Grid.hasLine(mine)
            if !gained && (mine | Position.fieldMask(waiting, field)) == Grid.full {
                tiedFields |= fieldBit
            }
        }
        lastMoveIndex = index
        moveCounter &+= 1
        if gained {
            moverFields |= fieldBit
            if Grid.hasLine(moverFields) {
                status = .moverLost
            }
        }
        swap(&mover, &waiting)
        swap(&moverFields, &waitingFields)
        oToMove.toggle()
        guard status == .inProgress else { return }
        if rules == .standard {
            sendStandard(to: slot)
        } else if Position.fieldMask(mover | waiting, slot) == Grid.full {
            status = .draw
        } else {
            nextField = slot
        }
    }

    /// Standard rules: a closed mini-board frees the choice; no open one left is a draw.
    @inlinable
    mutating func sendStandard(to slot: UInt8) {
        let closed = moverFields | waitingFields | tiedFields
        if closed & (1 << slot) == 0 {
            nextField = slot
        } else if closed == Grid.full {
            status = .draw
        } else {
            nextField = Position.anyField
        }
    }

    /// The position after the move, leaving this one as it is.
    @inlinable
    public func playing(_ move: Move) -> Position {
        var child = self
        child.play(move)
        return child
    }
}
