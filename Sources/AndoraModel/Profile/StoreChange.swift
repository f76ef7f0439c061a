/// One change to a profile's stored data; a list of them is committed in one transaction, in order.
public enum StoreChange: Hashable, Sendable {
    /// The saved options (R4.3).
    case options(Options)
    /// The game on screen, replacing the previous one: the unfinished game, or one that has just
    /// ended while its result shows ("Resume" offers only an unfinished one).
    case game(SavedGame)
    /// A game ended (won, drawn or abandoned): it becomes a row of the profile's history and is no
    /// longer the unfinished game (a pencil & paper game leaves the unfinished game alone).
    case gameEnded(PlayedGame)
    /// The played game of this id leaves the history.
    case forgetPlayedGame(Int64)
    /// Every played game of the profile leaves the history.
    case forgetPlayedGames
    /// The pencil & paper sheet and scoreboard.
    case paper(PaperSnapshot)
    /// Where the player is now.
    case place(Place)
    /// How far the player got in the tutorial.
    case tutorial(TutorialProgress)
    /// The puzzles cut from the player's games and which puzzles they solved.
    case puzzles(PuzzleBook)
}
