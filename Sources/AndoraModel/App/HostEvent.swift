import AndoraCore
import AndoraEngine

/// What the host learns by itself and tells the app model; never sent by a player (the web API
/// cannot even decode these).
public enum HostEvent: Hashable, Sendable {
    /// The answer to a ``AppEffect/think(_:)`` request, `nil` if there is no move; stale answers are ignored.
    case thought(request: Int, cell: Cell?)
    /// The answer to a ``ThinkPurpose/review`` request: how the position stands; stale answers are ignored.
    case judged(request: Int, judgement: Judgement)
    /// The wall clock in milliseconds since 1970 (UTC): times the moves and the hint cooldown.
    /// Send it before every intent and while the game screen shows a countdown.
    case clock(now: Int64)
    /// Storing the changes failed; the player is told until a later store succeeds. The reason is
    /// for the host's log: it may name files of the host, which a player never sees.
    case storeFailed(reason: String)
    /// Part of the profile could not be read back and starts afresh; the player is told until a
    /// later store succeeds. The reason is for the host's log.
    case storeUnreadable(reason: String)
    /// The store's answer to a ``AppEffect/fetch(_:)``.
    case fetched(HistoryQuery, HistoryPage)
    /// The store's answer to ``FetchRequest/summaries``.
    case summaries([GameSummary])
    /// Everything asked so far is stored.
    case stored
    /// Played games from elsewhere (a backup) joined the history: the History and Statistics
    /// screens read it again.
    case playedGamesAdded
    /// The profile took a seat in a match, or watches it (no seat); sent at launch too, for a profile
    /// that holds a seat in an open match.
    case matchSeated(MatchSeating)
    /// The match changed (a move on either device, a request, the other side's connection).
    case matchChanged(MatchSnapshot)
    /// The server refused the match request; nothing changed.
    case matchRefused(MatchRefusal)
}
