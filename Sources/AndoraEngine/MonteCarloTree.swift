import AndoraCore

/// Monte Carlo tree search (UCT) over ``Position`` with random playouts and MCTS-Solver proofs.
///
/// The tree is a flat array of small nodes, children stored side by side, so a search allocates
/// a handful of arrays and no objects. Positions whose result is certain (a move wins at once,
/// or every move loses) are marked proven and are no longer played out, so forced wins and the
/// moves that allow them are seen exactly.
struct MonteCarloTree {
    struct Node {
        /// Playout results for the player who moved into the node: 1 a win, 0.5 a draw.
        var score: Float = 0
        var visits: Int32 = 0
        /// `score / visits`, kept up to date so that selection needs no division.
        var mean: Float = 0
        /// `1 / sqrt(visits)`, kept up to date so that selection needs no square root.
        var inverseRootVisits: Float = 0
        /// `exploration * sqrt(ln visits)`, the parent's part of the UCB1 bonus.
        var explorationScale: Float = 0
        /// Index of the first child, or -1 before expansion.
        var firstChild: Int32 = -1
        var childCount: UInt8 = 0
        var move: UInt8
        /// `won` or `lost` for the player who moved into the node once proven, else `unknown`.
        var proof = Proof.unknown
    }

    enum Proof: UInt8 {
        case unknown, won, lost
    }

    private(set) var nodes: [Node]
    private let root: Position
    private var random: SplitMix64
    private let exploration: Float = 0.9
    private let nodeLimit: Int
    private var path: [Int32] = []

    /// Iterations run so far.
    private(set) var iterations = 0
    /// Moves made so far, in the tree and in playouts.
    private(set) var movesMade = 0

    init(root: Position, seed: UInt64, nodeLimit: Int = 4_000_000) {
        self.root = root
        random = SplitMix64(seed: seed)
        self.nodeLimit = nodeLimit
        nodes = [Node(move: Position.noMove)]
        nodes.reserveCapacity(1 << 16)
        path.reserveCapacity(96)
        if !root.isOver {
            expand(0, root, moves: root.safeMoves)
        }
    }

    /// One iteration: walk down the tree, grow it by one level, play out, and back up the result.
    mutating func iterate() {
        iterations += 1
        var position = root
        var node: Int32 = 0
        path.removeAll(keepingCapacity: true)
        path.append(0)
        while nodes[Int(node)].firstChild >= 0 && nodes[Int(node)].proof == .unknown && !position.isOver {
            node = selectChild(of: node)
            position.play(Move(index: nodes[Int(node)].move))
            path.append(node)
        }
        if nodes[Int(node)].proof == .unknown && !position.isOver && nodes[Int(node)].visits > 0
            && nodes.count < nodeLimit {
            expand(node, position, moves: position.legalMoves)
            if nodes[Int(node)].proof == .unknown {
                node = selectChild(of: node)
                position.play(Move(index: nodes[Int(node)].move))
                path.append(node)
            }
        }
        movesMade += path.count - 1
        let winner: UInt8
        switch nodes[Int(node)].proof {
        case .won: winner = moverInto(depth: path.count - 1)
        case .lost: winner = moverInto(depth: path.count - 1) ^ 1
        case .unknown:
            if position.isOver {
                winner = position.winnerSide
            } else {
                let (result, moves) = position.playout(using: &random, decisive: true)
                winner = result
                movesMade += moves
            }
        }
        backUp(winner: winner)
    }

    /// The move to play: a proven win, else the most visited move not proven lost; `nil` if the
    /// game is over.
    var bestMove: Move? {
        let children = self.children(of: 0)
        guard !children.isEmpty else { return nil }
        if let win = children.first(where: { nodes[$0].proof == .won }) { return Move(index: nodes[win].move) }
        let candidates = children.filter { nodes[$0].proof != .lost }
        let best = (candidates.isEmpty ? Array(children) : candidates).max { nodes[$0].visits < nodes[$1].visits }!
        return Move(index: nodes[best].move)
    }

    /// Whether searching further can change nothing: the root is proven or has one move.
    var rootIsDecided: Bool {
        nodes[0].proof != .unknown || nodes[0].childCount <= 1
    }

    private func children(of node: Int32) -> Range<Int> {
        let first = Int(nodes[Int(node)].firstChild)
        return first < 0 ? 0..<0 : first..<first + Int(nodes[Int(node)].childCount)
    }

    /// The side (0 X, 1 O) that moved into the node at this depth of the path.
    private func moverInto(depth: Int) -> UInt8 {
        depth % 2 == 1 ? root.side : root.side ^ 1
    }

    private mutating func expand(_ node: Int32, _ position: Position, moves: MoveSet) {
        let first = Int32(nodes.count)
        var count: UInt8 = 0
        for move in moves {
            var child = Node(move: move.index)
            if position.playing(move).status == .moverLost {
                child.proof = .won
                nodes[Int(node)].proof = .lost
            }
            nodes.append(child)
            count += 1
        }
        nodes[Int(node)].firstChild = first
        nodes[Int(node)].childCount = count
    }

    /// UCB1 over the children not proven lost, unvisited ones first; a proven win is always chosen.
    private mutating func selectChild(of node: Int32) -> Int32 {
        let scale = nodes[Int(node)].explorationScale
        var best = -1
        var bestValue = -Float.infinity
        for index in children(of: node) {
            let child = nodes[index]
            switch child.proof {
            case .won: return Int32(index)
            case .lost: continue
            case .unknown:
                if child.visits == 0 { return Int32(index) }
                let value = child.mean + scale * child.inverseRootVisits
                if value > bestValue {
                    bestValue = value
                    best = index
                }
            }
        }
        return Int32(best >= 0 ? best : Int(nodes[Int(node)].firstChild))
    }

    /// Adds the result to every node on the path, from the view of the player who moved into it,
    /// and carries proofs upwards: a node is lost for whoever moved into it if one of its moves is
    /// a proven win, and won for them if every one of its moves is a proven loss.
    private mutating func backUp(winner: UInt8) {
        for depth in path.indices.reversed() {
            let node = Int(path[depth])
            let reward: Float = winner == 2 ? 0.5 : (winner == moverInto(depth: depth) ? 1 : 0)
            let score = nodes[node].score + reward
            let visits = nodes[node].visits &+ 1
            let floatVisits = Float(visits)
            nodes[node].score = score
            nodes[node].visits = visits
            nodes[node].mean = score / floatVisits
            nodes[node].inverseRootVisits = 1 / floatVisits.squareRoot()
            nodes[node].explorationScale = exploration * floatVisits.logarithm.squareRoot()
            guard depth + 1 < path.count, nodes[node].proof == .unknown else { continue }
            switch nodes[Int(path[depth + 1])].proof {
            case .won: nodes[node].proof = .lost
            case .lost:
                if children(of: Int32(node)).allSatisfy({ nodes[$0].proof == .lost }) {
                    nodes[node].proof = .won
                }
            case .unknown: break
            }
        }
    }
}

extension Float {
    /// The natural logarithm of a positive number, without Foundation: the exponent from the
    /// bits, the mantissa by a series (error below 1e-4, plenty for UCB1).
    var logarithm: Float {
        let exponent = Float(Int(bitPattern >> 23 & 0xFF) - 127)
        let mantissa = Float(bitPattern: bitPattern & 0x7F_FFFF | 0x3F80_0000)
        let ratio = (mantissa - 1) / (mantissa + 1)
        let square = ratio * ratio
        let series = 2 * ratio * (1 + square / 3 + square * square / 5 + square * square * square / 7)
        return exponent * 0.693_147_18 + series
    }
}

extension Position {
    /// The legal moves, minus those that let the opponent win at once, unless every move does.
    var safeMoves: MoveSet {
        let all = legalMoves
        var safe = all
        for move in all where playing(move).winningMove() != nil {
            safe.bits &= ~(UInt128(1) << move.index)
        }
        return safe.isEmpty ? all : safe
    }
}
