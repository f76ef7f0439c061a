/// A button: its localised label, whether it can be pressed, and the intent to send when it is.
public struct ButtonState: Hashable, Sendable {
    public var label: String
    public var enabled: Bool
    public var intent: AppIntent

    public init(label: String, enabled: Bool = true, intent: AppIntent) {
        self.label = label
        self.enabled = enabled
        self.intent = intent
    }
}

extension ButtonState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("label", label)
            object.field("enabled", enabled)
            object.field("intent", intent)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension ButtonState: Codable {}
#endif
