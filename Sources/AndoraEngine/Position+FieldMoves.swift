extension Position {
    /// What every legal move into one mini-field shares, worked out once for all of them, so
    /// that each move's result (``result(of:)``) is a few bit tests. ``play(field:slot:under:)``
    /// builds one for its move; perft builds one per mini-field for all the moves of its last
    /// plies, and the compiler keeps only the parts of the result that are read.
    @usableFromInline
    struct FieldMoves {
        @usableFromInline let field: UInt8
        /// The mover's cells in the mini-field before the move.
        @usableFromInline let mine: UInt16
        @usableFromInline let counting: UInt32
        @usableFromInline let fullFields: UInt16
        @usableFromInline let nextField: UInt8
        /// The slots whose move makes the mini-field count for the mover.
        @usableFromInline let gaining: UInt16
        /// Whether such a move gives the mover a line of mini-fields: the game.
        @usableFromInline let gainWins: Bool
        /// Whether the mini-field has one empty cell left, which a move fills.
        @usableFromInline let fills: Bool
        /// The mini-fields counting for each side once the mini-field counts for the mover.
        @usableFromInline let countingAfterGain: UInt32
        /// The closed mini-fields (``closedFields``) before the move and once it closed this one.
        @usableFromInline let closed: UInt16
        @usableFromInline let closedAfterClosing: UInt16

        /// The moves into `field` from a position in progress of the given side to move,
        /// mini-fields that count (``Position/counting``), full mini-fields and destination,
        /// where the mover holds `mine` and the other player `theirs`. `completing` holds at least
        /// the slots of the moves asked about that would give the mover a line there (any others
        /// are ignored).
        @usableFromInline @_transparent
        init(field: UInt8, mine: UInt16, theirs: UInt16, completing: UInt16, side: UInt8, counting: UInt32,
             fullFields: UInt16, nextField: UInt8, under rules: RuleSet) {
            let fieldBit: UInt16 = 1 << field
            let moverShift = UInt32(side) &* 16
            let moverFields = UInt16(truncatingIfNeeded: counting >> moverShift)
            let gainable = switch rules {
            case .first: counting & (0x1_0001 << field) == 0
            case .any: moverFields & fieldBit == 0
            case .standard: true
            }
            let empty = ~(mine | theirs) & Grid.full
            self.field = field
            self.mine = mine
            self.counting = counting
            self.fullFields = fullFields
            self.nextField = nextField
            gaining = gainable ? completing : 0
            gainWins = Grid.hasLine(moverFields | fieldBit)
            fills = empty & (empty &- 1) == 0
            countingAfterGain = counting | UInt32(fieldBit) << moverShift
            closed = Position.closedFields(counting: counting, full: fullFields)
            closedAfterClosing = closed | fieldBit
        }

        /// The result of the legal move at `slot`. Transparent: the optimiser would not inline it
        /// into perft's loops otherwise, and there most of it is never read.
        @usableFromInline @_transparent
        func result(of slot: UInt8, under rules: RuleSet) -> MoveResult {
            let slotBit: UInt16 = 1 << slot
            let gained = gaining & slotBit != 0
            let full = fills ? fullFields | 1 << field : fullFields
            let newCounting = gained ? countingAfterGain : counting
            if gained && gainWins {
                return MoveResult(mine: mine | slotBit, counting: newCounting, fullFields: full, status: .moverLost,
                                  nextField: nextField)
            }
            let closing = gained || fills
            let (status, next) = Position.destination(
                of: slot, full: full, closed: closing ? closedAfterClosing : closed, closedOne: closing, under: rules)
            return MoveResult(mine: mine | slotBit, counting: newCounting, fullFields: full, status: status,
                              nextField: status == .draw ? nextField : next)
        }
    }
}
