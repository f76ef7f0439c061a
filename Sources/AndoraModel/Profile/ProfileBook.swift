/// Everything one profile keeps, held in memory: the stored profile and its played games. The
/// in-memory store keeps one per profile, and the page keeps its only one in IndexedDB through it.
public struct ProfileBook: Hashable, Sendable {
    public private(set) var profile: StoredProfile
    /// The played games, in the order they ended.
    public private(set) var games: [HistoryEntry]

    /// A book of what was stored; the next game's id follows the largest one.
    public init(profile: StoredProfile = StoredProfile(), games: [HistoryEntry] = []) {
        self.profile = profile
        self.games = games
        self.profile.hasPlayedGames = !games.isEmpty
    }

    /// The id the next played game gets.
    public var nextGameID: Int64 { (games.map { $0.id }.max() ?? 0) + 1 }

    /// Applies the changes in order (as a store commits them) and returns the played games they added.
    @discardableResult
    public mutating func apply(_ changes: [StoreChange]) -> [HistoryEntry] {
        var added: [HistoryEntry] = []
        for change in changes {
            switch change {
            case .options(let options): profile.options = options
            case .game(let game): profile.game = game
            case .gameEnded(let game):
                if game.endsUnfinishedGame { profile.game = nil }
                let entry = HistoryEntry(id: nextGameID, game: game)
                games.append(entry)
                added.append(entry)
            case .forgetPlayedGame(let id): games.removeAll { $0.id == id }
            case .forgetPlayedGames: games = []
            case .paper(let paper): profile.paper = paper
            case .place(let place): profile.place = place
            case .tutorial(let progress): profile.tutorial = progress
            case .puzzles(let book): profile.puzzles = book
            }
        }
        profile.hasPlayedGames = !games.isEmpty
        return added
    }

    /// Adds the played games the history lacks, in the order given (an equal game is the same
    /// game, so a backup merged twice adds nothing); returns the entries added.
    @discardableResult
    public mutating func merge(_ incoming: [PlayedGame]) -> [HistoryEntry] {
        var known = Set(games.map { $0.game })
        var added: [HistoryEntry] = []
        for game in incoming where known.insert(game).inserted {
            let entry = HistoryEntry(id: nextGameID, game: game)
            games.append(entry)
            added.append(entry)
        }
        profile.hasPlayedGames = !games.isEmpty
        return added
    }

    /// A page of the played games the query asks for (R5.2.3).
    public func history(_ query: HistoryQuery) -> HistoryPage {
        let found = games.filter(query.matches).sorted(by: query.sort.orders)
        return HistoryPage(entries: Array(found.dropFirst(query.offset).prefix(HistoryQuery.pageSize)), total: found.count)
    }

    /// Every played game in the order they ended.
    public var playedGames: [PlayedGame] {
        games.sorted { ($0.game.endedAt, $0.id) < ($1.game.endedAt, $1.id) }.map { $0.game }
    }

    /// Every played game's summary in the order they ended, for statistics (R5.1.9).
    public func summaries() -> [GameSummary] {
        playedGames.map { GameSummary($0) }
    }
}
