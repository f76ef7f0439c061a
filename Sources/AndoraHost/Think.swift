import AndoraEngine
import AndoraModel

/// Runs the search a ``AppEffect/think(_:)`` effect asks for and returns the event that answers it.
///
/// Runs on the caller's task executor (the runtime's search threads) or off the caller's actor; if
/// the task is cancelled the search stops early and the answer, if still sent, is ignored as stale.
public func think(_ request: ThinkRequest) async -> HostEvent {
    let player = ComputerPlayer(level: request.level, seed: request.seed)
    let cell = await player.bestMove(in: request.game, budget: request.budget)
    return .thought(request: request.id, cell: cell)
}
