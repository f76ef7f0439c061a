/// The screen that creates a match between two devices, or joins one by its code.
public struct MatchSetupScreenState: Hashable, Sendable {
    public var title: String
    public var back: ButtonState
    /// Andora or classic; pencil & paper is played on one sheet only.
    public var mode: PickerState
    /// Andora only.
    public var strategy: PickerState?
    public var confirmTurn: SwitchState
    public var classicSize: PickerState?
    public var classicInARow: PickerState?
    /// X, O or drawn by lot.
    public var side: PickerState
    public var create: ButtonState
    /// The heading over the field where a code is typed.
    public var joinLabel: String
    /// The button that sends ``AppIntent/joinMatch(code:)`` with the code typed.
    public var join: String
    /// Why the last code was refused ("No match has this code").
    public var refusal: String?
}

extension MatchSetupScreenState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("title", title)
            object.field("back", back)
            object.field("mode", mode)
            object.field("strategy", strategy)
            object.field("confirmTurn", confirmTurn)
            object.field("classicSize", classicSize)
            object.field("classicInARow", classicInARow)
            object.field("side", side)
            object.field("create", create)
            object.field("joinLabel", joinLabel)
            object.field("join", join)
            object.field("refusal", refusal)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension MatchSetupScreenState: Codable {}
#endif
