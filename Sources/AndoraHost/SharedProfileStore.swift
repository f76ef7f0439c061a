import AndoraModel

/// A store that several servers write at once (PostgreSQL): a profile may be served by any of them,
/// so a host's copy of a profile can fall behind another server's commit. Each commit a host makes
/// numbers the profile's version; a host checks the number before each step and reads the profile
/// afresh when another server committed since (docs/DEPLOY.md).
public protocol SharedProfileStore: ProfileStore {
    /// How many host commits the profile has had; 0 when it was never stored.
    func version(of id: ProfileID) async throws -> Int64

    /// Stores the changes as ``ProfileStore/commit(_:for:)`` does if the profile is still at
    /// `version`, and returns the version they make; throws ``ProfileChangedElsewhere`` (storing
    /// nothing) when another server committed first.
    func commit(_ changes: [StoreChange], for id: ProfileID, expecting version: Int64) async throws -> Int64
}
