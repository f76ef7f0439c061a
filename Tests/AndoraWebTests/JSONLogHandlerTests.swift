import AndoraWeb
import Foundation
import Logging
import Synchronization
import Testing

/// `andora serve`'s structured log: every line one JSON object a machine reads as it is.
@Suite final class JSONLogHandlerTests: Sendable {
    /// The lines written so far.
    private let lines = Mutex<[String]>([])
    private var written: [String] { lines.withLock { $0 } }

    /// A logger whose lines are kept in `lines`.
    private func logger() -> Logger {
        Logger(label: "andora.test") { label in JSONLogHandler(label: label) { line in self.lines.withLock { $0.append(line) } } }
    }

    private func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func aLineIsOneJSONObjectWithTheTimeLevelLabelMessageAndMetadata() throws {
        var logger = logger()
        logger[metadataKey: "server"] = "a"
        logger.warning("store: \"disk\" full\nagain", metadata: ["match": "ABC234", "server": "b", "sides": ["x", "o"]])
        #expect(written.count == 1 && written[0].hasSuffix("}\n") && written[0].dropLast().allSatisfy { $0 != "\n" })
        let line = try object(written[0])
        #expect(line["level"] as? String == "warning" && line["label"] as? String == "andora.test")
        #expect(line["message"] as? String == "store: \"disk\" full\nagain")
        let metadata = try #require(line["metadata"] as? [String: Any])
        #expect(metadata["match"] as? String == "ABC234" && metadata["server"] as? String == "b", "the message's metadata wins")
        #expect(metadata["sides"] as? [String] == ["x", "o"])
        let time = try #require(line["time"] as? String)
        #expect(time.hasSuffix("Z") && time.contains("."), "UTC, with milliseconds: \(time)")
    }

    @Test func levelsBelowTheLoggersAreNotWritten() {
        var logger = logger()
        logger.logLevel = .warning
        logger.info("quiet")
        logger.error("loud")
        #expect(written.count == 1)
    }
}
