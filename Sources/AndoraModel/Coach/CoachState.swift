/// The coach on the game screen: present for the whole game while the coach is on, so
/// that a front end can keep its place; its note is on the player's last move.
public struct CoachState: Hashable, Sendable {
    /// "Your move e5: mistake. This sends O to a mini-field where O takes it at once. Better: d4.",
    /// or before the first note what the coach will do.
    public var note: String
    /// The last move's mark; absent before the first note.
    public var mark: ReviewMark?
    /// Shows or hides the better move on the board (as a hint cell); absent after the best move.
    public var betterMove: ButtonState?
}

extension CoachState: WireState {
    public static let wireName = "Coach"
    public static let wireSummary: String? = "The coach, while it is on in an Andora game: its note on the player's last move, or what it will do."

    public static func wireFields(_ shape: inout some WireFields<CoachState>) {
        shape.field("note", .string.described("\"Your move e5: mistake. This sends O to a mini-field where O takes it at once. Better: d4.\"")) { $0.note }
        shape.field("mark", .string.with("enum", ["best", "good", "inaccuracy", "mistake", "blunder"])) { $0.mark }
        shape.field("betterMove", .reference("Button")) { $0.betterMove }
    }
}
