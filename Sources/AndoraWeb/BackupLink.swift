import AndoraModel

/// `POST /api/backup`'s answer: the key that adds to the backup, where a page's games are kept on
/// the server, and how another browser reaches them.
struct BackupLink: Encodable {
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
}
