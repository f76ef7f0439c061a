/// A part of a profile kept as one JSON text; a text that cannot be read back is set aside by part.
public enum StoredPart: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case options
    case game
    case paper
    case puzzles

    /// Where the part lives, as `table.column`; the `source` column of the quarantine table.
    package var source: String {
        switch self {
        case .options: "profile.options"
        case .game: "unfinishedGame.json"
        case .paper: "paperSnapshot.json"
        case .puzzles: "profile.puzzles"
        }
    }

    public var description: String {
        switch self {
        case .options: "options"
        case .game: "unfinished game"
        case .paper: "pencil & paper sheet"
        case .puzzles: "puzzles"
        }
    }
}
