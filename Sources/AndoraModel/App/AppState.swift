/// Everything a front end draws, already localised: one value, replaced after every intent.
///
/// Exactly one screen is shown, with its own state; `dialog` is a modal over it. On the wire the
/// screen is named by `screen` and its state sits beside it under the same name:
/// `{"language": "en", "screen": "game", "game": {…}, "dialog": {…}}`.
public struct AppState: Hashable, Sendable {
    public var language: Language
    /// The screen shown, with its state.
    public var shown: ScreenState
    public var dialog: DialogState?
    /// A problem the player must know of whatever the screen, e.g. that the last change could not be stored.
    public var notice: String?
    /// In how many milliseconds this state changes by itself (the running clock's next second, the
    /// hint countdown, the replay's next step): a host sends the clock then and shows what follows,
    /// instead of asking again on a timer of its own. `nil` while only an intent or an answer changes it.
    public var wakeIn: Int64?
    /// The host's number for this state, growing with every step it takes: a front end that gets
    /// states by two paths (answers and pushes) drops one older than the state it shows. The model
    /// leaves it out; a host that feeds its screen in order needs none.
    public var revision: Int64?

    public init(language: Language, shown: ScreenState, dialog: DialogState? = nil, notice: String? = nil) {
        self.language = language
        self.shown = shown
        self.dialog = dialog
        self.notice = notice
    }

    /// The name of the screen shown.
    public var screen: Screen { shown.screen }
    public var main: MainScreenState? { if case .main(let state) = shown { state } else { nil } }
    public var game: GameScreenState? { if case .game(let state) = shown { state } else { nil } }
    public var options: OptionsScreenState? { if case .options(let state) = shown { state } else { nil } }
    /// The pencil & paper sheet.
    public var paper: PaperScreenState? { if case .paper(let state) = shown { state } else { nil } }
    /// The list of played games.
    public var history: HistoryScreenState? { if case .history(let state) = shown { state } else { nil } }
    /// One played game, replayed.
    public var replay: ReplayScreenState? { if case .replay(let state) = shown { state } else { nil } }
    /// Results, personal bests and the daily streak.
    public var statistics: StatisticsScreenState? { if case .statistics(let state) = shown { state } else { nil } }
    /// The tutorial's step (R5.1.2).
    public var tutorial: TutorialScreenState? { if case .tutorial(let state) = shown { state } else { nil } }
    /// Find the winning move.
    public var puzzles: PuzzlesScreenState? { if case .puzzles(let state) = shown { state } else { nil } }
    /// Creating or joining a match between two devices.
    public var matchSetup: MatchSetupScreenState? { if case .matchSetup(let state) = shown { state } else { nil } }
    /// A match between two devices, from this device's seat.
    public var match: MatchScreenState? { if case .match(let state) = shown { state } else { nil } }
}

/// The screen's state is the field named as the screen; the others are absent.
extension AppState: WireShaped {
    public static let wireName = "AppState"
    public static let wireSummary: String? = "The app model's state (docs/APP-MODEL.md): only the current screen's object is present; dialog is a modal over the game screen or the pencil & paper sheet."

    public static func wireFields(_ shape: inout some WireFields<AppState>) {
        shape.field("language", .reference("Language")) { $0.language }
        shape.field("screen", .string.with("enum", ["main", "game", "options", "paper", "history", "replay", "statistics", "tutorial", "puzzles", "matchSetup", "match"])) { $0.screen }
        shape.field("main", .reference("MainScreen")) { $0.main }
        shape.field("game", .reference("GameScreen")) { $0.game }
        shape.field("options", .reference("OptionsScreen")) { $0.options }
        shape.field("paper", .reference("PaperScreen")) { $0.paper }
        shape.field("history", .reference("HistoryScreen")) { $0.history }
        shape.field("replay", .reference("ReplayScreen")) { $0.replay }
        shape.field("statistics", .reference("StatisticsScreen")) { $0.statistics }
        shape.field("tutorial", .reference("TutorialScreen")) { $0.tutorial }
        shape.field("puzzles", .reference("PuzzlesScreen")) { $0.puzzles }
        shape.field("matchSetup", .reference("MatchSetupScreen")) { $0.matchSetup }
        shape.field("match", .reference("MatchScreen")) { $0.match }
        shape.field("dialog", .reference("Dialog")) { $0.dialog }
        shape.field("notice", .string.described("A problem the player must know whatever the screen, e.g. that the last change could not be stored.")) { $0.notice }
        shape.field("wakeIn", .typed("integer").with("minimum", 0).described("In how many milliseconds this state changes by itself (the running clock's next second, the hint countdown, the replay's next step): ask again then, or follow /api/live, where the server pushes it. Absent while only an intent or an answer changes the state.")) { $0.wakeIn }
        shape.field("revision", .typed("integer").with("minimum", 0).described("The server's number for this state, growing with every step it takes for the profile: a state that arrives older than the one shown (an answer and a push crossing) is dropped.")) { $0.revision }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable. Natively the remote terminal reads the
// server's state with it; `JSONWriterTests` checks that it reads back what the wire form writes.
#if !hasFeature(Embedded)
extension AppState: Decodable {
    private enum CodingKeys: String, CodingKey {
        case language, screen, main, game, options, paper, history, replay, statistics, tutorial, puzzles, matchSetup, match
        case dialog, notice, wakeIn, revision
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        language = try container.decode(Language.self, forKey: .language)
        dialog = try container.decodeIfPresent(DialogState.self, forKey: .dialog)
        notice = try container.decodeIfPresent(String.self, forKey: .notice)
        wakeIn = try container.decodeIfPresent(Int64.self, forKey: .wakeIn)
        revision = try container.decodeIfPresent(Int64.self, forKey: .revision)
        shown = switch try container.decode(Screen.self, forKey: .screen) {
        case .main: .main(try container.decode(MainScreenState.self, forKey: .main))
        case .game: .game(try container.decode(GameScreenState.self, forKey: .game))
        case .options: .options(try container.decode(OptionsScreenState.self, forKey: .options))
        case .paper: .paper(try container.decode(PaperScreenState.self, forKey: .paper))
        case .history: .history(try container.decode(HistoryScreenState.self, forKey: .history))
        case .replay: .replay(try container.decode(ReplayScreenState.self, forKey: .replay))
        case .statistics: .statistics(try container.decode(StatisticsScreenState.self, forKey: .statistics))
        case .tutorial: .tutorial(try container.decode(TutorialScreenState.self, forKey: .tutorial))
        case .puzzles: .puzzles(try container.decode(PuzzlesScreenState.self, forKey: .puzzles))
        case .matchSetup: .matchSetup(try container.decode(MatchSetupScreenState.self, forKey: .matchSetup))
        case .match: .match(try container.decode(MatchScreenState.self, forKey: .match))
        }
    }
}
#endif
