import Foundation

/// The `andora` executable built beside the test bundle, for tests of the command line.
public enum AndoraExecutable {
    public static var path: String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [beside, beside.deletingLastPathComponent()].map { $0.appendingPathComponent("andora").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }

    /// Runs `andora` with the arguments to its end, in `directory` if given; returns its exit
    /// status and standard error. Waits without holding a thread of Swift's pool, which the web
    /// tests' servers need.
    public static func run(_ arguments: [String], in directory: URL? = nil) async throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("andora-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let error = try FileHandle(forWritingTo: errorFile)
        defer { try? error.close() }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return (status, try String(contentsOf: errorFile, encoding: .utf8))
    }
}
