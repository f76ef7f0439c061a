/// The options screen (R4), showing the draft that "Save" stores. A setting that does not apply to
/// the chosen game mode (or opponent) is `nil` and not shown; R4's items are always there.
public struct OptionsScreenState: Hashable, Sendable {
    /// R4.2.
    public var title: String
    /// R4.1.
    public var back: ButtonState
    /// R4.3.
    public var save: ButtonState
    /// R4.4, with the seed's two texts.
    public var strategy: PickerState
    /// R4.5 and R4.6.
    public var confirmTurn: SwitchState
    public var language: PickerState
    /// Classic N, 3 to 15; classic mode only.
    public var classicSize: PickerState?
    /// Classic K, 3 to N; classic mode only.
    public var classicInARow: PickerState?
    /// Another player, or the computer at the novice, middle, strong or expert level; Andora mode only.
    public var opponent: PickerState?
    /// The computer's sign; only when the opponent is the computer.
    public var computerPlays: PickerState?
    /// Pencil & paper: place signs by tapping or by drawing; pencil & paper mode only.
    public var paperInput: PickerState?
    /// Coordinates along the board's edges; Andora and classic modes (off by default).
    public var coordinates: SwitchState?
    /// A note after each of the player's moves; Andora mode only (off by default).
    public var coach: SwitchState?
}

extension OptionsScreenState: WireState {
    public static let wireName = "OptionsScreen"
    public static let wireSummary: String? = "A setting that does not apply to the chosen mode or opponent is left out."

    public static func wireFields(_ shape: inout some WireFields<OptionsScreenState>) {
        shape.field("title", .string) { $0.title }
        shape.field("back", .reference("Button")) { $0.back }
        shape.field("save", .reference("Button")) { $0.save }
        shape.field("strategy", .reference("Picker")) { $0.strategy }
        shape.field("confirmTurn", .reference("Switch")) { $0.confirmTurn }
        shape.field("language", .reference("Picker")) { $0.language }
        shape.field("classicSize", .reference("Picker")) { $0.classicSize }
        shape.field("classicInARow", .reference("Picker")) { $0.classicInARow }
        shape.field("opponent", .reference("Picker")) { $0.opponent }
        shape.field("computerPlays", .reference("Picker")) { $0.computerPlays }
        shape.field("paperInput", .reference("Picker")) { $0.paperInput }
        shape.field("coordinates", .reference("Switch")) { $0.coordinates }
        shape.field("coach", .reference("Switch")) { $0.coach }
    }
}
