/// A labelled choice of one value among several (segmented control, select, radio group).
public struct PickerState: Hashable, Sendable {
    public var label: String
    public var choices: [ChoiceState]

    public init(label: String, choices: [ChoiceState]) {
        self.label = label
        self.choices = choices
    }
}

extension PickerState: WireState {
    public static let wireName = "Picker"

    public static func wireFields(_ shape: inout some WireFields<PickerState>) {
        shape.field("label", .string) { $0.label }
        shape.field("choices", .array(of: .reference("Choice"))) { $0.choices }
    }
}
