import Foundation

/// The `andora` executable built beside the test bundle, for tests of the command line.
public enum AndoraExecutable {
    public static var path: String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [beside, beside.deletingLastPathComponent()].map { $0.appendingPathComponent("andora").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }

    /// Runs `andora` with the arguments to its end, in `directory` if given; returns its exit
    /// status and standard error.
    public static func run(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, error: String) {
        let process = Process()
        process.currentDirectoryURL = directory
        let error = Pipe()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
