import AndoraCore
import AndoraEngine

/// The app model with its profile in memory, spoken to in JSON: the host that the page's
/// WebAssembly build runs (and `andora model` natively, so that both can be compared byte for byte).
///
/// A line in is an intent (`{"type": "tapCell", "cell": "e5"}`) or what the page's host tells:
/// its clock (`{"clock": 1700000000000}`), a search's answer (`{"thought": {"request": 3, "cell": "e5"}}`, or a
/// review's `{"judged": {"request": 4, "judgement": {…}}}`),
/// how its last storage commit went (`{"stored": true}`, `{"storeFailed": "reason"}`), or the
/// played games of a backup (`{"restored": [{…}, …]}`: those the history lacks join it).
/// A line out is `{"state": {…}, "writes": […], "think": {…}}`: the state to show, the
/// ``StorageWrite``s to commit before showing it, and the search to run (absent when none). The
/// history and statistics are answered from the profile in memory; matches need the server.
public struct WireModel {
    public private(set) var model: AppModel
    /// The profile as the page's storage holds it once the writes handed out are committed.
    public private(set) var book: ProfileBook
    private var ledger: ChangeLedger
    /// What could not be read at the start, for the page to set aside: its storage keys.
    private var setAside: (parts: [ProfilePart], games: [String]) = ([], [])
    /// Played games a backup brought, already in the book, for the next answer to store.
    private var restoredWrites: [StorageWrite] = []

    /// A new profile that speaks `language`; `seed` varies the computer's play.
    public init(language: Language, seed: UInt64 = 0) {
        self.init(book: ProfileBook(profile: StoredProfile(options: Options(language: language))), isStored: false, seed: seed)
    }

    /// The profile the page's storage handed back: `{"language": "ru", "seed": "42", "parts": {"options":
    /// "{…}", …}, "games": {"7": "{…}", …}}`, each value the text a ``StorageWrite`` gave. A part or
    /// game that cannot be read is left out, named to the player, and listed for the page to set aside.
    public init(start line: String) throws(WireError) {
        let json = try JSONValue(parsing: line)
        var profile = StoredProfile(options: Options(language: try json.optionalField("language") ?? .en))
        var unreadable: (parts: [ProfilePart], games: [String]) = ([], [])
        let parts = try json.optionalField("parts") ?? .object([:])
        for part in ProfilePart.allCases {
            guard let stored = try parts.optionalField(part.rawValue) else { continue }
            do throws(WireError) {
                let value = try JSONValue(parsing: try stored.string())
                switch part {
                case .options: profile.options = try Options(json: value)
                case .game: profile.game = try SavedGame(json: value)
                case .paper: profile.paper = try PaperSnapshot(json: value)
                // A place a newer page stored (after a rollback) is the main screen, as on the servers.
                case .place: profile.place = (try? Place(json: value)) ?? .main
                case .tutorial: profile.tutorial = try TutorialProgress(json: value)
                case .puzzles: profile.puzzles = try PuzzleBook(json: value)
                }
            } catch {
                unreadable.parts.append(part)
                profile.problems.append("\(part.rawValue): \(error.description)")
            }
        }
        var games: [HistoryEntry] = []
        if case .object(let stored) = try json.optionalField("games") ?? .object([:]) {
            for (key, text) in stored.sorted(by: { $0.key < $1.key }) {
                do throws(WireError) {
                    guard let id = Int64(key) else { throw .expected("a game's number") }
                    games.append(HistoryEntry(id: id, game: try PlayedGame(jsonText: try text.string())))
                } catch {
                    unreadable.games.append(key)
                    profile.problems.append("game \(key): \(error.description)")
                }
            }
        }
        let isStored = parts != .object([:]) || !games.isEmpty
        self.init(book: ProfileBook(profile: profile, games: games), isStored: isStored, seed: try json.optionalField("seed") ?? 0)
        setAside = unreadable
    }

    private init(book: ProfileBook, isStored: Bool, seed: UInt64) {
        self.book = book
        ledger = ChangeLedger(storedPlace: book.profile.place, isStored: isStored)
        model = AppModel(book.profile, seed: seed)
        for problem in book.profile.problems {
            model.receive(.storeUnreadable(reason: problem))
        }
    }

    /// The first answer: the state to show at launch, with the computer's move to search for in a
    /// resumed game, and (`setAside`) the storage keys that could not be read.
    public mutating func launch() -> String {
        var answer = Answer()
        run(model.launch(), into: &answer)
        return answer.text(model.state, setAside: setAside)
    }

    /// Applies one line and returns the answer, or `{"error": "…"}` (and no change) for a line that
    /// is none of the above.
    public mutating func apply(_ line: String) -> String {
        do throws(WireError) {
            let json = try JSONValue(parsing: line)
            var answer = Answer()
            run(try step(json), into: &answer)
            return answer.text(model.state)
        } catch {
            var writer = JSONWriter()
            writer.object { $0.field("error", error.description) }
            return writer.text
        }
    }

    /// Runs the search of a `think` that an answer handed out (`{"id": 3, …}`) with `answer` and
    /// returns the line that tells the model its move: what the page's Web Worker does.
    public static func think(_ line: String, answer: (ThinkRequest) -> HostEvent = { $0.answer() }) -> String {
        var writer = JSONWriter()
        do throws(WireError) {
            switch try answer(ThinkRequest(jsonText: line)) {
            case .judged(let request, let judgement):
                writer.object { line in
                    line.field("judged", WireObject { judged in
                        judged.field(Self.request, request)
                        judged.field(Self.judgement, judgement)
                    })
                }
            case .thought(let request, let cell):
                writer.object { line in
                    line.field("thought", WireObject { thought in
                        thought.field(Self.request, request)
                        thought.field(Self.cell, cell)
                    })
                }
            default:
                break
            }
        } catch {
            writer.object { $0.field("error", error.description) }
        }
        return writer.text
    }

    /// Gives the line to the model and returns the effects.
    private mutating func step(_ json: JSONValue) throws(WireError) -> [AppEffect] {
        if let clock = json["clock"] {
            return model.receive(.clock(now: try clock.integer64()))
        } else if let thought = json["thought"] {
            let cell = try thought.read(Self.cell)
            return model.receive(.thought(request: try thought.read(Self.request), cell: cell))
        } else if let judged = json["judged"] {
            return model.receive(.judged(request: try judged.read(Self.request), judgement: try judged.read(Self.judgement)))
        } else if json["stored"] != nil {
            return model.receive(.stored)
        } else if let reason = json["storeFailed"] {
            return model.receive(.storeFailed(reason: try reason.string()))
        } else if let games = json["restored"] {
            let added = book.merge(try [PlayedGame](json: games))
            guard !added.isEmpty else { return [] }
            restoredWrites = added.map(StorageWrite.game)
            return model.receive(.playedGamesAdded)
        }
        return model.send(try AppIntent(json: json))
    }

    /// The fields of a search's answer (`thought`, `judged`): the request it answers, and the move found
    /// (absent when there is none) or the position's judgement.
    private static var request: WireField<Int> { WireField("request") }
    private static var cell: WireField<Cell?> { WireField(optional: "cell") }
    private static var judgement: WireField<Judgement> { WireField("judgement") }

    /// Performs the effects as a host does: commits first (to the book, and as writes for the page),
    /// then answers reads from the book, then hands out the search.
    private mutating func run(_ effects: [AppEffect], into answer: inout Answer) {
        answer.writes += restoredWrites
        restoredWrites = []
        let changes = ledger.changes(after: effects, of: model)
        if !changes.isEmpty {
            let added = book.apply(changes)
            answer.writes += StorageWrite.writes(for: changes, in: book, added: added)
            ledger.committed(place: model.place)
        }
        for effect in effects {
            switch effect {
            case .store: break
            case .think(let request): answer.think = request
            case .fetch(.history(let query)): run(model.receive(.fetched(query, book.history(query))), into: &answer)
            case .fetch(.summaries): run(model.receive(.summaries(book.summaries())), into: &answer)
            case .match: run(model.receive(.matchRefused(.noServer)), into: &answer)
            }
        }
    }

    /// What one line produced.
    private struct Answer {
        var writes: [StorageWrite] = []
        var think: ThinkRequest?

        func text(_ state: AppState, setAside: (parts: [ProfilePart], games: [String])? = nil) -> String {
            var writer = JSONWriter()
            writer.object { object in
                object.field("state", state)
                object.field("writes", writes)
                object.field("think", think)
                if let setAside, !setAside.parts.isEmpty || !setAside.games.isEmpty {
                    object.field("setAside", WireObject { keys in
                        keys.field("parts", setAside.parts)
                        keys.field("games", setAside.games)
                    })
                }
            }
            return writer.text
        }
    }
}
