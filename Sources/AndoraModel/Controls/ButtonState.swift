/// A button: its localised label, whether it can be pressed, and the intent to send when it is.
public struct ButtonState: Hashable, Sendable, Codable {
    public var label: String
    public var enabled: Bool
    public var intent: AppIntent

    public init(label: String, enabled: Bool = true, intent: AppIntent) {
        self.label = label
        self.enabled = enabled
        self.intent = intent
    }
}
