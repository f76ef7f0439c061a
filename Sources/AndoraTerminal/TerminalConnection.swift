import AndoraModel

/// What ``TerminalApp`` plays through: this machine's runtime (``LocalConnection``) or a match on
/// an Andora server (``RemoteConnection``).
public protocol TerminalConnection: Sendable {
    /// The state as it stands now.
    func state() async -> AppState
    /// Applies the intent and returns the state after it.
    func send(_ intent: AppIntent) async -> AppState
    /// The current state, then the states after changes the player did not make here: the
    /// computer's move, a hint, the other device's move.
    func updates() async -> AsyncStream<AppState>
    /// Whether the run is over once this state shows (a joined match ends it when it is left).
    func isFinished(_ state: AppState) -> Bool
}
