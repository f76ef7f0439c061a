import AndoraModel

/// `POST /api/backup`'s body: `{"key": "…", "games": […]}`. Each game is read on its own, so that
/// one that does not read keeps none of the others out.
struct BackupRequest: WireShaped, WireDecodable {
    /// The key POST /api/backup answered before; absent for a new backup.
    var key: BackupKey?
    /// The games as sent, each still to be read.
    var games: [JSONValue]

    init(json: JSONValue) throws(WireError) {
        key = try json.read(Self.key)
        games = try json.read(Self.games)
    }

    static let wireName = "BackupRequest"

    static func wireFields(_ shape: inout some WireFields<BackupRequest>) {
        shape.field(Self.key, BackupKey.keySchema) { $0.key }
        shape.field(Self.games, .array(of: .reference(PlayedGame.wireName))) { $0.games }
    }

    static var key: WireField<BackupKey?> { WireField(optional: "key") }
    static var games: WireField<[JSONValue]> { WireField("games") }
}
