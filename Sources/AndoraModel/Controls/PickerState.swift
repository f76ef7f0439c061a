/// A labelled choice of one value among several (segmented control, select, radio group).
public struct PickerState: Hashable, Sendable, Codable {
    public var label: String
    public var choices: [ChoiceState]

    public init(label: String, choices: [ChoiceState]) {
        self.label = label
        self.choices = choices
    }
}
