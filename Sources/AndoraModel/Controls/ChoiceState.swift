/// One value of a picker: its label, whether it is the current value, and the intent that picks it.
public struct ChoiceState: Hashable, Sendable {
    public var label: String
    public var selected: Bool
    public var intent: AppIntent

    public init(label: String, selected: Bool, intent: AppIntent) {
        self.label = label
        self.selected = selected
        self.intent = intent
    }
}

extension ChoiceState: WireState {
    public static let wireName = "Choice"

    public static func wireFields(_ shape: inout some WireFields<ChoiceState>) {
        shape.field("label", .string) { $0.label }
        shape.field("selected", .boolean) { $0.selected }
        shape.field("intent", .reference("Intent")) { $0.intent }
    }
}
