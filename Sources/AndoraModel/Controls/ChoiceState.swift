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

extension ChoiceState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("label", label)
            object.field("selected", selected)
            object.field("intent", intent)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension ChoiceState: Codable {}
#endif
