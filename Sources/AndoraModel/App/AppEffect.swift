/// Work the host performs after an intent: the app model itself does no I/O.
public enum AppEffect: Hashable, Sendable {
    /// Store this change of the profile; the host answers the intent only once it is committed.
    case store(StoreChange)
    /// Search for a hint or the computer's move, off the main loop, and send back the event
    /// ``think(_:)`` returns (R5.1.8, R5.2.1).
    case think(ThinkRequest)
    /// Read from the store and send back ``HostEvent/fetched(_:_:)`` (the History screen's list) or
    /// ``HostEvent/summaries(_:)`` (statistics).
    case fetch(FetchRequest)
    /// Ask the server's matches and send back ``HostEvent/matchSeated(_:)``,
    /// ``HostEvent/matchChanged(_:)`` or ``HostEvent/matchRefused(_:)``.
    case match(MatchRequest)
}
