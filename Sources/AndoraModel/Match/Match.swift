import AndoraCore

/// A game between two devices: the server owns it, each side holds a seat, and every
/// device draws the same value.
///
/// `sequence` counts the changes of the board (moves, accepted undos, rematches): a move names the
/// sequence it was made on, so a move sent twice is played once.
public struct Match: Hashable, Sendable {
    public let code: MatchCode
    /// The creator's seat first; one seat until the other side joins.
    public private(set) var seats: [MatchSeat]
    /// The game in play, or the last one once it ended.
    public private(set) var game: SavedGame
    public private(set) var sequence: Int
    /// The sign that asked to take back its last move, until the other side answers or a move is made.
    public private(set) var undoRequest: Player?
    /// The sign that offered another game, until the other side accepts.
    public private(set) var rematchOffer: Player?
    /// Why the match is over for good; `nil` while it is open.
    public private(set) var ending: MatchEnding?
    /// The last change, in milliseconds since 1970 (UTC): an open match idle for long is abandoned.
    public private(set) var updatedAt: Int64
    /// When the running side's time last counted: the seating, a move, an accepted undo, a rematch
    /// (`nil` in a match stored without it, whose time counts from its last move).
    public private(set) var clockReadAt: Int64?

    /// A new match waiting for its second player; the creator plays `sign`.
    public init(code: MatchCode, game: SavedGame, creator: MatchSeat, at now: Int64) {
        self.code = code
        self.game = game
        seats = [creator]
        sequence = 0
        updatedAt = now
    }

    /// A match as stored.
    public init(
        code: MatchCode, seats: [MatchSeat], game: SavedGame, sequence: Int, undoRequest: Player?,
        rematchOffer: Player?, ending: MatchEnding?, updatedAt: Int64, clockReadAt: Int64? = nil
    ) {
        self.code = code
        self.seats = seats
        self.game = game
        self.sequence = sequence
        self.undoRequest = undoRequest
        self.rematchOffer = rematchOffer
        self.ending = ending
        self.updatedAt = updatedAt
        self.clockReadAt = clockReadAt
    }

    public var isOpen: Bool { ending == nil }

    /// Whether the second seat is still free.
    public var isWaiting: Bool { seats.count < 2 }

    /// The seat this profile holds, if any.
    public func seat(of profile: ProfileID) -> MatchSeat? {
        seats.first { $0.profile == profile }
    }

    /// The seat playing the sign, once taken.
    public func seat(playing sign: Player) -> MatchSeat? {
        seats.first { $0.sign == sign }
    }

    /// The second player takes the free seat; the game's time starts now.
    public mutating func seat(_ profile: ProfileID, token: SeatToken, at now: Int64) -> MatchSeat {
        let seat = MatchSeat(profile: profile, token: token, sign: seats[0].sign.opponent)
        seats.append(seat)
        game.startedAt = now
        clockReadAt = now
        updatedAt = now
        return seat
    }

    /// Whose time runs: the player to move, while both are seated and the game is under way.
    public var runningSide: Player? {
        isOpen && !isWaiting ? game.board.outcome.playerToMove : nil
    }

    /// Each side's time as of `now`, the running side's time since ``clockReadAt`` included in full
    /// (the server reads the time of every move: no stretch stands for a closed tab, as on one device).
    public func clock(at now: Int64) -> GameClock {
        var clock = game.clock
        if let runningSide {
            clock.run(for: runningSide, from: clockReadAt ?? game.moveTimes.last ?? game.startedAt, to: now, limit: .max)
        }
        return clock
    }

    /// Counts the running side's time up to `now` into the game's clock.
    private mutating func readClock(at now: Int64) {
        game.clock = clock(at: now)
        clockReadAt = now
    }

    /// Applies a seat's action; an action that does not apply throws and changes nothing.
    ///
    /// - Returns: the game that ended with this action, for both players' histories.
    public mutating func apply(_ action: MatchAction, by sign: Player, at now: Int64) throws(MatchRefusal) -> PlayedGame? {
        guard isOpen else { throw .closed }
        if case .leave = action {
            readClock(at: now)
            ending = .left(sign)
            updatedAt = now
            return abandonedGame(at: now)
        }
        guard !isWaiting else { throw .waitingForOpponent }
        let outcome = game.board.outcome
        switch action {
        case .play(let cell, let seen):
            if seen == sequence - 1, game.board.moves.last == cell, outcome.isOver || outcome.playerToMove == sign.opponent {
                return nil  // the same move again: it was played
            }
            guard outcome.playerToMove == sign else { throw outcome.isOver ? .illegalMove(.gameOver) : .notYourTurn }
            guard seen == sequence else { throw .outOfStep }
            var played = game
            played.clock = clock(at: now)
            do {
                try played.apply(.play(cell), at: now)
            } catch {
                throw .illegalMove(error)
            }
            game = played
            clockReadAt = now
            changed(at: now)
            return game.board.outcome.isOver ? PlayedGame(game: game, endedAt: now, result: GameResult(game.board.outcome), match: code) : nil
        case .requestUndo:
            guard !outcome.isOver, outcome.playerToMove == sign.opponent, !game.board.moves.isEmpty else {
                throw .nothingToUndo
            }
            undoRequest = sign
        case .answerUndo(let accept):
            guard undoRequest == sign.opponent else { throw .nothingToUndo }
            undoRequest = nil
            if accept {
                // The answer's time is the answerer's; the side that asked plays again from now,
                // keeping the time its undone move took (the time is spent).
                readClock(at: now)
                try? game.apply(.undo, at: now)
                changed(at: now)
            }
        case .rematch:
            guard outcome.isOver else { throw .gameNotOver }
            if rematchOffer == sign.opponent {
                for index in seats.indices { seats[index].sign = seats[index].sign.opponent }
                game = SavedGame(
                    board: game.board.restarted, confirmTurn: game.confirmTurn, startedAt: now, clock: GameClock())
                clockReadAt = now
                changed(at: now)
            } else {
                rematchOffer = sign
            }
        case .leave:
            break
        }
        updatedAt = now
        return nil
    }

    /// Ends an open match nobody has played for long; a game in play is recorded as abandoned.
    public mutating func abandon(at now: Int64) -> PlayedGame? {
        guard isOpen else { return nil }
        ending = .abandoned
        updatedAt = now
        return abandonedGame(at: now)
    }

    private func abandonedGame(at now: Int64) -> PlayedGame? {
        guard !isWaiting, !game.board.moves.isEmpty, !game.board.outcome.isOver else { return nil }
        return PlayedGame(game: game, endedAt: now, result: .abandoned, match: code)
    }

    private mutating func changed(at now: Int64) {
        sequence += 1
        undoRequest = nil
        rematchOffer = nil
        updatedAt = now
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension Match: Codable {}
#endif
