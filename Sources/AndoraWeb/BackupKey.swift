import AndoraModel
import Crypto

/// What adds games to a backup: 128 random bits in lowercase hex, handed to the page that made the
/// backup and kept by it alone. The backup's id, which its link and QR code carry, is derived from
/// the key one way (SHA-256), so a link restores the games and cannot add to them or remove any.
struct BackupKey: Hashable {
    let rawValue: String

    /// A key as a page sends it back; `nil` unless it has the shape of a key this server hands out.
    init?(_ text: String) {
        guard ProfileID.backup(text) != nil else { return nil }
        rawValue = text
    }

    /// A new unguessable key.
    static func random() -> BackupKey {
        var generator = SystemRandomNumberGenerator()
        return BackupKey(ProfileID.random(using: &generator).rawValue)!
    }

    /// The backup's id: the first 128 bits of the key's SHA-256, in lowercase hex.
    var backup: String {
        SHA256.hash(data: Array("andora backup \(rawValue)".utf8)).prefix(16).map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The schema of a key where the API carries it.
    static var keySchema: WireSchema {
        WireSchema.string.with("pattern", idPattern)
            .described("What adds games to a backup, as POST /api/backup answered it: only the page that made the backup holds it.")
    }

    /// The schema of a backup's id where the API carries it.
    static var idSchema: WireSchema {
        WireSchema.string.with("pattern", idPattern)
            .described("A backup's id, as its link carries it: it reads the backup's games and adds none.")
    }

    /// A key and a backup's id alike: 128 bits in lowercase hex.
    private static let idPattern = "^[0-9a-f]{32}$"

    /// Where the backup's games are stored.
    var storedAs: ProfileID {
        ProfileID.backup(backup)!
    }
}

/// On the wire a key is its text; text of another shape is refused.
extension BackupKey: WireCodable {
    init(json: JSONValue) throws(WireError) {
        guard let key = BackupKey(try json.string()) else { throw .expected("a backup key") }
        self = key
    }

    func write(to json: inout JSONWriter) { json.string(rawValue) }
}
