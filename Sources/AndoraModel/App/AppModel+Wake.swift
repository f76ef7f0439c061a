import AndoraCore

extension AppModel {
    /// When the state next changes by itself, on the host's clock: the running game clock's next
    /// whole second (a match's too), the hint countdown's next second, the replay's next step. A host sends
    /// ``HostEvent/clock(now:)`` then and shows the new state, instead of asking again on a timer of
    /// its own; `nil` while only an intent or a host's answer can change the state.
    public var nextWakeAt: Int64? {
        switch destination {
        case .game(let screen): [clockWake(screen), hintWake(screen)].compactMap { $0 }.min()
        case .replay(let replay): replay.autoplaySteppedAt.map { $0 + ReplayDestination.autoplayInterval }
        case .match(let screen): matchClockWake(screen.match)
        default: nil
        }
    }

    /// When the running side's time, as shown, reaches its next whole second.
    private func clockWake(_ screen: GameDestination) -> Int64? {
        guard let readAt = screen.clockReadAt, let side = screen.game.board.outcome.playerToMove else { return nil }
        return nextSecond(of: screen.game.clock[side] + max(0, now - readAt))
    }

    /// When the running side's time in a match, as shown, reaches its next whole second.
    private func matchClockWake(_ match: Match) -> Int64? {
        match.runningSide.map { nextSecond(of: match.clock(at: now)[$0]) }
    }

    /// When a time shown as `shown` now, in milliseconds, reaches its next whole second.
    private func nextSecond(of shown: Int64) -> Int64 {
        now + 1000 - shown % 1000
    }

    /// When the whole seconds left until the next hint (R5.1.8) go down by one.
    private func hintWake(_ screen: GameDestination) -> Int64? {
        guard hintCooldown(in: screen) != nil, let nextHintAt else { return nil }
        return now + (nextHintAt - now - 1) % 1000 + 1
    }
}
