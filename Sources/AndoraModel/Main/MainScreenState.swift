/// The main screen (R2): one tap on "Start game" starts the chosen mode.
public struct MainScreenState: Hashable, Sendable {
    public var title: String
    /// R2.1.
    public var startGame: ButtonState
    /// Present only while an unfinished game is saved.
    public var resumeGame: ButtonState?
    /// Andora or classic with the saved N and K.
    public var mode: PickerState
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

extension MainScreenState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("title", title)
            object.field("startGame", startGame)
            object.field("resumeGame", resumeGame)
            object.field("mode", mode)
            object.field("options", options)
            object.field("history", history)
            object.field("statistics", statistics)
            object.field("match", match)
            object.field("tutorial", tutorial)
            object.field("puzzles", puzzles)
            object.field("tutorialOffer", tutorialOffer)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension MainScreenState: Codable {}
#endif
