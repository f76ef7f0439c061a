import AndoraEngine

/// Runs the search a ``AppEffect/think(_:)`` effect asks for and returns the intent that answers it.
///
/// Runs off the caller's actor; if the calling task is cancelled the search stops early and the
/// answer, if still sent, is ignored by the model as stale.
public func think(_ request: ThinkRequest) async -> AppIntent {
    let player = ComputerPlayer(level: request.level, seed: request.seed)
    let cell = await player.bestMove(in: request.game, budget: request.budget)
    return .thought(request: request.id, cell: cell)
}
