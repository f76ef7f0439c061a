import AndoraModel
import Foundation
import GRDB

/// One profile's rows as stored, before their JSON texts are read.
package struct ProfileRows: Sendable {
    /// A stored text that does not read back as its part.
    package struct Unreadable: Sendable {
        package var part: StoredPart
        package var content: String
        package var reason: String
    }

    var profile: ProfileRecord
    var game: UnfinishedGameRecord?
    var paper: PaperSnapshotRecord?
    var hasPlayedGames: Bool

    package init(profile: ProfileRecord, game: UnfinishedGameRecord?, paper: PaperSnapshotRecord?, hasPlayedGames: Bool) {
        self.profile = profile
        self.game = game
        self.paper = paper
        self.hasPlayedGames = hasPlayedGames
    }

    /// The profile's rows, or `nil` if nothing was ever stored under the id.
    static func fetch(_ id: ProfileID, in db: Database) throws -> ProfileRows? {
        guard let profile = try ProfileRecord.fetchOne(db, key: id.rawValue) else { return nil }
        return ProfileRows(
            profile: profile,
            game: try UnfinishedGameRecord.fetchOne(db, key: id.rawValue),
            paper: try PaperSnapshotRecord.fetchOne(db, key: id.rawValue),
            hasPlayedGames: !(try PlayedGameRecord.filter(Column("profileId") == id.rawValue).isEmpty(db)))
    }

    /// The profile as the app knows it, with every part that could not be read left at its
    /// default and listed in `unreadable`.
    package func decoded() -> (profile: StoredProfile, unreadable: [Unreadable]) {
        var unreadable: [Unreadable] = []
        func read<Value: Decodable>(_ type: Value.Type, _ part: StoredPart, from text: String?) -> Value? {
            guard let text else { return nil }
            do {
                return try StoredJSON.value(Value.self, from: text)
            } catch {
                unreadable.append(Unreadable(part: part, content: text, reason: AppDatabase.reason(error)))
                return nil
            }
        }
        let stored = StoredProfile(
            options: read(Options.self, .options, from: profile.options) ?? .default,
            game: read(SavedGame.self, .game, from: game?.json),
            paper: read(PaperSnapshot.self, .paper, from: paper?.json),
            // A place this version does not know (a newer server's screen) reads as the main screen.
            place: Place(rawValue: profile.place) ?? .main,
            tutorial: profile.tutorialStep.map { TutorialProgress(step: $0, finished: profile.tutorialFinished) },
            puzzles: read(PuzzleBook.self, .puzzles, from: profile.puzzles) ?? PuzzleBook(),
            hasPlayedGames: hasPlayedGames)
        return (stored, unreadable)
    }
}
