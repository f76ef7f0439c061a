import AndoraModel

/// A profile as a host reads it from the store (``ProfileHost``).
struct ProfileReading {
    var stored: StoredProfile
    /// The store holds the profile (else `stored` is the defaults).
    var isStored: Bool
    /// False when the profile could not be read: writing would replace what could not be read.
    var writable: Bool
    /// The profile's version in a shared store; `nil` elsewhere.
    var version: Int64?
}
