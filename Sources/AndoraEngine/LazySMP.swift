#if !hasFeature(Embedded)
import Dispatch
import Synchronization

/// The expert's search on several threads at once, "lazy SMP": besides the search on the calling
/// thread, helpers run their own iterative deepening over the same transposition table, each
/// starting a ply deeper than the one before, so that the table holds deeper results when the
/// main search comes to ask. The main search's move is played; when it stops, the helpers stop.
struct LazySMP {
    let threads: Int
    let checkInterval: Int

    /// What the helpers share with the main search.
    private final class Shared: Sendable {
        let stopped = Atomic<Bool>(false)
        let nodes = Atomic<Int>(0)
        let evaluations = Atomic<Int>(0)
    }

    /// The main search's move, with the work of all threads.
    func search(_ root: Position, table: TranspositionTable, shouldStop: @escaping () -> Bool) -> SearchResult {
        let shared = Shared()
        let helpers = DispatchGroup()
        for index in 1..<threads {
            // A queue of its own gets a thread of its own even when the shared pool is busy.
            DispatchQueue(label: "andora.search.helper").async(group: helpers) { [checkInterval] in
                let helper = AlphaBetaSearch(
                    table: table, nodeLimit: .max, checkInterval: checkInterval, firstDepth: 1 + index
                ) { shared.stopped.load(ordering: .relaxed) }
                _ = helper.bestMove(in: root)
                shared.nodes.add(helper.nodes, ordering: .relaxed)
                shared.evaluations.add(helper.evaluations, ordering: .relaxed)
            }
        }
        let main = AlphaBetaSearch(table: table, nodeLimit: .max, checkInterval: checkInterval, shouldStop: shouldStop)
        let move = main.bestMove(in: root)
        shared.stopped.store(true, ordering: .relaxed)
        helpers.wait()
        let nodes = main.nodes + shared.nodes.load(ordering: .relaxed)
        return SearchResult(move: move, iterations: nodes, positions: nodes + main.evaluations
                            + shared.evaluations.load(ordering: .relaxed))
    }
}
#endif
