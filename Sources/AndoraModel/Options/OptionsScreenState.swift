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

extension OptionsScreenState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("title", title)
            object.field("back", back)
            object.field("save", save)
            object.field("strategy", strategy)
            object.field("confirmTurn", confirmTurn)
            object.field("language", language)
            object.field("classicSize", classicSize)
            object.field("classicInARow", classicInARow)
            object.field("opponent", opponent)
            object.field("computerPlays", computerPlays)
            object.field("paperInput", paperInput)
            object.field("coordinates", coordinates)
            object.field("coach", coach)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension OptionsScreenState: Codable {}
#endif
