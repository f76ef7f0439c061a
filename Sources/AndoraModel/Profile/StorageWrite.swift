/// One write to a page's storage (IndexedDB): a part of the profile, or a played game under its
/// number, as JSON text that the page keeps as it is and hands back at the next start (and sends,
/// as it is, to its backup on the server).
///
/// `{"part": "options", "value": "{…}"}` (no value: the part is deleted), `{"game": 7, "value": "{…}"}`,
/// `{"forgetGame": 7}`, `{"forgetGames": true}`.
public enum StorageWrite: Hashable, Sendable {
    case part(ProfilePart, String?)
    case game(HistoryEntry)
    case forgetGame(Int64)
    case forgetGames

    /// The writes that store `changes` once they are applied to `book`.
    static func writes(for changes: [StoreChange], in book: ProfileBook, added: [HistoryEntry]) -> [StorageWrite] {
        var writes: [StorageWrite] = []
        var added = added[...]
        for change in changes {
            switch change {
            case .options: writes.append(.part(.options, book.profile.options.json))
            case .game: writes.append(.part(.game, book.profile.game?.json))
            case .gameEnded(let played):
                if let entry = added.popFirst() { writes.append(.game(entry)) }
                if played.endsUnfinishedGame { writes.append(.part(.game, book.profile.game?.json)) }
            case .forgetPlayedGame(let id): writes.append(.forgetGame(id))
            case .forgetPlayedGames: writes.append(.forgetGames)
            case .paper: writes.append(.part(.paper, book.profile.paper?.json))
            case .place: writes.append(.part(.place, book.profile.place.json))
            case .tutorial: writes.append(.part(.tutorial, book.profile.tutorial?.json))
            case .puzzles: writes.append(.part(.puzzles, book.profile.puzzles.json))
            }
        }
        return writes
    }
}

extension StorageWrite: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            switch self {
            case .part(let part, let value):
                object.field("part", part)
                object.field("value", value)
            case .game(let entry):
                object.field("game", entry.id)
                object.field("value", entry.game.json)
            case .forgetGame(let id): object.field("forgetGame", id)
            case .forgetGames: object.field("forgetGames", true)
            }
        }
    }
}
