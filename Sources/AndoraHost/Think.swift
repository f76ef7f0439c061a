import AndoraModel

/// Runs the search a ``AppEffect/think(_:)`` effect asks for and returns the event that answers it:
/// the computer's move or a hint, or a review's judgement of a position.
///
/// Runs on the caller's task executor (the runtime's search threads) or off the caller's actor; if
/// the task is cancelled the search stops early and the answer, if still sent, is ignored as stale.
@concurrent
public func think(_ request: ThinkRequest) async -> HostEvent {
    request.answer()
}
