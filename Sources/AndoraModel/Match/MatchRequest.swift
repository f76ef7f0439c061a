/// What the app model asks of the server's matches.
public enum MatchRequest: Hashable, Sendable {
    /// A new match of the game, the creator playing the side.
    case create(SavedGame, MatchSide)
    /// A seat in the match, or watching it when it is full.
    case join(MatchCode)
    /// Watching the match, seat or none.
    case watch(MatchCode)
    /// The seat's action.
    case act(MatchCode, SeatToken, MatchAction)
}
