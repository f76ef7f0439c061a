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

    /// The match, and the game the change ended (if any) in the history of each seated profile.
    public init(_ match: Match, ending game: PlayedGame?) {
        self.init(match, ended: Dictionary(uniqueKeysWithValues: game.map { game in match.seats.map { ($0.profile, game) } } ?? []))
    }
}
