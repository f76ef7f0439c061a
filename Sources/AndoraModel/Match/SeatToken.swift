/// The secret of one seat in a match: 128 random bits in hex, made by the server when a profile
/// takes the seat and kept with that profile on the server. An action counts only when it names
/// both the seat's token and the profile that holds it.
public struct SeatToken: Hashable, Sendable {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A new unguessable token from the generator (the system's outside tests).
    public static func random(using generator: inout some RandomNumberGenerator) -> SeatToken {
        SeatToken(ProfileID.random(using: &generator).rawValue)
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension SeatToken: Codable {}
#endif
