import AndoraModel

/// What a shared store tells each server of the matches that change (``MatchStore/news()``).
public enum MatchNews: Hashable, Sendable {
    /// The match with this code changed.
    case changed(MatchCode)
    /// Any match may have changed unheard: the news begins, or resumes after a lost connection.
    case anyMayHaveChanged
}
