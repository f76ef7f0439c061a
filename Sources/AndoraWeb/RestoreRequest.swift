import AndoraHost
import AndoraModel

/// `POST /api/restore`'s body: `{"backup": "…", "after": "…"}`, a backup's id and where the
/// previous page of its games ended.
struct RestoreRequest: WireShaped, WireDecodable {
    /// The backup's id, as its link carries it; checked by whoever reads it.
    var backup: String
    /// Where the previous page ended; absent for the first page.
    var after: PlayedGameCursor?

    init(json: JSONValue) throws(WireError) {
        backup = try json.read(Self.backup)
        after = try json.read(Self.after)
    }

    static let wireName = "RestoreRequest"

    static func wireFields(_ shape: inout some WireFields<RestoreRequest>) {
        shape.field(Self.backup, BackupKey.idSchema) { $0.backup }
        shape.field(Self.after, PlayedGameCursor.schema.described("Where the previous page of the backup ended: its answer's next.")) { $0.after }
    }

    static var backup: WireField<String> { WireField("backup") }
    static var after: WireField<PlayedGameCursor?> { WireField(optional: "after") }
}
