/// A labelled choice of one value among several (segmented control, select, radio group).
public struct PickerState: Hashable, Sendable {
    public var label: String
    public var choices: [ChoiceState]

    public init(label: String, choices: [ChoiceState]) {
        self.label = label
        self.choices = choices
    }
}

extension PickerState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("label", label)
            object.field("choices", choices)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension PickerState: Codable {}
#endif
