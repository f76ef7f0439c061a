import Foundation
import Logging

/// `andora serve`'s log (docs/DEPLOY.md): one JSON object a line, for a log collector to read
/// without patterns: `time` (ISO 8601, UTC, milliseconds), `level`, `label` (the logger's),
/// `message`, and `metadata` (the logger's and the message's, the message's winning), each value a
/// string, or a list or object of them.
public struct JSONLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .info
    private let label: String
    private let write: @Sendable (String) -> Void

    /// - Parameter write: takes each line, newline included; by default standard error gets it.
    public init(label: String, write: @escaping @Sendable (String) -> Void = JSONLogHandler.standardError) {
        self.label = label
        self.write = write
    }

    /// Writes the line to standard error at once, in one write.
    @Sendable public static func standardError(_ line: String) {
        FileHandle.standardError.write(Data(line.utf8))
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        var object: [String: Any] = [
            "time": Self.timestamp(Date()), "level": event.level.rawValue, "label": label, "message": event.message.description,
        ]
        if !merged.isEmpty { object["metadata"] = merged.mapValues(Self.plain) }
        // Strings, lists and objects of them always serialize.
        let json = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        write(String(decoding: json, as: UTF8.self) + "\n")
    }

    private static func plain(_ value: Logger.Metadata.Value) -> Any {
        switch value {
        case .string(let text): text
        case .stringConvertible(let value): value.description
        case .array(let values): values.map(plain)
        case .dictionary(let values): values.mapValues(plain)
        }
    }

    private static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
