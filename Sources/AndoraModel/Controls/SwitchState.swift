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

extension SwitchState: WireState {
    public static let wireName = "Switch"

    public static func wireFields(_ shape: inout some WireFields<SwitchState>) {
        shape.field("label", .string) { $0.label }
        shape.field("on", .boolean) { $0.on }
        shape.field("intent", .reference("Intent")) { $0.intent }
    }
}
