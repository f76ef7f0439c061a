import AndoraCore

/// The expert's search: principal variation search with iterative deepening and aspiration
/// windows, a transposition table, history move ordering, late-move reductions and (under the
/// standard rules) extensions, judging the leaves with ``Position/evaluation()`` (through an
/// ``Evaluator``, with the network's hidden layer made for each position from its parent's).
///
/// Deterministic: the same position, node limit and table give the same move. One instance serves
/// one search on one thread; the transposition table may be shared with other searches.
final class AlphaBetaSearch {
    /// The score of a game won at the root; a win `n` plies away scores `win - n`.
    static let win: Int32 = 1_000_000
    /// Scores beyond this are wins or losses the search has proven.
    static let decided = win - 1000
    private static let maxPly = 82

    private let table: TranspositionTable
    /// Judges the leaves, under the root's rules (set by ``bestMove(in:judging:)``).
    private var evaluate = Evaluator(rules: .standard)
    /// Zobrist keys of a mark, by `side * 81 + move index`.
    private let markKeys: UnsafeMutableBufferPointer<UInt64>
    /// How often each move (by `side * 81 + move index`) caused a cut-off lately.
    private let history: UnsafeMutableBufferPointer<Int32>
    /// Two moves a ply that caused a cut-off there lately (``noMove`` for none), by `ply * 2`.
    private let killers: UnsafeMutableBufferPointer<UInt8>
    /// Late-move reductions by `depth * 81 + move number`.
    private let reductions: UnsafeMutableBufferPointer<UInt8>
    private let nodeLimit: Int
    private let checkInterval: Int
    private let shouldStop: () -> Bool
    /// The depth the iterative deepening starts at: helper threads start deeper than the main one.
    private let firstDepth: Int
    /// Moves made so far.
    private(set) var nodes = 0
    /// Leaves judged by the evaluation so far.
    private(set) var evaluations = 0
    /// The root's score for the player to move, from the deepest iteration finished; `nil` before
    /// one finishes, and after a move chosen without searching.
    private(set) var score: Int32?
    /// The depth of the deepest iteration finished (0 before one finishes).
    private(set) var finishedDepth = 0
    private var stopped = false
    /// Plies a late move at a principal-variation node is reduced less than elsewhere:
    /// ``principalReductionRelief`` in play under the standard rules, else 0.
    private var principalRelief = 0
    private var rootBest = Position.noMove

    /// A search that makes at most `nodeLimit` moves, asks `shouldStop` every `checkInterval` of
    /// them, and keeps what it learns in `table`.
    init(table: TranspositionTable, nodeLimit: Int, checkInterval: Int, firstDepth: Int = 1,
         shouldStop: @escaping () -> Bool) {
        self.table = table
        self.nodeLimit = nodeLimit
        self.checkInterval = checkInterval
        self.firstDepth = firstDepth
        self.shouldStop = shouldStop
        markKeys = .allocate(capacity: 162)
        var random = SplitMix64(seed: 0x5EED_AB5E)
        for index in markKeys.indices {
            markKeys[index] = random.next()
        }
        history = .allocate(capacity: 162)
        history.initialize(repeating: 0)
        killers = .allocate(capacity: 2 * Self.maxPly)
        killers.initialize(repeating: Position.noMove)
        reductions = .allocate(capacity: 64 * 81)
        for depth in 0..<64 {
            for number in 0..<81 {
                let logs = Float(max(depth, 1)).logarithm * Float(max(number, 1)).logarithm
                reductions[depth * 81 + number] = UInt8(0.74 + logs / 2.8)
            }
        }
    }

    deinit {
        markKeys.deallocate()
        history.deallocate()
        killers.deallocate()
        reductions.deallocate()
    }

    /// The move to play, or `nil` once the game is over: a win at once if there is one, else the
    /// best move of the deepest search finished, or of the one cut short if it found a better move.
    ///
    /// - Parameter judging: search even a lone legal move, so that ``score`` tells how the
    ///   position stands (a game's review), and every iteration with the full window and the same
    ///   reductions at every node, as the win chance and the review's marks were calibrated; play
    ///   takes a lone move without searching.
    func bestMove(in root: Position, judging: Bool = false) -> Move? {
        guard !root.isOver else { return nil }
        evaluate = Evaluator(rules: root.rules)
        principalRelief = !judging && root.rules == .standard ? Self.principalReductionRelief : 0
        if root.mayWinAtOnce, let (field, slot) = root.winningMove() {
            score = Self.win - 1
            return Move(index: field &* 9 &+ slot)
        }
        let legal = root.legalMoves
        var best = legal.bits.trailingZeroBitCount
        guard legal.count > 1 || judging else { return Move(index: UInt8(best)) }
        let key = markKey(of: root)
        let accumulator = evaluate.accumulator(of: root)
        var last: Int32?
        for depth in firstDepth..<Self.maxPly {
            let score = searchRoot(root, accumulator, key: key, depth: depth, around: judging ? nil : last)
            if rootBest != Position.noMove { best = Int(rootBest) }
            if stopped { break }
            self.score = score
            finishedDepth = depth
            last = score
            if abs(score) > Self.decided { break }
        }
        return Move(index: UInt8(best))
    }

    /// The root's score `depth` plies deep. From ``aspirationDepth`` on it is searched first within
    /// ``aspirationWidth`` of the last iteration's score `last`; where it falls outside, that side
    /// of the window is widened twice as far and the root searched again.
    private func searchRoot(_ root: Position, _ accumulator: Accumulator, key: UInt64, depth: Int, around last: Int32?) -> Int32 {
        guard depth >= Self.aspirationDepth, let last, abs(last) < Self.decided else {
            return search(root, accumulator, key: key, depth: depth, ply: 0, alpha: -Self.win, beta: Self.win)
        }
        var width = Self.aspirationWidth
        var alpha = last - width, beta = last + width
        while true {
            let score = search(root, accumulator, key: key, depth: depth, ply: 0, alpha: alpha, beta: beta)
            if stopped { return score }
            if score <= alpha && alpha > -Self.win {
                width &*= 2
                alpha = max(last - width, -Self.win)
            } else if score >= beta && beta < Self.win {
                width &*= 2
                beta = min(last + width, Self.win)
            } else {
                return score
            }
        }
    }

    /// The Zobrist key of the marks on the board.
    private func markKey(of position: Position) -> UInt64 {
        var key: UInt64 = 0
        for side in 0..<2 {
            for field in 0..<9 {
                var cells = position.marks[side * 9 + field]
                while cells != 0 {
                    key ^= markKeys[side * 81 + field * 9 + cells.trailingZeroBitCount]
                    cells &= cells &- 1
                }
            }
        }
        return key
    }

    /// The full key: the marks' key with the mini-fields that count, the destination and the side.
    @inline(__always)
    private static func key(_ markKey: UInt64, of position: Position) -> UInt64 {
        var mixed = UInt64(position.counting) | UInt64(position.nextField) << 32 | UInt64(position.side) << 40
        mixed = (mixed ^ mixed >> 31) &* 0x9E37_79B9_7F4A_7C15
        return markKey ^ (mixed ^ mixed >> 29)
    }

    /// The score of a position in progress (of hidden layer `accumulator`) for the player to move,
    /// searched `depth` plies deep, within `alpha…beta` (fail-soft).
    private func search(_ position: Position, _ accumulator: Accumulator, key: UInt64, depth: Int, ply: Int, alpha: Int32, beta: Int32) -> Int32 {
        if position.mayWinAtOnce && position.winningMove() != nil { return Self.win - Int32(ply) - 1 }
        if depth <= 0 || ply >= Self.maxPly {
            let captures = position.rules == .standard ? Self.quiescencePlies : 0
            return quiescence(position, accumulator, ply: ply, captures: captures, alpha: alpha, beta: beta)
        }
        let isPrincipal = beta - alpha > 1
        let fullKey = Self.key(key, of: position)
        let entry = table.entry(for: fullKey)
        var tableMove = Position.noMove
        if let entry {
            tableMove = entry.move
            let score = Self.fromTable(entry.score, ply: ply)
            if !isPrincipal && Int(entry.depth) >= depth {
                switch entry.bound {
                case .exact: return score
                case .lower where score >= beta: return score
                case .upper where score <= alpha: return score
                default: break
                }
            }
        }

        if !isPrincipal && depth <= Self.futileDepth && abs(beta) < Self.decided {
            evaluations &+= 1
            let estimate = evaluate(position, accumulator)
            if estimate - Self.futilityMargin * Int32(depth) >= beta { return estimate }
        }

        var moves = InlineArray<81, UInt8>(repeating: 0)
        var scores = InlineArray<81, Int32>(repeating: 0)
        let count = orderedMoves(of: position, ply: ply, tableMove: tableMove, into: &moves, scores: &scores)
        let sideBase = Int(position.side) &* 81
        let extendsTableMove = position.rules == .standard && entry.map {
            Int($0.depth) >= depth - Self.tableMoveDepthShortfall && ($0.bound == .exact || $0.bound == .lower)
        } ?? false
        let relief = isPrincipal ? principalRelief : 0
        var alpha = alpha
        var best = -Self.win
        var bestMove = Position.noMove
        var bound = TranspositionTable.Bound.upper
        for number in 0..<count {
            Self.bringBest(from: number, count: count, of: &moves, scores: &scores)
            let move = moves[number]
            var child = position
            child.play(field: move / 9, slot: move % 9)
            nodes &+= 1
            if nodes >= nodeLimit || (nodes % checkInterval == 0 && shouldStop()) {
                stopped = true
                return 0
            }
            let childKey = key ^ markKeys[sideBase &+ Int(move)]
            // Extensions (standard rules): the move is searched, and its cut-off rewarded, a ply deeper.
            let extended = (count == 1 && position.rules == .standard) || (extendsTableMove && move == tableMove)
            let depth = extended ? depth + 1 : depth
            var score: Int32
            if child.isOver {
                score = child.status == .draw ? 0 : Self.win - Int32(ply) - 1
            } else {
                let childAccumulator = evaluate.accumulator(accumulator, after: move, from: position, to: child)
                if number == 0 {
                    score = -search(child, childAccumulator, key: childKey, depth: depth - 1, ply: ply + 1, alpha: -beta, beta: -alpha)
                } else {
                    let reduction = number >= 3 && depth >= 3 && scores[number] < Self.captureBonus
                        ? max(Int(reductions[min(depth, 63) * 81 + number]) - relief, 0) : 0
                    score = -search(child, childAccumulator, key: childKey, depth: depth - 1 - reduction, ply: ply + 1,
                                    alpha: -alpha - 1, beta: -alpha)
                    // A search stopped by its budget makes no further move: its scores are not read.
                    if score > alpha && reduction > 0 && !stopped {
                        score = -search(child, childAccumulator, key: childKey, depth: depth - 1, ply: ply + 1, alpha: -alpha - 1, beta: -alpha)
                    }
                    if score > alpha && score < beta && isPrincipal && !stopped {
                        score = -search(child, childAccumulator, key: childKey, depth: depth - 1, ply: ply + 1, alpha: -beta, beta: -alpha)
                    }
                }
            }
            if stopped { return 0 }
            guard score > best else { continue }
            best = score
            guard score > alpha else { continue }
            alpha = score
            bestMove = move
            bound = .exact
            if ply == 0 { rootBest = move }
            if score >= beta {
                bound = .lower
                rewardCutoff(by: number, of: moves, side: sideBase, depth: depth)
                if scores[number] < Self.captureBonus && killers[2 &* ply] != move {
                    killers[2 &* ply &+ 1] = killers[2 &* ply]
                    killers[2 &* ply] = move
                }
                break
            }
        }
        if entry.map({ depth >= Int($0.depth) || bound == .exact }) ?? true {
            table.store(.init(score: Self.toTable(best, ply: ply), move: bestMove, depth: Int8(depth), bound: bound),
                        for: fullKey)
        }
        return best
    }

    /// How many captures in a row the search follows beyond its depth, under the standard rules
    /// (under `first` it lost 41.7 % of 60 games at 50 ms a move against the search without it).
    private static let quiescencePlies = 4

    /// The score of a leaf, for the player to move, within `alpha…beta` (fail-soft): the
    /// evaluation, or better, what taking a mini-field at once brings when the other side's
    /// answer, followed up to `captures` plies of taking mini-fields, cannot undo it.
    private func quiescence(_ position: Position, _ accumulator: Accumulator, ply: Int, captures: Int, alpha: Int32, beta: Int32) -> Int32 {
        if position.mayWinAtOnce && position.winningMove() != nil { return Self.win - Int32(ply) - 1 }
        evaluations &+= 1
        var best = evaluate(position, accumulator)
        guard best < beta, captures > 0, ply < Self.maxPly else { return best }
        var alpha = max(alpha, best)
        var fields = position.playableFields
        while fields != 0 {
            let field = UInt8(truncatingIfNeeded: fields.trailingZeroBitCount)
            fields &= fields &- 1
            guard position.canGain(field: field) else { continue }
            var capturing = Grid.completingCells(position.moverCells(inField: field)) & position.emptyCells(inField: field)
            while capturing != 0 {
                let slot = UInt8(truncatingIfNeeded: capturing.trailingZeroBitCount)
                capturing &= capturing &- 1
                var child = position
                child.play(field: field, slot: slot)
                nodes &+= 1
                if nodes >= nodeLimit || (nodes % checkInterval == 0 && shouldStop()) {
                    stopped = true
                    return 0
                }
                let score = child.isOver ? (child.status == .draw ? 0 : Self.win - Int32(ply) - 1)
                    : -quiescence(child, evaluate.accumulator(accumulator, after: field &* 9 &+ slot, from: position, to: child),
                                  ply: ply + 1, captures: captures - 1, alpha: -beta, beta: -alpha)
                if stopped { return 0 }
                guard score > best else { continue }
                best = score
                guard score > alpha else { continue }
                alpha = score
                if score >= beta { return best }
            }
        }
        return best
    }

    /// Under the standard rules a lone legal move, and the move the table holds for the position
    /// from a search at most this many plies shallower that ended in an exact score or a cut-off,
    /// are searched a ply deeper (crossfish's "singular" extension, without its verification
    /// search): 64.4 % against crossfish at 200 ms where the search without them had 56.9 %, on
    /// the same 80 openings (docs/ENGINE.md, "Matches").
    private static let tableMoveDepthShortfall = 3

    /// Aspiration windows: from this depth on an iteration first searches the root within
    /// ``aspirationWidth`` of the last one's score. At 100,000 moves a move it scored 54.3 % of
    /// 800 games against the search without under the standard rules, 50.3 % under `first`
    /// (docs/ENGINE.md, "Matches"). Play only: a judgement searches with the full window (see
    /// ``bestMove(in:judging:)``).
    private static let aspirationDepth = 4
    private static let aspirationWidth: Int32 = 50

    /// In play under the standard rules a late move at a principal-variation node is reduced this
    /// many plies less than the reduction table says (at most to none). At 100,000 moves a move it
    /// scored 53.2 % of 800 games against the search without under the standard rules; under
    /// `first`, one ply less scored 47.1 % of 800 (docs/ENGINE.md, "Matches").
    private static let principalReductionRelief = 2

    /// Below this depth a node off the principal variation whose evaluation beats beta by
    /// ``futilityMargin`` a ply is taken as a cut-off without searching it (reverse futility pruning).
    private static let futileDepth = 3
    private static let futilityMargin: Int32 = 150

    /// Ordering bonus of a move that makes its mini-field count for the mover.
    private static let captureBonus: Int32 = 100_000
    /// Ordering bonus of a killer move: above any history score.
    private static let killerBonus: Int32 = 20_000
    /// Ordering penalty of a move that sends the opponent where they can take a mini-field at once.
    private static let givesCapturePenalty: Int32 = 50_000
    /// Ordering penalty of a move that lets the opponent play anywhere (standard rules).
    private static let freesOpponentPenalty: Int32 = 30_000

    /// Writes the legal moves with their ordering scores and returns how many: the table's move
    /// first, then moves that take a mini-field, then the ply's killers, then by history, those that hand the opponent a
    /// mini-field or a free choice last.
    private func orderedMoves(of position: Position, ply: Int, tableMove: UInt8, into moves: inout InlineArray<81, UInt8>,
                              scores: inout InlineArray<81, Int32>) -> Int {
        let side = Int(position.side)
        let killer = killers[2 &* ply], secondKiller = killers[2 &* ply &+ 1]
        let closed = position.rules == .standard ? position.closedFields : 0
        var count = 0
        var fields = position.playableFields
        while fields != 0 {
            let field = UInt8(truncatingIfNeeded: fields.trailingZeroBitCount)
            fields &= fields &- 1
            var empty = position.emptyCells(inField: field)
            let capturing = position.canGain(field: field)
                ? Grid.completingCells(position.moverCells(inField: field)) & empty : 0
            while empty != 0 {
                let slot = UInt8(truncatingIfNeeded: empty.trailingZeroBitCount)
                empty &= empty &- 1
                let move = field &* 9 &+ slot
                var score = history[side &* 81 &+ Int(move)]
                if move == tableMove {
                    score = .max
                } else {
                    if capturing & 1 << slot != 0 { score &+= Self.captureBonus }
                    if move == killer || move == secondKiller { score &+= Self.killerBonus }
                    if closed & 1 << slot != 0 {
                        score &-= Self.freesOpponentPenalty
                    } else if position.opponentCanTake(field: slot) {
                        score &-= Self.givesCapturePenalty
                    }
                }
                moves[count] = move
                scores[count] = score
                count &+= 1
            }
        }
        return count
    }

    /// Swaps the best-scored of the moves from `start` on into place `start`.
    @inline(__always)
    private static func bringBest(from start: Int, count: Int, of moves: inout InlineArray<81, UInt8>,
                                  scores: inout InlineArray<81, Int32>) {
        var best = start
        for index in start &+ 1 ..< count where scores[index] > scores[best] {
            best = index
        }
        guard best != start else { return }
        moves.swapAt(start, best)
        scores.swapAt(start, best)
    }

    /// History: the move that cut off gains, the moves tried before it lose, by the depth squared;
    /// scores stay within ±16384.
    private func rewardCutoff(by number: Int, of moves: InlineArray<81, UInt8>, side: Int, depth: Int) {
        let bonus = Int32(min(depth * depth, 400))
        for index in 0...number {
            let entry = side &+ Int(moves[index])
            let change = index == number ? bonus : -bonus
            history[entry] &+= change &- history[entry] &* bonus / 16384
        }
    }

    /// A score as the table keeps it: wins and losses counted from the node, not the root.
    private static func toTable(_ score: Int32, ply: Int) -> Int32 {
        score > decided ? score + Int32(ply) : score < -decided ? score - Int32(ply) : score
    }

    private static func fromTable(_ score: Int32, ply: Int) -> Int32 {
        score > decided ? score - Int32(ply) : score < -decided ? score + Int32(ply) : score
    }
}

extension Position {
    /// Whether the player who is not to move could make the mini-field count with one move
    /// there, were they sent to it.
    @inline(__always)
    func opponentCanTake(field: UInt8) -> Bool {
        let opponent = side ^ 1
        let opponentBit = UInt32(1) << (UInt32(opponent) &* 16 &+ UInt32(field))
        let gainable = rules == .any ? counting & opponentBit == 0 : counting & (0x1_0001 << field) == 0
        return gainable && Grid.completingCells(waitingCells(inField: field)) & emptyCells(inField: field) != 0
    }
}
