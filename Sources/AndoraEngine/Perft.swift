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
                walker.walk(position, ply: 0)
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

        func walk(_ position: Position, ply: Int) {
            var moves = position.legalMoves
            if bulk && ply == depth - 1 {
                nodes[ply] &+= UInt64(moves.count)
                return
            }
            let deeper = ply + 1 < depth
            while let move = moves.next() {
                let child = position.playing(move)
                nodes[ply] &+= 1
                if child.isOver {
                    gameEnds[ply] &+= 1
                } else if deeper {
                    walk(child, ply: ply + 1)
                }
            }
        }
    }
}
