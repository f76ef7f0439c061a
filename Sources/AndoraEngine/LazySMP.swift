#if !hasFeature(Embedded)
import Dispatch
import Synchronization

/// The expert's search on several threads at once, "lazy SMP": besides the search on the calling
/// thread, helpers run their own iterative deepening over the same transposition table, each
/// starting a ply deeper than the one before (from 2 to 9, then from 2 again), so that the table
/// holds deeper results when the main search comes to ask. When the main search stops, the helpers stop, and the move of the
/// thread that finished the deepest iteration is played (the main search's on a tie).
struct LazySMP {
    let threads: Int
    let checkInterval: Int

    /// What the helpers share with the main search.
    private final class Shared: Sendable {
        let stopped = Atomic<Bool>(false)
        let nodes = Atomic<Int>(0)
        let evaluations = Atomic<Int>(0)
        /// The deepest iteration a helper finished, and that helper's move.
        let deepest = Mutex<(depth: Int, move: Move?)>((0, nil))
    }

    /// The depth the helper numbered `index` (from 1) starts at: staggered over eight depths, so
    /// that any number of helpers starts within the deepest search there is.
    static func firstDepth(ofHelper index: Int) -> Int {
        2 + (index - 1) % 8
    }

    /// The main search's move, with the work of all threads.
    func search(_ root: Position, table: TranspositionTable, shouldStop: @escaping () -> Bool) -> SearchResult {
        let shared = Shared()
        let helpers = DispatchGroup()
        for index in 1..<threads {
            // A queue of its own gets a thread of its own even when the shared pool is busy.
            DispatchQueue(label: "andora.search.helper").async(group: helpers) { [checkInterval] in
                let helper = AlphaBetaSearch(
                    table: table, nodeLimit: .max, checkInterval: checkInterval, firstDepth: Self.firstDepth(ofHelper: index)
                ) { shared.stopped.load(ordering: .relaxed) }
                let move = helper.bestMove(in: root)
                shared.deepest.withLock { if helper.finishedDepth > $0.depth { $0 = (helper.finishedDepth, move) } }
                shared.nodes.add(helper.nodes, ordering: .relaxed)
                shared.evaluations.add(helper.evaluations, ordering: .relaxed)
            }
        }
        let main = AlphaBetaSearch(table: table, nodeLimit: .max, checkInterval: checkInterval, shouldStop: shouldStop)
        var move = main.bestMove(in: root)
        shared.stopped.store(true, ordering: .relaxed)
        helpers.wait()
        let deepest = shared.deepest.withLock { $0 }
        if deepest.depth > main.finishedDepth { move = deepest.move }
        let nodes = main.nodes + shared.nodes.load(ordering: .relaxed)
        return SearchResult(move: move, iterations: nodes, positions: nodes + main.evaluations
                            + shared.evaluations.load(ordering: .relaxed))
    }
}
#endif
