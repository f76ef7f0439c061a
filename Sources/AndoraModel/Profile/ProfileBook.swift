/// Everything one profile keeps, held in memory: the stored profile and its played games. The
/// in-memory store keeps one per profile, and the page keeps its only one in IndexedDB through it.
public struct ProfileBook: Hashable, Sendable {
    public private(set) var profile: StoredProfile
    /// The played games, in the order they ended.
    public private(set) var games: [HistoryEntry]
    /// The id the next played game gets: one past the largest so far.
    public private(set) var nextGameID: Int64
    /// The played games by when they ended, so that a merge looks each incoming game up instead of
    /// reading the whole history.
    private var endedAt: [Int64: [PlayedGame]]

    /// A book of what was stored; the next game's id follows the largest one.
    public init(profile: StoredProfile = StoredProfile(), games: [HistoryEntry] = []) {
        self.profile = profile
        self.games = games
        nextGameID = (games.map { $0.id }.max() ?? 0) + 1
        endedAt = Dictionary(grouping: games.map { $0.game }) { $0.endedAt }
        self.profile.hasPlayedGames = !games.isEmpty
    }

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
                added.append(add(game))
            case .forgetPlayedGame(let id):
                guard let index = games.firstIndex(where: { $0.id == id }) else { break }
                let game = games.remove(at: index).game
                if let same = endedAt[game.endedAt]?.firstIndex(of: game) { endedAt[game.endedAt]?.remove(at: same) }
            case .forgetPlayedGames:
                games = []
                endedAt = [:]
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
        let added = incoming.compactMap { game in holds(game) ? nil : add(game) }
        profile.hasPlayedGames = !games.isEmpty
        return added
    }

    /// Whether the history holds a game equal to `game`.
    public func holds(_ game: PlayedGame) -> Bool {
        endedAt[game.endedAt]?.contains(game) ?? false
    }

    private mutating func add(_ game: PlayedGame) -> HistoryEntry {
        let entry = HistoryEntry(id: nextGameID, game: game)
        nextGameID += 1
        games.append(entry)
        endedAt[game.endedAt, default: []].append(game)
        return entry
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
