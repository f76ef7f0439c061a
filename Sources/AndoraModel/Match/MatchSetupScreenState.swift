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

    public static func wireFields(_ shape: inout some WireFields<MatchSetupScreenState>) {
        shape.field("title") { $0.title }
        shape.field("back") { $0.back }
        shape.field("mode") { $0.mode }
        shape.field("strategy") { $0.strategy }
        shape.field("confirmTurn") { $0.confirmTurn }
        shape.field("classicSize") { $0.classicSize }
        shape.field("classicInARow") { $0.classicInARow }
        shape.field("side") { $0.side }
        shape.field("create") { $0.create }
        shape.field("joinLabel") { $0.joinLabel }
        shape.field("join") { $0.join }
        shape.field("refusal") { $0.refusal }
    }
}
