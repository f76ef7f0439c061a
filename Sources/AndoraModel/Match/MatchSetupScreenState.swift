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

extension MatchSetupScreenState: WireState {
    public static let wireName = "MatchSetupScreen"
    public static let wireSummary: String? = "Creating a match between two devices, or joining one by its code."

    public static func wireFields(_ shape: inout some WireFields<MatchSetupScreenState>) {
        shape.field("title", .string) { $0.title }
        shape.field("back", .reference("Button")) { $0.back }
        shape.field("mode", .reference("Picker")) { $0.mode }
        shape.field("strategy", .reference("Picker")) { $0.strategy }
        shape.field("confirmTurn", .reference("Switch")) { $0.confirmTurn }
        shape.field("classicSize", .reference("Picker")) { $0.classicSize }
        shape.field("classicInARow", .reference("Picker")) { $0.classicInARow }
        shape.field("side", .reference("Picker")) { $0.side }
        shape.field("create", .reference("Button")) { $0.create }
        shape.field("joinLabel", .string) { $0.joinLabel }
        shape.field("join", .string.described("The label of the button that sends joinMatch with the code typed.")) { $0.join }
        shape.field("refusal", .string) { $0.refusal }
    }
}
