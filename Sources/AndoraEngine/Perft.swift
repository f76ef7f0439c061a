/// Move-generation counts (perft): how many positions lie at each depth below a position.
///
/// Terminal positions have no children. In full mode every move is worked out down to the
/// leaves and the game-ending positions are counted too (the last two plies are worked out
/// without being written to the board); in bulk mode the last ply only counts the legal moves.
public enum Perft {
    /// The counts of one walk, by depth: element `n - 1` is for depth `n`.
    public struct Result: Hashable, Sendable {
        /// Positions at each depth.
        public var nodes: [UInt64]
        /// Positions at each depth where the game has ended (win or draw); not counted at the
        /// last depth in bulk mode, where those positions are never made.
        public var gameEnds: [UInt64]

        /// Positions at the deepest depth.
        public var leaves: UInt64 { nodes.last ?? 1 }
        /// Positions at all depths together: the moves made (or counted, in bulk mode).
        public var totalNodes: UInt64 { nodes.reduce(0, +) }
    }

    /// Counts for every depth from 1 to `depth` in one walk.
    public static func run(_ position: Position, depth: Int, bulk: Bool = false) -> Result {
        switch position.rules {
        case .first: run(position, depth: depth, bulk: bulk, under: FirstRules.self)
        case .any: run(position, depth: depth, bulk: bulk, under: AnyRules.self)
        case .standard: run(position, depth: depth, bulk: bulk, under: StandardRules.self)
        }
    }

    /// ``run(_:depth:bulk:)`` with the rules fixed at compile time, so that each rule set gets
    /// its own walk without the others' code in the inner loops.
    private static func run<Rules: FixedRules>(
        _ position: Position, depth: Int, bulk: Bool, under _: Rules.Type
    ) -> Result {
        var counts = [UInt64](repeating: 0, count: 2 * max(depth, 0))
        if depth > 0 {
            // ``Grid/completingCells(_:)`` of every mask, read once per mini-field at the last plies.
            let completing = (0...Grid.full).map(Grid.completingCells)
            counts.withUnsafeMutableBufferPointer { buffer in
                completing.withUnsafeBufferPointer { completing in
                    let walker = Walker<Rules>(depth: depth, nodes: buffer.baseAddress!, gameEnds: buffer.baseAddress! + depth,
                                               completing: completing.baseAddress!)
                    var root = position
                    if bulk && depth == 1 {
                        buffer[0] = UInt64(position.legalMoveCount)
                    } else if root.isOver {
                        return  // a finished game has no children; the walks assume one in progress
                    } else if bulk {
                        walker.walkBulk(&root, ply: 0)
                    } else {
                        walker.walk(&root, ply: 0)
                    }
                }
            }
        }
        return Result(nodes: Array(counts.prefix(depth)), gameEnds: Array(counts.suffix(max(depth, 0))))
    }

    /// The number of positions exactly `depth` moves below the position.
    public static func count(_ position: Position, depth: Int, bulk: Bool = false) -> UInt64 {
        run(position, depth: depth, bulk: bulk).leaves
    }

    /// The count at `depth - 1` below each legal move, in ascending move order.
    public static func divide(_ position: Position, depth: Int, bulk: Bool = false) -> [(move: Move, count: UInt64)] {
        guard depth > 0 else { return [] }
        return position.legalMoves.map { move in
            (move, count(position.playing(move), depth: depth - 1, bulk: bulk))
        }
    }

    /// The recursive walk, writing straight into the count buffers.
    private struct Walker<Rules: FixedRules> {
        let depth: Int
        let nodes: UnsafeMutablePointer<UInt64>
        let gameEnds: UnsafeMutablePointer<UInt64>
        /// ``Grid/completingCells(_:)`` by mask.
        let completing: UnsafePointer<UInt16>

        /// Walks below a position in progress, making and taking back each move in place
        /// down to the last two plies; `ply` is the depth of its children.
        ///
        /// Full and bulk mode have a loop each: sharing one loop with a mode test inside made
        /// the compiler copy the board at every node, halving the speed of full mode.
        func walk(_ position: inout Position, ply: Int) {
            if ply + 1 == depth {
                makeLastPly(&position, ply: ply, state: Position.State(position))
            } else if ply + 2 == depth {
                forEachMove(&position, ply: ply, make: false) { position, field, result in
                    makeLastPly(&position, ply: ply + 1,
                                state: Position.State(after: result, of: position, field: field))
                }
            } else {
                forEachMove(&position, ply: ply, make: true) { position, _, _ in walk(&position, ply: ply + 1) }
            }
        }

        /// Works out each move, counting it and whether it ends the game, and calls `below` with
        /// the move's mini-field and result where the game goes on: with `make`, on the position
        /// after the move, made in place and taken back after; else on the position itself. The
        /// moves into a mini-field share their ``Position/FieldMoves``.
        @inline(__always)
        func forEachMove(
            _ position: inout Position, ply: Int, make: Bool,
            below: (inout Position, _ field: UInt8, _ result: Position.MoveResult) -> Void
        ) {
            let snapshot = position.snapshot
            var fields = position.playableFields
            while fields != 0 {
                let field = UInt8(truncatingIfNeeded: fields.trailingZeroBitCount)
                fields &= fields &- 1
                let mine = position.moverCells(inField: field)
                let theirs = position.waitingCells(inField: field)
                let moves = position.moves(inField: field, mine: mine, theirs: theirs,
                                           completing: completing[Int(mine)], under: Rules.rules)
                var empty = ~(mine | theirs) & Grid.full
                while empty != 0 {
                    let slot = UInt8(truncatingIfNeeded: empty.trailingZeroBitCount)
                    empty &= empty &- 1
                    nodes[ply] &+= 1
                    let result = moves.result(of: slot, under: Rules.rules)
                    guard result.status == .inProgress else {
                        gameEnds[ply] &+= 1
                        continue
                    }
                    if make {
                        position.apply(result, field: field, slot: slot)
                        below(&position, field, result)
                        position.undo(field: field, slot: slot, restoring: snapshot)
                    } else {
                        below(&position, field, result)
                    }
                }
            }
        }

        /// The last ply of full mode below a position in progress in the given state (see
        /// ``Position/State``): every move is worked out by its mini-field's
        /// ``Position/FieldMoves``, leaving the board untouched, and whether it ends the game
        /// counted. Loops of its own rather than a shared loop with a closure: a count captured by a
        /// closure stayed in memory when the compiler did not inline the closure.
        @inline(__always)
        func makeLastPly(_ position: inout Position, ply: Int, state: Position.State) {
            var moves = 0
            var ends: UInt64 = 0
            var fields = state.playableFields
            while fields != 0 {
                let field = UInt8(truncatingIfNeeded: fields.trailingZeroBitCount)
                fields &= fields &- 1
                let mine = position.cellsInPlace(of: state.side, inField: field)
                let theirs = field == state.changedField ? state.changedCells
                    : position.cellsInPlace(of: state.side ^ 1, inField: field)
                let fieldMoves = Position.FieldMoves(
                    field: field, mine: mine, theirs: theirs, completing: completing[Int(mine)], side: state.side,
                    counting: state.counting, fullFields: state.fullFields, nextField: state.nextField,
                    under: Rules.rules)
                var empty = ~(mine | theirs) & Grid.full
                moves &+= empty.nonzeroBitCount
                while empty != 0 {
                    let slot = UInt8(truncatingIfNeeded: empty.trailingZeroBitCount)
                    empty &= empty &- 1
                    ends &+= fieldMoves.result(of: slot, under: Rules.rules).status == .inProgress ? 0 : 1
                }
            }
            nodes[ply] &+= UInt64(truncatingIfNeeded: moves)
            gameEnds[ply] &+= ends
        }

        /// Bulk mode: like ``walk(_:ply:)``, but two plies above the end it counts the legal
        /// moves after each move instead of going deeper.
        func walkBulk(_ position: inout Position, ply: Int) {
            if ply + 2 == depth {
                countRepliesToEachMove(&position, ply: ply)
                return
            }
            forEachMove(&position, ply: ply, make: true) { position, _, _ in walkBulk(&position, ply: ply + 1) }
        }

        /// The last two plies of bulk mode: every move is worked out by its mini-field's
        /// ``Position/FieldMoves``, leaving the board untouched, and the replies to it counted
        /// from the empty cells of each mini-field, counted once, without making them. Loops of
        /// its own, like ``makeLastPly(_:ply:state:)``, so that the counts stay in registers.
        @inline(never)
        func countRepliesToEachMove(_ position: inout Position, ply: Int) {
            var moves = 0
            var ends: UInt64 = 0
            var replies = 0
            let emptyCellCounts = position.emptyCellCounts()
            var fields = position.playableFields
            while fields != 0 {
                let field = UInt8(truncatingIfNeeded: fields.trailingZeroBitCount)
                fields &= fields &- 1
                let mine = position.moverCells(inField: field)
                let theirs = position.waitingCells(inField: field)
                let fieldMoves = position.moves(inField: field, mine: mine, theirs: theirs,
                                                completing: completing[Int(mine)], under: Rules.rules)
                var empty = ~(mine | theirs) & Grid.full
                moves &+= empty.nonzeroBitCount
                while empty != 0 {
                    let slot = UInt8(truncatingIfNeeded: empty.trailingZeroBitCount)
                    empty &= empty &- 1
                    let result = fieldMoves.result(of: slot, under: Rules.rules)
                    if result.status == .inProgress {
                        replies &+= Position.moveCount(after: result, inField: field, emptyCellCounts: emptyCellCounts)
                    } else {
                        ends &+= 1
                    }
                }
            }
            nodes[ply] &+= UInt64(truncatingIfNeeded: moves)
            gameEnds[ply] &+= ends
            nodes[ply + 1] &+= UInt64(truncatingIfNeeded: replies)
        }
    }
}

/// A rule set fixed at compile time, for code specialised per rule set.
protocol FixedRules {
    static var rules: RuleSet { get }
}

enum FirstRules: FixedRules {
    static var rules: RuleSet { .first }
}

enum AnyRules: FixedRules {
    static var rules: RuleSet { .any }
}

enum StandardRules: FixedRules {
    static var rules: RuleSet { .standard }
}
