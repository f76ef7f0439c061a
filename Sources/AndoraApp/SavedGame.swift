/// A game with the options it started with: what autosave stores and "Resume" restores.
///
/// A pending mark (confirm turn) is not part of it: leaving the game drops it (SPEC-NOTES §2).
public struct SavedGame: Hashable, Sendable, Codable {
    public var board: SavedBoard
    /// Whether moves in this game wait for "Finish turn".
    public var confirmTurn: Bool

    public init(board: SavedBoard, confirmTurn: Bool) {
        self.board = board
        self.confirmTurn = confirmTurn
    }
}
