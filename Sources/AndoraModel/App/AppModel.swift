import AndoraCore
import AndoraEngine

/// The whole app of one profile as a value: send intents and host events, read ``state``, perform
/// the returned effects.
///
/// Where the player is lives in one ``Destination``; options and the game screen open over the main
/// screen (R2), dialogs over the game screen (R3.1, R3.5.4, R3.5.5).
public struct AppModel: Sendable {
    /// The saved options, those a new game starts with.
    public internal(set) var options: Options
    /// The unfinished game while the player is elsewhere; "Resume" offers it. On the game screen the
    /// game lives in the destination instead.
    var unfinishedGame: SavedGame?
    /// Whether a new game would replace a game the player has moved in: it asks first, and records
    /// that game as abandoned. A game nobody but the computer moved in goes without a word.
    var replacesPlayedGame: Bool { unfinishedGame?.playerHasMoved == true }
    /// The pencil & paper sheet kept while the player is elsewhere, and the scoreboard.
    var paper: PaperSnapshot
    var destination: Destination = .main(MainDestination())
    /// The host's wall clock in milliseconds since 1970, as last sent.
    var now: Int64 = 0
    /// When the cooldown after the last hint ends, on the host's clock.
    var nextHintAt: Int64?
    /// The notice about the store (a failed write, data that could not be read) until a store succeeds.
    var storeProblem: TextKey?
    /// How far the profile got in the tutorial; `nil` until it opens it or declines the offer.
    var tutorial: TutorialProgress?
    /// The puzzles cut from the reviews of the player's games and which puzzles they solved.
    var puzzles: PuzzleBook
    /// The profile has played or started a game: the tutorial is no longer offered at launch.
    var hasPlayed: Bool
    private var lastRequestID = 0
    /// The review of a played game, kept while the player looks elsewhere so that it
    /// goes on where it stopped; only the last game reviewed is kept.
    var review: GameReview?
    /// Seeds the computer's searches; each new game gets its own seed from it.
    private let seed: UInt64
    private var gamesStarted: UInt64 = 0

    /// R5.1.8: 30 seconds from one hint to the next.
    static let hintCooldown: Int64 = 30_000

    /// The app as launched, from what the profile stored: options, unfinished game, sheet, and where
    /// the player was (an open page continues its game after a server restart).
    ///
    /// - Parameter seed: varies the computer's play from one run to the next; tests fix it.
    public init(_ stored: StoredProfile = StoredProfile(), seed: UInt64 = 0) {
        options = stored.options
        let isOver = stored.game?.board.outcome.isOver ?? false
        unfinishedGame = isOver ? nil : stored.game
        paper = stored.paper ?? PaperSnapshot(sheet: nil, score: PaperScore())
        tutorial = stored.tutorial
        puzzles = stored.puzzles
        hasPlayed = stored.hasPlayedGames || stored.game != nil || stored.paper?.sheet != nil
        self.seed = seed
        switch stored.place {
        case .game:
            // The game on screen, even one whose result was showing.
            if let game = stored.game {
                unfinishedGame = nil
                destination = .game(GameDestination(game: game, now: nil))
            }
        case .paper:
            // The sheet the player was looking at, even a finished one.
            openPaper(keepingAFinishedSheet: true)
        case .options:
            destination = .options(OptionsDestination(draft: options))
        case .history:
            destination = .history(HistoryDestination())
        case .statistics:
            destination = .statistics(StatisticsDestination())
        case .tutorial:
            // At the step reached, which the store already holds.
            _ = openTutorial()
        case .puzzles:
            _ = openPuzzles()
        case .main: break
        }
    }

    /// What the host does once the model is built: the computer's search when a restored game
    /// waits for its move, the games a restored History or Statistics screen shows.
    public mutating func launch() -> [AppEffect] {
        guard case .game(var screen) = destination, screen.awaitedThought == nil else { return fetchOfShownGames }
        let effects = computerMove(&screen)
        destination = .game(screen)
        return effects
    }

    /// What the History or Statistics screen on show asks the store for to show its games (again).
    private var fetchOfShownGames: [AppEffect] {
        switch destination {
        case .history(let history): [.fetch(.history(history.query))]
        case .statistics: [.fetch(.summaries)]
        default: []
        }
    }

    /// The game on the game screen, else the unfinished game "Resume" offers.
    public var game: SavedGame? {
        if case .game(let screen) = destination { screen.game } else { unfinishedGame }
    }

    /// Whether "Resume" has a game to restore.
    public var canResume: Bool { unfinishedGame != nil }

    /// Where the player is, as the store keeps it.
    public var place: Place {
        switch destination {
        case .main, .matchSetup, .match: .main
        case .game: .game
        case .paper: .paper
        case .options: .options
        case .history, .replay: .history
        case .statistics: .statistics
        case .tutorial: .tutorial
        case .puzzles: .puzzles
        }
    }

    /// The search the model waits for, if any: a host cancels every other.
    public var awaitedThought: ThinkRequest? {
        switch destination {
        case .game(let screen): screen.awaitedThought
        case .replay(let replay): replay.awaitedThought
        default: nil
        }
    }

    /// The match the match screen shows and the sign this device plays in it (`nil` while it
    /// watches): the host follows that match's changes.
    public var shownMatch: (code: MatchCode, sign: Player?)? {
        if case .match(let screen) = destination { (screen.code, screen.sign) } else { nil }
    }

    /// Applies a player's intent and returns what the host must do; an intent that does not apply changes nothing.
    @discardableResult
    public mutating func send(_ intent: AppIntent) -> [AppEffect] {
        if case .setTimeZone(let utcOffsetMinutes) = intent {
            return setTimeZone(utcOffsetMinutes)
        }
        if let effects = sendMatchCode(intent) {
            return effects
        }
        switch destination {
        case .main(var main):
            return sendOnMain(intent, &main)
        case .options(var screen):
            return sendOnOptions(intent, &screen)
        case .game(var screen):
            let effects = sendOnGame(intent, &screen)
            if case .game = destination { destination = .game(screen) }
            return effects
        case .paper(var screen):
            let effects = sendOnPaper(intent, &screen)
            if case .paper = destination { destination = .paper(screen) }
            return effects
        case .history(var history):
            let effects = sendOnHistory(intent, &history)
            if case .history = destination { destination = .history(history) }
            return effects
        case .replay(var replay):
            let effects = sendOnReplay(intent, &replay)
            if case .replay = destination { destination = .replay(replay) }
            return effects
        case .statistics:
            return sendOnStatistics(intent)
        case .tutorial(var tutorial):
            let effects = sendOnTutorial(intent, &tutorial)
            if case .tutorial = destination { destination = .tutorial(tutorial) }
            return effects
        case .puzzles(var screen):
            let effects = sendOnPuzzles(intent, &screen)
            if case .puzzles = destination { destination = .puzzles(screen) }
            return effects
        case .matchSetup(var setup):
            let effects = sendOnMatchSetup(intent, &setup)
            if case .matchSetup = destination { destination = .matchSetup(setup) }
            return effects
        case .match(var screen):
            let effects = sendOnMatch(intent, &screen)
            if case .match = destination { destination = .match(screen) }
            return effects
        }
    }

    /// Applies what the host learnt by itself and returns what it must do next.
    @discardableResult
    public mutating func receive(_ event: HostEvent) -> [AppEffect] {
        switch event {
        case .clock(let sent):
            // Kept in a range where the cooldown arithmetic cannot overflow, whatever a host sends.
            let now = min(max(sent, 0), Int64.max / 4)
            // A clock that went back keeps the wait that was left.
            if now < self.now, let nextHintAt {
                self.nextHintAt = nextHintAt - (self.now - now)
            }
            self.now = now
            switch destination {
            case .game(var screen):
                screen.readClock(at: now)
                destination = .game(screen)
            case .replay(var replay):
                replay.autoplay(at: now)
                destination = .replay(replay)
            default:
                break
            }
            return []
        case .thought(let id, let cell):
            guard case .game(var screen) = destination else { return [] }
            let effects = receive(cell, for: id, &screen)
            destination = .game(screen)
            return effects
        case .judged(let id, let judgement):
            switch destination {
            case .replay(var replay):
                let effects = receive(judgement, for: id, &replay)
                destination = .replay(replay)
                return effects
            case .game(var screen):
                let effects = receive(judgement, for: id, &screen)
                destination = .game(screen)
                return effects
            default:
                return []
            }
        case .fetched(let query, let page):
            guard case .history(var history) = destination, history.query == query else { return [] }
            let effects = receive(page, for: &history)
            if case .history = destination { destination = .history(history) }
            return effects
        case .summaries(let summaries):
            receive(summaries)
            return []
        case .storeFailed:
            storeProblem = .storeFailed
            return []
        case .storeUnreadable:
            storeProblem = .storeUnreadable
            return []
        case .stored:
            storeProblem = nil
            return []
        case .playedGamesAdded:
            hasPlayed = true
            return fetchOfShownGames
        case .matchSeated, .matchChanged, .matchRefused:
            receiveMatch(event)
            return []
        }
    }

    /// Back to the main screen: an unfinished game is kept for "Resume" (its pending mark is dropped,
    /// a search under way is no longer awaited), a sheet is kept for the next visit.
    mutating func leave() {
        switch destination {
        case .game(let screen):
            unfinishedGame = screen.game.board.outcome.isOver ? nil : screen.game
        case .paper(let screen):
            paper.sheet = screen.sheet
        case .main, .options, .history, .replay, .statistics, .tutorial, .puzzles, .matchSetup, .match:
            break
        }
        destination = .main(MainDestination())
    }

    /// A new game of the saved options' mode (pencil & paper has its own sheet instead).
    mutating func newGame(of board: SavedBoard) -> SavedGame {
        gamesStarted += 1
        return SavedGame(
            board: board, confirmTurn: options.confirmTurn, opponent: options.opponent,
            computerPlays: options.computerPlays, seed: seed &+ gamesStarted &* 0x9E37_79B9_7F4A_7C15, startedAt: now)
    }

    /// Opens the game screen over the unfinished game and asks for the computer's move if it is its turn.
    mutating func resume() -> [AppEffect] {
        guard let game = unfinishedGame else { return [] }
        unfinishedGame = nil
        var screen = GameDestination(game: game, now: now)
        let effects = computerMove(&screen)
        destination = .game(screen)
        return effects
    }

    /// Opens the sheet kept from the last visit, or a blank one if there is none or its game ended
    /// (a finished one is kept where the app was closed on it); its signs are placed as the options say.
    mutating func openPaper(keepingAFinishedSheet: Bool = false) {
        var sheet = paper.sheet.flatMap { $0.game.outcome.isOver && !keepingAFinishedSheet ? nil : $0 }
            ?? PaperSheet(input: options.paperInput)
        sheet.placeSigns(by: options.paperInput)
        paper.sheet = nil
        hasPlayed = true
        destination = .paper(PaperDestination(sheet: sheet))
    }

    /// Asks the host for the computer's move when it is the computer's turn and the game is not paused
    /// (a paused game, restored or resumed from the main screen, waits for Resume).
    mutating func computerMove(_ screen: inout GameDestination) -> [AppEffect] {
        guard !screen.paused, screen.game.isComputersTurn, let level = screen.game.opponent.level,
              case .andora(let record) = screen.game.board else { return [] }
        return [.think(request(.move, record.game, in: &screen, level: level))]
    }

    /// A new id for a search request: answers to older ones are stale.
    mutating func nextRequestID() -> Int {
        lastRequestID += 1
        return lastRequestID
    }

    mutating func request(
        _ purpose: ThinkPurpose, _ position: UltimateGame, in screen: inout GameDestination, level: SearchLevel = .expert
    ) -> ThinkRequest {
        let request = ThinkRequest(
            id: nextRequestID(), purpose: purpose, game: position, level: level,
            budget: purpose == .hint ? ThinkRequest.hintBudget : ThinkRequest.moveBudget(level),
            seed: screen.game.seed &+ UInt64(position.moves.count))
        screen.awaitedThought = request
        return request
    }
}

extension AppModel: Equatable {}
