import AndoraModel

/// What ``MatchStore/update(_:_:)`` stores: the match as it becomes, and the game it ended in each
/// player's history.
public struct MatchUpdate: Sendable {
    public var match: Match
    public var ended: [ProfileID: PlayedGame]

    public init(_ match: Match, ended: [ProfileID: PlayedGame]) {
        self.match = match
        self.ended = ended
    }

    /// The match, and the game the change ended (if any) in the history of each seated profile, as
    /// that profile played it: the other side's sign is the other seat's.
    public init(_ match: Match, ending game: PlayedGame?) {
        let ended = game.map { game in
            match.seats.map { seat in
                var mine = game
                mine.game.computerPlays = seat.sign.opponent
                return (seat.profile, mine)
            }
        }
        self.init(match, ended: Dictionary(uniqueKeysWithValues: ended ?? []))
    }
}
