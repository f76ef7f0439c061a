import AndoraHost
import AndoraModel
import Synchronization

/// A shared store where, once `contest(times:)` is called, another server commits the profile
/// first that many times: the host's commits are refused with ``ProfileChangedElsewhere``, each
/// time with the profile one version further.
final class ContestedProfileStore: SharedProfileStore, ForwardingProfileStore {
    let stored = MemoryProfileStore()
    private let versions = Mutex((current: Int64(0), refusalsLeft: 0))

    func contest(times: Int) {
        versions.withLock { $0.refusalsLeft = times }
    }

    func version(of id: ProfileID) async throws -> Int64 {
        versions.withLock { $0.current }
    }

    func commit(_ changes: [StoreChange], for id: ProfileID, expecting version: Int64) async throws -> Int64 {
        let accepted = versions.withLock { versions in
            if versions.refusalsLeft > 0 {
                versions.refusalsLeft -= 1
                versions.current += 1
            }
            guard versions.current == version else { return false }
            versions.current += 1
            return true
        }
        guard accepted else { throw ProfileChangedElsewhere(profile: id, expected: version, found: version + 1) }
        try await stored.commit(changes, for: id)
        return version + 1
    }

    func commit(_ changes: [StoreChange], for id: ProfileID) async throws { try await stored.commit(changes, for: id) }
}
