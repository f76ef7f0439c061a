import AndoraCore

/// One side of a match: the profile that holds it, the seat's secret, and the sign it plays now
/// (signs swap with each rematch).
public struct MatchSeat: Hashable, Sendable {
    public var profile: ProfileID
    public var token: SeatToken
    public var sign: Player

    public init(profile: ProfileID, token: SeatToken, sign: Player) {
        self.profile = profile
        self.token = token
        self.sign = sign
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension MatchSeat: Codable {}
#endif
