/// One value of a picker: its label, whether it is the current value, and the intent that picks it.
public struct ChoiceState: Hashable, Sendable, Codable {
    public var label: String
    public var selected: Bool
    public var intent: AppIntent

    public init(label: String, selected: Bool, intent: AppIntent) {
        self.label = label
        self.selected = selected
        self.intent = intent
    }
}
