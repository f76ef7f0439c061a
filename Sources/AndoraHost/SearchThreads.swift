import AndoraModel
import Foundation
import Glibc

/// A few dedicated threads for the engine's searches, so that a search (up to a second of CPU)
/// never occupies the threads that answer requests and draw screens.
///
/// Tasks started with this executor as their preference run here; the engine's `@concurrent`
/// search follows that preference, and `Task.isCancelled` stops it. Jobs run in the order they
/// arrive, so searches of different players queue fairly behind each other. On Linux the threads
/// run at a lower scheduling priority (nice 10) than the rest of the process unless told otherwise.
public final class SearchThreads: TaskExecutor, @unchecked Sendable {
    /// One thread per core, for the whole process.
    public static let shared = SearchThreads(count: ProcessInfo.processInfo.activeProcessorCount)

    /// Guards `jobs`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    /// Starts `count` threads (at least one) that live as long as the process; `yielding` lowers
    /// their priority.
    public init(count: Int, yielding: Bool = true) {
        for index in 0..<max(1, count) {
            let thread = Thread { [unowned self] in self.work(yielding: yielding) }
            thread.name = "andora-search-\(index)"
            thread.start()
        }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work(yielding: Bool) {
        #if os(Linux)
        // On Linux the nice value belongs to the thread: 0 names the calling thread only.
        if yielding {
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        }
        #endif
        while true {
            condition.lock()
            while jobs.isEmpty {
                condition.wait()
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
