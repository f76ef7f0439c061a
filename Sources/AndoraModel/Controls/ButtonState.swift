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

extension ButtonState: WireState {
    public static let wireName = "Button"

    public static func wireFields(_ shape: inout some WireFields<ButtonState>) {
        shape.field("label", .string) { $0.label }
        shape.field("enabled", .boolean) { $0.enabled }
        shape.field("intent", .reference("Intent")) { $0.intent }
    }
}
