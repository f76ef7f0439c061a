import AndoraCore

/// The match screen: the match as the server last showed it, from this profile's seat.
struct MatchDestination: Hashable, Sendable {
    var snapshot: MatchSnapshot
    /// The seat this profile holds; `nil` while it watches.
    var seat: MatchSeat?
    /// The pending mark, which only this device sees (R3.4), and why the last tap or request was
    /// refused; cleared by the next accepted one.
    var input = BoardInput<TextKey>()
    /// "Leave the match?" is open.
    var confirmingLeave = false
    /// The board change whose result dialog was closed, so it does not open again.
    var resultClosedAt: Int?

    var match: Match { snapshot.match }
    var code: MatchCode { match.code }

    /// The sign this device plays, while it holds a seat.
    var sign: Player? { seat.flatMap { match.seat(of: $0.profile)?.sign } }
}
