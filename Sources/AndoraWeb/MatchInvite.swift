import AndoraModel

/// `GET /api/invite`: what the host's page shows to bring the second device in.
struct MatchInvite: WireShaped {
    var code: String
    /// Opens the page on the other device and takes the free seat.
    var link: String
    /// Opens the page and watches the match, never taking a seat.
    var watchLink: String
    /// The QR code of ``link`` as a standalone SVG.
    var qr: String
    /// Why no other device can open the link, and the fix; absent when one can.
    var note: String?

    init(code: MatchCode, origin: String, note: String?, language: Language) {
        self.code = code.rawValue
        self.note = note
        link = origin + "/?join=" + code.rawValue
        watchLink = origin + "/?watch=" + code.rawValue
        // An invite link is far below the QR code's 213 bytes; a longer one (a very long host name) has no picture.
        qr = (try? QRCode(text: link))?.svg(title: Localizer(language: language).text(WebText.inviteQR)) ?? ""
    }

    static let wireName = "MatchInvite"

    static func wireFields(_ shape: inout some WireFields<MatchInvite>) {
        shape.field("code", .string) { $0.code }
        shape.field("link", .string) { $0.link }
        shape.field("watchLink", .string) { $0.watchLink }
        shape.field("qr", .string.described("The QR code of link as a standalone SVG.")) { $0.qr }
        shape.field("note", LinkOrigin.noteSchema) { $0.note }
    }
}
