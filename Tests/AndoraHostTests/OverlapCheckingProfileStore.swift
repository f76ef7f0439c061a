import AndoraHost
import AndoraModel
import Synchronization

/// A store whose commits take a while (they yield several times before they land) and which notes
/// any commit that begins while another is still under way, and the moves each commit left stored.
final class OverlapCheckingProfileStore: ForwardingProfileStore {
    let stored = MemoryProfileStore()
    private let log = Mutex((inFlight: 0, overlaps: 0, storedMoveCounts: [Int]()))

    /// Commits that began while another was under way.
    var overlaps: Int { log.withLock { $0.overlaps } }

    /// The number of moves the saved game held after each commit, in the order the commits landed.
    var storedMoveCounts: [Int] { log.withLock { $0.storedMoveCounts } }

    func commit(_ changes: [StoreChange], for id: ProfileID) async throws {
        log.withLock { log in
            if log.inFlight > 0 { log.overlaps += 1 }
            log.inFlight += 1
        }
        for _ in 0..<5 { await Task.yield() }
        try await stored.commit(changes, for: id)
        let moves = try await stored.profile(id)?.game?.board.moves.count ?? 0
        log.withLock { log in
            log.storedMoveCounts.append(moves)
            log.inFlight -= 1
        }
    }
}
