import AndoraHost
import AndoraModel
import Foundation
import Testing

/// A test that keeps a core busy for seconds.
///
/// Swift runs every test on one shared pool of a thread per core. A few such tests there would
/// hold it for a minute, and the servers of web tests, whose answers run on that pool too, would
/// miss their clients' deadlines. So these tests run on threads of their own, which share the
/// cores with the pool instead of holding it (at the same priority, so that a busy machine does not
/// leave them waiting).
public struct CPUBound: TestTrait, SuiteTrait, TestScoping {
    /// Each case of each test in a suite marked so.
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(Self.threads) { try await function() }
    }

    private static let threads = SearchThreads(count: ProcessInfo.processInfo.activeProcessorCount, yielding: false)
}

extension Trait where Self == CPUBound {
    /// Runs the test on threads of its own, off the shared pool (see `CPUBound`).
    public static var cpuBound: Self { CPUBound() }
}
