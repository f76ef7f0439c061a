/// The main screen's offer of the tutorial, on a profile's first launch: a line of text and two buttons.
public struct TutorialOfferState: Hashable, Sendable {
    /// "New to Andora? A short tutorial shows the rules on the board."
    public var text: String
    /// Opens the tutorial.
    public var start: ButtonState
    /// Declines: the offer is not shown again (the tutorial stays on the main screen).
    public var dismiss: ButtonState
}

extension TutorialOfferState: WireState {
    public static let wireName = "TutorialOffer"

    public static func wireFields(_ shape: inout some WireFields<TutorialOfferState>) {
        shape.field("text") { $0.text }
        shape.field("start") { $0.start }
        shape.field("dismiss") { $0.dismiss }
    }
}
