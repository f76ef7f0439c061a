import Foundation

/// Files for one test: a fresh directory, the committed fixtures, and the bytes of a database file.
enum TestFiles {
    /// A fresh directory under the system's temporary directory.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("andora-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A copy of a committed fixture in a fresh directory, so tests never change the original.
    static func copy(ofFixture name: String) throws -> URL {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
        let copy = try directory().appendingPathComponent(name)
        try FileManager.default.copyItem(at: fixture, to: copy)
        return copy
    }

    /// What a database holds on disk now: its file, its write-ahead log and its rollback journal
    /// (a missing companion and an empty one hold the same: nothing). The `-shm` index is not data.
    static func contents(ofDatabase url: URL) -> [Data] {
        ["", "-wal", "-journal"].map { (try? Data(contentsOf: URL(fileURLWithPath: url.path + $0))) ?? Data() }
    }
}
