/// Everything a front end draws, already localised: one value, replaced after every intent.
///
/// Only the current screen's part is present; `dialog` is a modal over the game screen.
public struct AppState: Hashable, Sendable {
    public var language: Language
    public var screen: Screen
    public var main: MainScreenState?
    public var game: GameScreenState?
    public var options: OptionsScreenState?
    /// The pencil & paper sheet.
    public var paper: PaperScreenState?
    /// The list of played games, and one of them replayed.
    public var history: HistoryScreenState?
    public var replay: ReplayScreenState?
    /// Results, personal bests and the daily streak.
    public var statistics: StatisticsScreenState?
    /// The tutorial's step (seed 001 1.2).
    public var tutorial: TutorialScreenState?
    /// Creating or joining a match between two devices.
    public var matchSetup: MatchSetupScreenState?
    /// A match between two devices, from this device's seat.
    public var match: MatchScreenState?
    public var dialog: DialogState?
    /// A problem the player must know of whatever the screen, e.g. that the last change could not be stored.
    public var notice: String?
}

extension AppState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("language", language)
            object.field("screen", screen)
            object.field("main", main)
            object.field("game", game)
            object.field("options", options)
            object.field("paper", paper)
            object.field("history", history)
            object.field("replay", replay)
            object.field("statistics", statistics)
            object.field("tutorial", tutorial)
            object.field("matchSetup", matchSetup)
            object.field("match", match)
            object.field("dialog", dialog)
            object.field("notice", notice)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension AppState: Codable {}
#endif
