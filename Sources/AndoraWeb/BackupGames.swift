import AndoraHost
import AndoraModel

/// `POST /api/restore`'s answer: a page of a backup's games, in the order they ended, and where the
/// next page starts.
struct BackupGames: WireShaped {
    var games: [PlayedGame]
    /// Present while the backup holds more games.
    var next: PlayedGameCursor?

    static let wireName = "BackupGames"

    static func wireFields(_ shape: inout some WireFields<BackupGames>) {
        shape.field("games", WireSchema.array(of: .reference(PlayedGame.wireName)).with("maxItems", AppRuntime.restorePageSize)) { $0.games }
        shape.field("next", PlayedGameCursor.schema.described("Present while the backup holds more games: send it as after for the next page.")) { $0.next }
    }
}
