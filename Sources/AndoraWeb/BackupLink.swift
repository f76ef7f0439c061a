import AndoraModel

/// `POST /api/backup`'s answer: where a page's games are kept on the server, and how another
/// browser reaches them.
struct BackupLink: Encodable {
    /// The backup's id, which the page keeps and sends with its next backup.
    var backup: String
    /// Opens the page on another browser and brings the games there (`/?restore=…`).
    var link: String
    /// The QR code of ``link`` as a standalone SVG.
    var qr: String
    /// How many of the request's games could not be read, and were not kept.
    var refused: Int

    init(backup: ProfileID, origin: String, refused: Int, language: Language) {
        self.backup = backup.rawValue
        self.refused = refused
        link = origin + "/?restore=" + backup.rawValue
        qr = (try? QRCode(text: link))?.svg(title: Localizer(language: language).text(WebText.backupQR)) ?? ""
    }
}
