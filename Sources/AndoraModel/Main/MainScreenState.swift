/// The main screen (R2): one tap on "Start game" starts the chosen mode.
public struct MainScreenState: Hashable, Sendable, Codable {
    public var title: String
    /// R2.1.
    public var startGame: ButtonState
    /// Present only while an unfinished game is saved.
    public var resumeGame: ButtonState?
    /// Andora or classic with the saved N and K.
    public var mode: PickerState
    /// R2.2.
    public var options: ButtonState
    /// The History screen (seed 001 2.3).
    public var history: ButtonState
    /// The Statistics screen (seed 001 1.9).
    public var statistics: ButtonState
    /// A match between two devices (issue 13).
    public var match: ButtonState
    /// The tutorial (seed 001 1.2), always offered here.
    public var tutorial: ButtonState
    /// On a profile's first launch: the tutorial offered above the menu.
    public var tutorialOffer: TutorialOfferState?
}
