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
    public static let wireSummary: String? = "The main screen's offer of the tutorial (R5.1.2)."

    public static func wireFields(_ shape: inout some WireFields<TutorialOfferState>) {
        shape.field("text", .string) { $0.text }
        shape.field("start", .reference("Button")) { $0.start }
        shape.field("dismiss", .reference("Button").described("Declines: the offer is not shown again.")) { $0.dismiss }
    }
}
