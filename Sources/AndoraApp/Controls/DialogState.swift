/// A modal dialog: its message and buttons, the primary one last (R3.1, R3.5.4, R3.5.5).
public struct DialogState: Hashable, Sendable, Codable {
    public var kind: DialogKind
    public var message: String
    public var buttons: [ButtonState]
}
