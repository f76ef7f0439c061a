import AndoraModel

/// A commit refused because another server committed the profile since this host read it; nothing
/// of it was stored.
public struct ProfileChangedElsewhere: Error, CustomStringConvertible {
    public var profile: ProfileID
    /// The version the host had read, and the one the store holds.
    public var expected: Int64, found: Int64

    public init(profile: ProfileID, expected: Int64, found: Int64) {
        self.profile = profile
        self.expected = expected
        self.found = found
    }

    public var description: String {
        "profile \(profile.rawValue) was changed by another server (version \(found), not \(expected))"
    }
}
