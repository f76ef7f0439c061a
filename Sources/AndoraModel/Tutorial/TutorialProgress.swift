/// How far a profile got in the tutorial, stored with it: the step to resume at, and whether it was
/// ever finished. A profile that never opened the tutorial (nor declined the offer) has none.
public struct TutorialProgress: Hashable, Sendable {
    /// The step (0-based) the tutorial opens at.
    public var step: Int
    /// The last step was done at least once.
    public var finished: Bool

    public init(step: Int, finished: Bool) {
        self.step = step
        self.finished = finished
    }
}

/// `{"step": 3, "finished": false}`.
extension TutorialProgress: WireCodable, WireShaped {
    public init(json: JSONValue) throws(WireError) {
        self.init(step: try json.read(Self.step), finished: try json.read(Self.finished))
    }

    public static let wireName = "TutorialProgress"

    public static func wireFields(_ shape: inout some WireFields<TutorialProgress>) {
        shape.field(Self.step) { $0.step }
        shape.field(Self.finished) { $0.finished }
    }

    static var step: WireField<Int> { WireField("step") }
    static var finished: WireField<Bool> { WireField("finished") }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively the stores keep the wire form.
#if !hasFeature(Embedded)
extension TutorialProgress: CodableAsWire {}
#endif
