// The English texts, edited here: `%@` and `%d` stand for the values the code fills in, in order,
// and `%%` for a percent sign. Every language has every key (the compiler checks) and the same
// placeholders (LocalizationTests).
extension WebText {
    /// The English text.
    public var english: String {
        switch self {
        // API errors: the JSON {"error": "…"} of a refused request
        case .invalidJSON: "The request body is not valid JSON."
        case .unknownIntent: "This is not an intent the app knows. See /openapi.json."
        case .invalidIntentField: "The field “%@” of the intent “%@” is missing or holds a value it does not take. See /openapi.json."
        // The limit in bytes.
        case .tooLarge: "The request body is larger than %d bytes."
        case .notJSON: "Send the intent as JSON (Content-Type: application/json)."
        case .sessionExpired: "This page has no player yet. Reload the page to continue."
        case .unknownLanguage: "Unknown language: use en or ru."
        case .notFound: "There is nothing at this address."
        case .foreignHost: "This server answers only to its own address, such as http://127.0.0.1."
        case .crossOrigin: "Only the Andora page itself can change the game."
        case .badPath: "The address contains control characters or a broken escape."
        // The methods the address takes, such as "GET, HEAD".
        case .methodNotAllowed: "This address takes only %@ requests."
        case .malformedRequest: "This is not a valid HTTP request."
        case .tooManyProfiles: "Too many new players from this address. Try again in %d s."
        case .tooManyBackups: "Too many backups and restores from this browser or address. Try again in %d s."
        case .tooManyCodeTries: "Too many match codes tried from this browser or address. Try again in %d s."
        // The most games a backup keeps.
        case .staleBoard: "The board changed — look again."
        case .thisComputerOnly: "Only this computer can open this link: the server listens here alone. Start it with “andora serve --lan” to reach it from a phone on your network."
        case .backupFull: "A backup keeps at most %d games, and these would make it more. Nothing was added."
        case .serverError: "Something went wrong on the server. Please try again."
        case .unknownMatch: "No match has this code."
        case .inviteQR: "QR code of the invite link"
        case .invalidBackup: "These are not played games this server can keep, or not a backup key it handed out."
        case .backUp: "Back up and restore"
        case .backedUp: "Your games are backed up on the server. Open this link on another phone or browser to bring them there. The link only reads the backup: only this page adds to it."
        case .backupQR: "QR code of the link to your games"
        case .backupUnreachable: "The Andora server cannot be reached: back up when it can. Your games stay on this device."
        case .restored: "The games of your backup are in your history now."
        // The page: accessible names and connection notices
        case .boardLabel: "Game field"
        // The cell name, such as e5.
        // The mini-field's number, 1 to 9 like a phone keypad.
        case .offline: "No connection to the Andora server. Retrying…"
        case .serverGone: "The Andora server cannot be reached, so the match is on hold: Two devices goes back to it once the server is there again. Games on this device go on without it."
        // Copying the moves or a link to take them elsewhere
        case .copyLink: "Copy link"
        case .share: "Share…"
        case .copied: "Copied."
        case .copyFailed: "The browser did not let the page copy."
        }
    }
}
