import AndoraCore

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
    var refusal: MoveError?

    /// The app as launched: the stored options and the autosaved game, if any.
    public init(options: Options = .default, savedGame: SavedGame? = nil) {
        self.options = options
        draft = options
        game = savedGame
    }

    /// Whether "Resume" has a game to restore.
    public var canResume: Bool {
        game.map { !$0.board.outcome.isOver } ?? false
    }

    /// Applies an intent and returns what the host must store; an intent that does not apply changes nothing.
    @discardableResult
    public mutating func send(_ intent: AppIntent) -> [AppEffect] {
        let accepted: [AppEffect]?
        switch screen {
        case .main: accepted = sendOnMain(intent)
        case .options: accepted = sendOnOptions(intent)
        case .game:
            if let dialog {
                accepted = sendOnDialog(dialog, intent)
            } else {
                accepted = sendOnGame(intent)
            }
        }
        guard let effects = accepted else { return [] }
        refusal = nil
        return effects
    }

    private mutating func sendOnMain(_ intent: AppIntent) -> [AppEffect]? {
        switch intent {
        case .startGame:
            let board = SavedBoard(mode: options.mode, options: options)
            return open(SavedGame(board: board, confirmTurn: options.confirmTurn))
        case .resumeGame:
            guard canResume else { return nil }
            pending = nil
            screen = .game
            return []
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
        screen = .game
        return [.saveGame(newGame)]
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

    /// Back to the main screen; an unfinished game stays saved for "Resume", its pending mark is dropped.
    private mutating func leaveGame() {
        dialog = nil
        pending = nil
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
            return change(.play(cell))
        case .undo:
            guard pending == nil else {
                pending = nil
                return []
            }
            guard current.board.canUndo, !current.board.outcome.isOver else { return nil }
            return change(.undo)
        case .redo:
            guard pending == nil, current.board.canRedo else { return nil }
            return change(.redo)
        default:
            return nil
        }
    }

    /// Places the mark, or makes it pending when the game confirms turns; a refused tap changes nothing.
    private mutating func tap(_ cell: Cell, in current: SavedGame) -> [AppEffect]? {
        do {
            try current.board.validate(cell)
        } catch {
            refusal = error
            return nil
        }
        if current.confirmTurn {
            pending = cell
            return []
        }
        return change(.play(cell))
    }

    /// Changes the game, opens the winner or draw dialog if it just ended, and autosaves.
    private mutating func change(_ step: RecordChange) -> [AppEffect]? {
        guard var current = game, (try? current.board.apply(step)) != nil else { return nil }
        game = current
        switch current.board.outcome {
        case .inProgress:
            return [.saveGame(current)]
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
