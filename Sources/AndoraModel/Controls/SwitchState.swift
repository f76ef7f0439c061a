/// A labelled on/off switch; `intent` turns it to the other position.
public struct SwitchState: Hashable, Sendable {
    public var label: String
    public var on: Bool
    public var intent: AppIntent

    public init(label: String, on: Bool, intent: AppIntent) {
        self.label = label
        self.on = on
        self.intent = intent
    }
}

extension SwitchState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("label", label)
            object.field("on", on)
            object.field("intent", intent)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension SwitchState: Codable {}
#endif
