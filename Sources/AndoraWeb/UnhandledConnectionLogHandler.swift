import Logging

/// Passes everything on to the server's log, except the WebSocket channel's "Error handling upgrade
/// result", which it logs for every connection that closed before its first request was read: that
/// is a client gone or too slow, not a fault of the server's, and comes out at debug level.
struct UnhandledConnectionLogHandler: LogHandler {
    var base: any LogHandler

    /// What the WebSocket channel says of a connection whose first request never came.
    static let unhandledMessage: Logger.Message = "Error handling upgrade result"

    var metadata: Logger.Metadata {
        get { base.metadata }
        set { base.metadata = newValue }
    }

    var logLevel: Logger.Level {
        get { base.logLevel }
        set { base.logLevel = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { base[metadataKey: key] }
        set { base[metadataKey: key] = newValue }
    }

    func log(event: LogEvent) {
        var event = event
        if event.message == Self.unhandledMessage {
            guard base.logLevel <= .debug else { return }
            event.level = .debug
        }
        base.log(event: event)
    }
}
