// lead: remove on merge (the whole file): the hosts' synchronous API of v1, kept on the terminal's
// profile `local` until the runtime uses `ProfileStore`.
import AndoraApp
import GRDB

extension AppDatabase {
    /// Stores the options (R4.3) of profile `local`.
    // lead: remove on merge
    public func saveOptions(_ options: Options) throws(StoreError) {
        try writingNow { db in try apply([.options(options)], for: .local, in: db) }
    }

    /// The options of profile `local`, or the defaults if none were saved.
    ///
    /// Throws ``StoreError/setAside(part:reason:quarantineID:)`` once, when the stored options could
    /// not be read and were moved to the quarantine table.
    // lead: remove on merge
    public func loadOptions() throws(StoreError) -> Options {
        try loadLocal(.options)?.options ?? .default
    }

    /// Stores the unfinished game of profile `local`, replacing the previous one.
    // lead: remove on merge
    public func saveGame(_ game: SavedGame) throws(StoreError) {
        try writingNow { db in try apply([.game(game)], for: .local, in: db) }
    }

    /// The unfinished game of profile `local`, if there is one.
    // lead: remove on merge
    public func loadSavedGame() throws(StoreError) -> SavedGame? {
        try loadLocal(.game)?.game
    }

    /// Forgets the unfinished game of profile `local`.
    // lead: remove on merge
    public func deleteSavedGame() throws(StoreError) {
        try writingNow { db in _ = try UnfinishedGameRecord.deleteOne(db, key: ProfileID.local.rawValue) }
    }

    /// Performs what the app model asked to store.
    // lead: remove on merge
    public func perform(_ effect: AppEffect) throws(StoreError) {
        switch effect {
        case .saveOptions(let options): try saveOptions(options)
        case .saveGame(let game): try saveGame(game)
        case .deleteSavedGame: try deleteSavedGame()
        case .think: break
        }
    }

    /// Profile `local`; throws if `part` could not be read and was set aside.
    // lead: remove on merge
    private func loadLocal(_ part: StoredPart) throws(StoreError) -> StoredProfile? {
        guard let rows = try readingNow({ db in try ProfileRows.fetch(.local, in: db) }) else { return nil }
        let (profile, unreadable) = rows.decoded()
        if unreadable.isEmpty { return profile }
        let repaired = try writingNow { db in try setAside(.local, in: db) }
        if let problem = repaired?.problems.first(where: { if case .setAside(part, _, _) = $0 { true } else { false } }) {
            throw problem
        }
        return repaired?.profile
    }
}
