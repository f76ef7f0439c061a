/// The options screen (R4), showing the draft that "Save" stores.
public struct OptionsScreenState: Hashable, Sendable, Codable {
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
    /// Classic N, 3 to 15.
    public var classicSize: PickerState
    /// Classic K, 3 to N.
    public var classicInARow: PickerState
    /// Another player, or the computer at the novice or expert level (Andora games only).
    public var opponent: PickerState
    /// The computer's sign.
    public var computerPlays: PickerState
    /// Pencil & paper: place signs by tapping or by drawing.
    public var paperInput: PickerState
}
