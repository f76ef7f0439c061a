/// The answer to creating or joining a match: the match as it stands, and the seat the profile
/// took (`nil`: the match was full, the profile watches).
public struct MatchSeating: Hashable, Sendable {
    public var match: Match
    public var seat: MatchSeat?

    public init(match: Match, seat: MatchSeat?) {
        self.match = match
        self.seat = seat
    }
}
