/// The main screen (R2): one tap on "Start game" starts the chosen mode.
public struct MainScreenState: Hashable, Sendable {
    public var title: String
    /// R2.1.
    public var startGame: ButtonState
    /// Present only while an unfinished game is saved.
    public var resumeGame: ButtonState?
    /// Andora or classic with the saved N and K.
    public var mode: PickerState
    /// Whom Start game plays against: "You (X) vs Computer (expert)", or two players on this device.
    public var opponent: String
    /// R2.2.
    public var options: ButtonState
    /// The History screen (R5.2.3).
    public var history: ButtonState
    /// The Statistics screen (R5.1.9).
    public var statistics: ButtonState
    /// A match between two devices.
    public var match: ButtonState
    /// The tutorial (R5.1.2), always offered here.
    public var tutorial: ButtonState
    /// Find the winning move.
    public var puzzles: ButtonState
    /// On a profile's first launch: the tutorial offered above the menu.
    public var tutorialOffer: TutorialOfferState?
}

extension MainScreenState: WireState {
    public static let wireName = "MainScreen"

    public static func wireFields(_ shape: inout some WireFields<MainScreenState>) {
        shape.field("title", .string) { $0.title }
        shape.field("startGame", .reference("Button")) { $0.startGame }
        shape.field("resumeGame", .reference("Button")) { $0.resumeGame }
        shape.field("mode", .reference("Picker")) { $0.mode }
        shape.field("opponent", .string.described("Whom Start game plays against: \"You (X) vs Computer (expert)\", or two players on this device.")) { $0.opponent }
        shape.field("options", .reference("Button")) { $0.options }
        shape.field("history", .reference("Button").described("The History screen (R5.2.3).")) { $0.history }
        shape.field("statistics", .reference("Button").described("The Statistics screen (R5.1.9).")) { $0.statistics }
        shape.field("match", .reference("Button").described("Play on two devices.")) { $0.match }
        shape.field("tutorial", .reference("Button").described("The tutorial (R5.1.2), always offered here.")) { $0.tutorial }
        shape.field("puzzles", .reference("Button").described("Find the winning move.")) { $0.puzzles }
        shape.field("tutorialOffer", .reference("TutorialOffer").described("On a profile's first launch only: the tutorial offered under the menu.")) { $0.tutorialOffer }
    }
}
