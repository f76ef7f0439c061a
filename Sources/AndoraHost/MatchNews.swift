import AndoraModel

/// What a shared store tells each server of the matches that change (``MatchStore/news()``).
public enum MatchNews: Hashable, Sendable {
    /// The match with this code changed.
    case changed(MatchCode)
    /// Another server's devices hold these sides of a match now.
    case present(MatchPresence)
    /// Any match may have changed unheard: the news begins, or resumes after a lost connection.
    case anyMayHaveChanged
}
