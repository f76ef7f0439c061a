/// Every text the web front end adds to the app model's (API errors, the page's own labels), by its key; the texts are in `WebText+English.swift` and `WebText+Russian.swift`.
public enum WebText: String, Hashable, Sendable, CaseIterable {
    case invalidJSON = "error.invalidJSON"
    case unknownIntent = "error.unknownIntent"
    /// Arguments: the field (a JSON path such as `cell`) and the intent's type.
    case invalidIntentField = "error.invalidIntentField"
    /// Argument: the limit in bytes.
    case tooLarge = "error.tooLarge"
    case notJSON = "error.notJSON"
    case sessionExpired = "error.sessionExpired"
    case unknownLanguage = "error.unknownLanguage"
    case notFound = "error.notFound"
    case foreignHost = "error.foreignHost"
    case crossOrigin = "error.crossOrigin"
    case badPath = "error.badPath"
    /// Argument: the methods the address takes, such as "GET, HEAD".
    case methodNotAllowed = "error.methodNotAllowed"
    case malformedRequest = "error.malformedRequest"
    /// Argument: seconds until the client may try again.
    case tooManyProfiles = "error.tooManyProfiles"
    /// Argument: seconds until the client may try again.
    case tooManyBackups = "error.tooManyBackups"
    /// Argument: seconds until the client may try again.
    case tooManyCodeTries = "error.tooManyCodeTries"
    /// Argument: the most games a backup keeps.
    case backupFull = "error.backupFull"
    case staleBoard = "error.staleBoard"
    /// Beside an invite's or a backup's link, when the server listens on this computer alone.
    case thisComputerOnly = "page.thisComputerOnly"
    case serverError = "error.serverError"
    case unknownMatch = "error.unknownMatch"
    /// The invite's QR code, for screen readers.
    case inviteQR = "page.inviteQR"
    case invalidBackup = "error.invalidBackup"
    case backUp = "page.backUp"
    case backedUp = "page.backedUp"
    case backupQR = "page.backupQR"
    case backupUnreachable = "page.backupUnreachable"
    case restored = "page.restored"
    case boardLabel = "page.board"
    case offline = "page.offline"
    case serverGone = "page.serverGone"
    case copyLink = "page.copyLink"
    case share = "page.share"
    case copied = "page.copied"
    case copyFailed = "page.copyFailed"
}
