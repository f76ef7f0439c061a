import AndoraHost
import AndoraModel

/// A profile of this machine's runtime: `andora play` plays as the database's `local` player.
public struct LocalConnection: TerminalConnection {
    private let runtime: AppRuntime
    private let profile: ProfileID

    public init(_ runtime: AppRuntime, profile: ProfileID = .local) {
        self.runtime = runtime
        self.profile = profile
    }

    public func state() async -> AppState {
        await runtime.state(of: profile)
    }

    public func send(_ intent: AppIntent) async -> AppState {
        await runtime.send(intent, as: profile)
    }

    public func updates() async -> AsyncStream<AppState> {
        await runtime.updates(of: profile)
    }

    /// The local player quits from the main screen (or with Ctrl-C), never because of a state.
    public func isFinished(_ state: AppState) -> Bool {
        false
    }
}
