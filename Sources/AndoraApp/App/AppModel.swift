import AndoraCore
import AndoraEngine

/// The whole app as a value: send intents, read ``state``, perform the returned effects.
///
/// Screens stack as the seed says: options and the game screen open over the main screen (R2),
/// dialogs open over the game screen (R3.1, R3.5.4, R3.5.5).
public struct AppModel: Sendable {
    /// The saved options, those a new game starts with.
    public private(set) var options: Options
    /// The current or last game; "Resume" offers it while it is unfinished.
    public private(set) var game: SavedGame?
    var screen = Screen.main
    var dialog: DialogKind?
    /// The options screen's unsaved edits (R4.1, R4.3).
    var draft: Options
    /// The mark placed but not yet confirmed with "Finish turn" (R3.5.3.2).
    var pending: Cell?
    /// Why the last tap was refused; cleared by the next accepted intent.
    var refusal: TextKey?
    /// The search whose answer the model waits for; any other answer is stale.
    public private(set) var awaitedThought: ThinkRequest?
    /// The cell the last hint suggests, until the game changes.
    var hint: Cell?
    /// The host's monotonic clock in milliseconds, as last sent.
    var now = 0
    /// When the cooldown after the last hint ends, on the host's clock.
    var nextHintAt: Int?
    /// The pencil & paper sheet on screen; not stored, so leaving the sheet loses it.
    var paper: PaperSheet?
    /// Pencil & paper results while the app runs.
    public internal(set) var paperScore = PaperScore()
    private var lastRequestID = 0
    /// Seeds the computer's searches; each new game gets its own seed from it.
    private let seed: UInt64
    private var gamesStarted: UInt64 = 0

    /// Seed 001 1.8: 30 seconds from one hint to the next.
    static let hintCooldown = 30_000

    /// The app as launched: the stored options and the autosaved game, if any.
    ///
    /// - Parameter seed: varies the computer's play from one run to the next; tests fix it.
    public init(options: Options = .default, savedGame: SavedGame? = nil, seed: UInt64 = 0) {
        self.options = options
        draft = options
        game = savedGame
        self.seed = seed
    }

    /// Whether "Resume" has a game to restore.
    public var canResume: Bool {
        game.map { !$0.board.outcome.isOver } ?? false
    }

    /// Applies an intent and returns what the host must store; an intent that does not apply changes nothing.
    @discardableResult
    public mutating func send(_ intent: AppIntent) -> [AppEffect] {
        let accepted: [AppEffect]?
        switch (screen, intent) {
        case (_, .clock(let sent)):
            // Kept in a range where the cooldown arithmetic cannot overflow, whatever a host sends.
            let now = min(max(sent, 0), Int.max / 4)
            // A clock that went back (a host restarted its clock) keeps the wait that was left.
            if now < self.now, let nextHintAt {
                self.nextHintAt = nextHintAt - (self.now - now)
            }
            self.now = now
            return []
        case (.game, .thought(let id, let cell)):
            accepted = receive(cell, for: id)
        default:
            accepted = sendOnScreen(intent)
        }
        guard let effects = accepted else { return [] }
        refusal = nil
        return effects
    }

    private mutating func sendOnScreen(_ intent: AppIntent) -> [AppEffect]? {
        let accepted: [AppEffect]?
        switch screen {
        case .main: accepted = sendOnMain(intent)
        case .options: accepted = sendOnOptions(intent)
        case .game, .paper:
            if let dialog {
                accepted = sendOnDialog(dialog, intent)
            } else if screen == .paper {
                accepted = sendOnPaper(intent)
            } else {
                accepted = sendOnGame(intent)
            }
        }
        return accepted
    }

    private mutating func sendOnMain(_ intent: AppIntent) -> [AppEffect]? {
        switch intent {
        case .startGame:
            guard let board = SavedBoard(mode: options.mode, options: options) else {
                paper = PaperSheet(input: options.paperInput)
                screen = .paper
                return []
            }
            gamesStarted += 1
            return open(SavedGame(
                board: board, confirmTurn: options.confirmTurn, opponent: options.opponent,
                computerPlays: options.computerPlays, seed: seed &+ gamesStarted &* 0x9E37_79B9_7F4A_7C15))
        case .resumeGame:
            guard canResume, let game else { return nil }
            pending = nil
            screen = .game
            return computerMove(in: game)
        case .chooseMode(let mode):
            options.mode = mode
            return [.saveOptions(options)]
        case .openOptions:
            draft = options
            screen = .options
            return []
        default:
            return nil
        }
    }

    private mutating func open(_ newGame: SavedGame) -> [AppEffect] {
        game = newGame
        pending = nil
        hint = nil
        screen = .game
        return [.saveGame(newGame)] + computerMove(in: newGame)
    }

    private mutating func sendOnOptions(_ intent: AppIntent) -> [AppEffect]? {
        switch intent {
        case .back:
            screen = .main
        case .saveOptions:
            options = draft
            screen = .main
            return [.saveOptions(options)]
        case .setStrategy(let strategy):
            draft.strategy = strategy
        case .setConfirmTurn(let on):
            draft.confirmTurn = on
        case .setLanguage(let language):
            draft.language = language
        case .setClassicSize(let size):
            guard let rules = ClassicRules(size: size) else { return nil }
            draft.classic = rules
        case .setClassicInARow(let inARow):
            guard let rules = ClassicRules(size: draft.classic.size, inARow: inARow) else { return nil }
            draft.classic = rules
        case .setOpponent(let opponent):
            draft.opponent = opponent
        case .setComputerPlays(let sign):
            draft.computerPlays = sign
        case .setPaperInput(let input):
            draft.paperInput = input
        default:
            return nil
        }
        return []
    }

    private mutating func sendOnDialog(_ kind: DialogKind, _ intent: AppIntent) -> [AppEffect]? {
        switch (kind, intent) {
        case (.exitConfirmation, .confirmExit):
            leaveGame()
        case (.exitConfirmation, .cancelExit), (.exitConfirmation, .back),
             (.winner, .closeDialog), (.winner, .back), (.draw, .closeDialog), (.draw, .back):
            dialog = nil
        default:
            return nil
        }
        return []
    }

    /// Back to the main screen; an unfinished game stays saved for "Resume", its pending mark is dropped
    /// and a search under way is no longer awaited; a pencil & paper sheet is gone.
    mutating func leaveGame() {
        dialog = nil
        pending = nil
        awaitedThought = nil
        hint = nil
        paper = nil
        screen = .main
    }

    private mutating func sendOnGame(_ intent: AppIntent) -> [AppEffect]? {
        guard let current = game else { return nil }
        switch intent {
        case .exit, .back:
            if current.board.outcome.isOver {
                leaveGame()
            } else {
                dialog = .exitConfirmation
            }
            return []
        case .tapCell(let cell):
            return tap(cell, in: current)
        case .finishTurn:
            guard let cell = pending else { return nil }
            pending = nil
            return change([.play(cell)])
        case .undo:
            guard pending == nil else {
                pending = nil
                return []
            }
            guard current.playerHasMoved, !current.board.outcome.isOver else { return nil }
            return change(current.isComputersTurn ? [.undo] : [.undo, .undo])
        case .redo:
            guard pending == nil, current.board.canRedo else { return nil }
            return change([.redo, .redo])
        case .hint:
            guard hintBlock(in: current) == nil, case .andora(let record) = current.board else { return nil }
            nextHintAt = now + Self.hintCooldown
            hint = nil
            return [.think(request(.hint, record.game, in: current))]
        default:
            return nil
        }
    }

    /// Why "Hint" cannot be pressed now, or `nil` when it can.
    func hintBlock(in current: SavedGame) -> HintBlock? {
        if current.board.mode != .andora { return .andoraOnly }
        if current.board.outcome.isOver || current.isComputersTurn { return .notPlayersTurn }
        if awaitedThought != nil { return .searching }
        if let nextHintAt, now < nextHintAt {
            return .cooldown(secondsLeft: (nextHintAt - now + 999) / 1000)
        }
        return nil
    }

    /// Asks the host for the computer's move when it is the computer's turn.
    private mutating func computerMove(in current: SavedGame) -> [AppEffect] {
        guard current.isComputersTurn, let level = current.opponent.level,
              case .andora(let record) = current.board else { return [] }
        return [.think(request(.move, record.game, in: current, level: level))]
    }

    private mutating func request(
        _ purpose: ThinkPurpose, _ position: UltimateGame, in current: SavedGame, level: SearchLevel = .expert
    ) -> ThinkRequest {
        lastRequestID += 1
        let request = ThinkRequest(
            id: lastRequestID, purpose: purpose, game: position, level: level,
            budget: purpose == .hint ? ThinkRequest.hintBudget : ThinkRequest.moveBudget(level),
            seed: current.seed &+ UInt64(position.moves.count))
        awaitedThought = request
        return request
    }

    /// Takes the host's answer if it is the awaited one: shows the hint or plays the computer's move.
    private mutating func receive(_ cell: Cell?, for id: Int) -> [AppEffect]? {
        guard let request = awaitedThought, request.id == id else { return nil }
        awaitedThought = nil
        switch request.purpose {
        case .hint:
            guard let cell, (try? game?.board.validate(cell)) != nil else { return [] }
            hint = cell
            return []
        case .move:
            if let cell, let effects = change([.play(cell)]) { return effects }
            // An answer without a legal move must not leave the computer thinking for good: ask again.
            guard let current = game else { return [] }
            return computerMove(in: current)
        }
    }

    /// Places the mark, or makes it pending when the game confirms turns; a refused tap changes nothing.
    private mutating func tap(_ cell: Cell, in current: SavedGame) -> [AppEffect]? {
        if current.isComputersTurn {
            refusal = .refusalComputersTurn
            return nil
        }
        do {
            try current.board.validate(cell)
        } catch {
            refusal = Self.reason(for: error)
            return nil
        }
        if current.confirmTurn {
            pending = cell
            return []
        }
        return change([.play(cell)])
    }

    /// Changes the game, opens the winner or draw dialog if it just ended, autosaves, and asks for
    /// the computer's move when it is its turn.
    ///
    /// The first step must succeed; a later one is taken only while it is the computer's turn, so
    /// that undo and redo step over the computer's reply together with the player's move.
    private mutating func change(_ steps: [RecordChange]) -> [AppEffect]? {
        guard var current = game, let first = steps.first, (try? current.board.apply(first)) != nil else { return nil }
        for step in steps.dropFirst() where current.isComputersTurn {
            try? current.board.apply(step)
        }
        game = current
        hint = nil
        awaitedThought = nil
        switch current.board.outcome {
        case .inProgress:
            return [.saveGame(current)] + computerMove(in: current)
        case .won:
            dialog = .winner
            return [.deleteSavedGame]
        case .draw:
            dialog = .draw
            return [.deleteSavedGame]
        }
    }
}

extension AppModel: Equatable {}
