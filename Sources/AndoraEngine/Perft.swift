/// Move-generation counts (perft): how many positions lie at each depth below a position.
///
/// Terminal positions have no children. In full mode every move is really made (copy-make) and
/// the game-ending positions are counted too, so no make can be skipped; in bulk mode the last
/// ply only counts the legal moves.
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
        var counts = [UInt64](repeating: 0, count: 2 * max(depth, 0))
        if depth > 0 {
            counts.withUnsafeMutableBufferPointer { buffer in
                let walker = Walker(depth: depth, bulk: bulk, nodes: buffer.baseAddress!,
                                    gameEnds: buffer.baseAddress! + depth)
                var root = position
                if bulk && depth == 1 {
                    buffer[0] = UInt64(position.legalMoveCount)
                } else if bulk {
                    walker.walkBulk(&root, ply: 0)
                } else {
                    walker.walk(&root, ply: 0)
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
    private struct Walker {
        let depth: Int
        let bulk: Bool
        let nodes: UnsafeMutablePointer<UInt64>
        let gameEnds: UnsafeMutablePointer<UInt64>

        /// Walks below a position in progress, making and taking back each move in place;
        /// `ply` is the depth of its children.
        ///
        /// Full and bulk mode have a loop each: sharing one loop with a mode test inside made
        /// the compiler copy the board at every node, halving the speed of full mode.
        func walk(_ position: inout Position, ply: Int) {
            let deeper = ply + 1 < depth
            let snapshot = position.snapshot
            var fields = position.playableFields
            while fields != 0 {
                let field = UInt8(truncatingIfNeeded: fields.trailingZeroBitCount)
                fields &= fields &- 1
                var empty = position.emptyCells(inField: field)
                nodes[ply] &+= UInt64(truncatingIfNeeded: empty.nonzeroBitCount)
                while empty != 0 {
                    let slot = UInt8(truncatingIfNeeded: empty.trailingZeroBitCount)
                    empty &= empty &- 1
                    position.play(field: field, slot: slot)
                    if position.isOver {
                        gameEnds[ply] &+= 1
                    } else if deeper {
                        walk(&position, ply: ply + 1)
                    }
                    position.undo(field: field, slot: slot, restoring: snapshot)
                }
            }
        }

        /// Bulk mode: like ``walk(_:ply:)``, but two plies above the end it counts the legal
        /// moves after each move instead of going deeper.
        func walkBulk(_ position: inout Position, ply: Int) {
            let lastInterior = ply + 2 == depth
            let snapshot = position.snapshot
            var cursor = MoveCursor(position)
            while let (field, slot) = cursor.next(in: position) {
                nodes[ply] &+= 1
                position.play(field: field, slot: slot)
                if position.isOver {
                    gameEnds[ply] &+= 1
                } else if lastInterior {
                    nodes[ply + 1] &+= UInt64(truncatingIfNeeded: position.legalMoveCountInPlace())
                } else {
                    walkBulk(&position, ply: ply + 1)
                }
                position.undo(field: field, slot: slot, restoring: snapshot)
            }
        }
    }
}
