import AndoraModel

/// `POST /api/backup`'s answer: the key that adds to the backup, where a page's games are kept on
/// the server, and how another browser reaches them.
struct BackupLink: WireShaped {
    /// What adds games to the backup: the page keeps it, shows it to nobody, and sends it with its
    /// next backup.
    var key: String
    /// The backup's id, which its link carries: it reads the games, and adds none.
    var backup: String
    /// Opens the page on another browser and brings the games there (`/?restore=…`).
    var link: String
    /// The QR code of ``link`` as a standalone SVG.
    var qr: String
    /// How many of the request's games could not be read, and were not kept.
    var refused: Int
    /// Why no other device can open the link, and the fix; absent when one can.
    var note: String?

    init(key: BackupKey, origin: String, note: String?, refused: Int, language: Language) {
        self.key = key.rawValue
        self.note = note
        backup = key.backup
        self.refused = refused
        link = origin + "/?restore=" + backup
        qr = (try? QRCode(text: link))?.svg(title: Localizer(language: language).text(WebText.backupQR)) ?? ""
    }

    static let wireName = "BackupLink"

    static func wireFields(_ shape: inout some WireFields<BackupLink>) {
        shape.field("key", BackupKey.keySchema) { $0.key }
        shape.field("backup", BackupKey.idSchema) { $0.backup }
        shape.field("link", .string.described("Opens the page on another browser and brings the games there (/?restore=ID).")) { $0.link }
        shape.field("qr", .string.described("The QR code of link as a standalone SVG.")) { $0.qr }
        shape.field("refused", WireSchema.typed("integer").with("minimum", 0).described("How many of the request's games could not be read (moves that are not a legal game, rules no game has) and were not kept.")) { $0.refused }
        shape.field("note", LinkOrigin.noteSchema) { $0.note }
    }
}
