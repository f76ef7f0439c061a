/// The main screen's offer of the tutorial, on a profile's first launch: a line of text and two buttons.
public struct TutorialOfferState: Hashable, Sendable {
    /// "New to Andora? A short tutorial shows the rules on the board."
    public var text: String
    /// Opens the tutorial.
    public var start: ButtonState
    /// Declines: the offer is not shown again (the tutorial stays on the main screen).
    public var dismiss: ButtonState
}

extension TutorialOfferState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("text", text)
            object.field("start", start)
            object.field("dismiss", dismiss)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension TutorialOfferState: Codable {}
#endif
