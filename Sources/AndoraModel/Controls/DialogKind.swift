/// A modal dialog over the main or game screen.
public enum DialogKind: String, Hashable, Sendable {
    /// R3.1: "Are you sure you want to exit the game?"
    case exitConfirmation
    /// R3.5.4: "X won".
    case winner
    /// R3.5.5: "It's a draw".
    case draw
    /// Main screen: "Start a new game?" while an unfinished game is kept (docs/SPEC.md, D7).
    case newGameConfirmation
    /// Options: Back on changed options, "Save the changes?"
    case unsavedOptions
    /// History: "Delete this game from the history?"
    case deleteGameConfirmation
    /// History: "Delete every game from the history?"
    case deleteAllGamesConfirmation
    /// Match: "Leave the match?"
    case leaveMatchConfirmation
    /// Match: the other side asks to take back its last move.
    case undoRequest
    /// Match: the other side left.
    case opponentLeft
    /// Match: nobody played for long, the match is over.
    case matchAbandoned
}

extension DialogKind: WireEncodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension DialogKind: Codable {}
#endif
