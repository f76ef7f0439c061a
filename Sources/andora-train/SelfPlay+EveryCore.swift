import AndoraCore
import AndoraEngine
import Dispatch
import Synchronization

extension SelfPlay {
    /// The expert's self-play games of the seeds (2 to 8 random opening moves each, the rule set
    /// `rules(seed)`), played on every core, in the order of the seeds. `finished` hears each
    /// game's seed and how many games are done so far, from whichever thread played it.
    static func onEveryCore(
        seeds: ClosedRange<UInt64>, nodes: Int, rules: @Sendable (UInt64) -> RuleSet,
        finished: @Sendable (_ seed: UInt64, _ done: Int) -> Void
    ) -> [SelfPlay] {
        let seeds = Array(seeds)
        let results = Mutex(seeds.map { _ in SelfPlay?.none })
        let done = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: seeds.count) { index in
            let seed = seeds[index]
            let game = SelfPlay(rules: rules(seed), seed: seed, openingMoves: 2 + Int(seed % 7), nodes: nodes)
            results.withLock { $0[index] = game }
            finished(seed, done.add(1, ordering: .relaxed).newValue)
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
