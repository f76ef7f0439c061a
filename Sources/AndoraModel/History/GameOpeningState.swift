/// History's "Open a game": moves pasted or a moves file chosen, sent with
/// ``AppIntent/openGameFile(text:)``, open in a replay without joining the history.
public struct GameOpeningState: Hashable, Sendable {
    /// "Open a game"
    public var title: String
    /// What the text box takes: the moves, or a file the replay downloaded.
    public var placeholder: String
    /// The button that sends the text.
    public var open: String
    /// The button that chooses a file.
    public var chooseFile: String
    /// Why the last text could not be opened.
    public var refusal: String?
}

extension GameOpeningState: WireState {
    public static let wireName = "GameOpening"
    public static let wireSummary: String? = "Opening a game's moves, pasted or from a file, in a replay."

    public static func wireFields(_ shape: inout some WireFields<GameOpeningState>) {
        shape.field("title", .string) { $0.title }
        shape.field("placeholder", .string) { $0.placeholder }
        shape.field("open", .string.described("The label of the button that sends openGameFile with the text.")) { $0.open }
        shape.field("chooseFile", .string) { $0.chooseFile }
        shape.field("refusal", .string.described("Why the last text could not be opened.")) { $0.refusal }
    }
}
