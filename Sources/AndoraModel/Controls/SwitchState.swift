/// A labelled on/off switch; `intent` turns it to the other position.
public struct SwitchState: Hashable, Sendable, Codable {
    public var label: String
    public var on: Bool
    public var intent: AppIntent

    public init(label: String, on: Bool, intent: AppIntent) {
        self.label = label
        self.on = on
        self.intent = intent
    }
}
