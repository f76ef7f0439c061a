/// Every text the web front end adds to the app model's, by its key in `Web.strings`.
public enum WebText: String, Hashable, Sendable, CaseIterable {
    case invalidJSON = "error.invalidJSON"
    case unknownIntent = "error.unknownIntent"
    case hostIntent = "error.hostIntent"
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
    case serverError = "error.serverError"
    case boardLabel = "page.board"
    /// Argument: the cell name.
    case cellEmpty = "page.cell.empty"
    /// Argument: the cell name.
    case cellX = "page.cell.x"
    /// Argument: the cell name.
    case cellO = "page.cell.o"
    /// Argument: the cell name (a mark waiting for "Finish turn").
    case cellPendingX = "page.cell.pendingX"
    /// Argument: the cell name.
    case cellPendingO = "page.cell.pendingO"
    /// Argument: the mini-field number 1…9.
    case fieldEmpty = "page.field.empty"
    /// Argument: the mini-field number.
    case fieldX = "page.field.x"
    /// Argument: the mini-field number.
    case fieldO = "page.field.o"
    /// Argument: the mini-field number.
    case fieldBoth = "page.field.both"
    case fieldAllowed = "page.field.allowed"
    case offline = "page.offline"
}
