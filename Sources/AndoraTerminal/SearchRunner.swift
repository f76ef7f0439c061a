import AndoraApp
import Synchronization

/// Runs the app model's searches (``AppEffect/think(_:)``) in the background so that keys keep
/// working, and collects their answers for the terminal loop to pass on.
public final class SearchRunner: Sendable {
    private struct Work {
        var searches: [Int: Task<Void, Never>] = [:]
        var answers: [AppIntent] = []
    }

    private let work = Mutex(Work())

    public init() {}

    /// Starts the search; its answer shows up in ``takeAnswers()`` unless it is cancelled first.
    public func start(_ request: ThinkRequest) {
        let search = Task { [self] in
            let answer = await think(request)
            work.withLock { work in
                work.searches[request.id] = nil
                if !Task.isCancelled {
                    work.answers.append(answer)
                }
            }
        }
        work.withLock { $0.searches[request.id] = search }
    }

    /// Cancels every search but the one the model still awaits (none once the player has left the game).
    public func keepOnly(_ awaited: Int?) {
        work.withLock { work in
            for (id, search) in work.searches where id != awaited {
                search.cancel()
                work.searches[id] = nil
            }
        }
    }

    /// The answers that arrived since the last call, oldest first.
    public func takeAnswers() -> [AppIntent] {
        work.withLock { work in
            defer { work.answers = [] }
            return work.answers
        }
    }

    /// Waits until every search still running has ended.
    public func finish() async {
        for search in work.withLock({ Array($0.searches.values) }) {
            await search.value
        }
    }
}
