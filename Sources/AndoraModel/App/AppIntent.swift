import AndoraCore
import AndoraInk

/// Everything a player can do; a front end sends these and draws ``AppState``. What the host
/// itself learns arrives as a ``HostEvent`` instead.
///
/// An intent that does not apply to the current screen or dialog changes nothing.
public enum AppIntent: Hashable, Sendable {
    /// Main screen: begin a new game of the chosen mode (R2.1).
    case startGame
    /// Main screen, "Start a new game?" question: yes, record the unfinished game as abandoned.
    case confirmNewGame
    /// Main screen, "Start a new game?" question: no, keep the unfinished game.
    case cancelNewGame
    /// Main screen: continue the autosaved unfinished game.
    case resumeGame
    /// Main screen: pick the game "Start game" begins; remembered at once.
    case chooseMode(GameMode)
    /// Main screen: open the options screen (R2.2).
    case openOptions
    /// Game screen: press a cell (R3.3.4.4.3).
    case tapCell(Cell)
    /// Game screen: confirm the pending mark (R3.4).
    case finishTurn
    /// Game screen: take back the last move, or the pending mark.
    case undo
    /// Game screen: play the last undone move again.
    case redo
    /// Game screen: the Exit button (R3.1).
    case exit
    /// Exit confirmation: Yes (R3.1.2).
    case confirmExit
    /// Exit confirmation: Cancel (R3.1.3).
    case cancelExit
    /// Winner or draw dialog: Close (R3.5.4.2, R3.5.5.2).
    case closeDialog
    /// Hardware back, Escape: closes what is on top the way its own Cancel/Close/Back does.
    case back
    /// Options screen draft: mini-field strategy (R4.4).
    case setStrategy(MiniFieldStrategy)
    /// Options screen draft: confirm turn (R4.6).
    case setConfirmTurn(Bool)
    /// Options screen draft: language.
    case setLanguage(Language)
    /// Options screen draft: classic board size N; K becomes the default for N.
    case setClassicSize(Int)
    /// Options screen draft: classic K in a row.
    case setClassicInARow(Int)
    /// Options screen: store the draft and close (R4.3).
    case saveOptions
    /// Options, "Save the changes?": close without storing the draft.
    case discardOptions
    /// Game screen: ask for a hint (R5.1.8); at most one every 30 seconds of the host's clock.
    case hint
    /// Main screen: the History screen (R5.2.3).
    case openHistory
    /// Main screen: the Statistics screen (R5.1.9).
    case openStatistics
    /// The device's time zone as minutes ahead of UTC (−840…840): where the daily streak's days
    /// begin (R5.4.2). The page sends it as it loads, the terminal as it starts.
    case setTimeZone(utcOffsetMinutes: Int)
    /// History: the order of the list.
    case setHistorySort(HistorySort)
    /// History: only games of this mode (`nil`: all).
    case setHistoryMode(GameMode?)
    /// History: only games that ended so (`nil`: all).
    case setHistoryResult(HistoryResult?)
    /// History: another page of the list (zero-based).
    case showHistoryPage(Int)
    /// History: replay the game of this id.
    case openPlayedGame(Int64)
    /// History: delete the game of this id (asks first).
    case deletePlayedGame(Int64)
    /// History: delete every game (asks first).
    case deleteAllPlayedGames
    /// History: yes to the deletion asked.
    case confirmDelete
    /// History: no to the deletion asked (`back` does the same).
    case cancelDelete
    /// Replay: the board after this many moves (0: empty).
    case replayStep(Int)
    /// Replay: start or stop stepping on by itself.
    case toggleAutoplay
    /// Replay: a new game from the position shown, with the played game's options.
    case playFromHere
    /// Replay: the engine reviews the game: judges every position, marks every move.
    case startReview
    /// Replay: show or hide the engine's better move for the move shown.
    case toggleBetterMove
    /// Winner or draw dialog of an Andora game: the replay of the game just ended, under the
    /// engine's review.
    case reviewGame
    /// Winner or draw dialog: the next game with the same options, in one tap.
    case playAgain
    /// Game screen (R5.1.3): stops the clock and covers the field.
    case pause
    /// Game screen: uncovers the field and runs the clock again.
    case resume
    /// Options screen draft: who plays against the player in Andora games.
    case setOpponent(Opponent)
    /// Options screen draft: the sign the computer plays.
    case setComputerPlays(Player)
    /// Options screen draft: how pencil & paper signs are placed.
    case setPaperInput(PaperInput)
    /// Options screen draft: coordinates along the board's edges.
    case setCoordinates(Bool)
    /// Options screen draft: a coach's note after each of the player's moves.
    case setCoach(Bool)
    /// Pencil & paper: a finished stroke while the board is drawn.
    case stroke(Stroke)
    /// Pencil & paper, tap mode: a tap at a page point places the sign of the player to move.
    case tapPoint(x: Double, y: Double)
    /// Pencil & paper, draw mode: the strokes of one sign, sent after a short pause (docs/APP-MODEL.md).
    case shape([Stroke])
    /// Pencil & paper: a double tap; after the game it clears the sheet for a new board.
    case doubleTap
    /// Main screen: the tutorial (R5.1.2), at the step reached.
    case openTutorial
    /// Main screen: "No thanks" to the first launch's offer of the tutorial.
    case dismissTutorialOffer
    /// Tutorial: the next step once the move asked for is played; "Finish" on the last step.
    case tutorialNext
    /// Tutorial: back to the main screen; the step reached is kept (`back` does the same).
    case skipTutorial
    /// Main screen: the puzzles, at the first one not solved yet.
    case openPuzzles
    /// Puzzles: the puzzle before the one shown.
    case previousPuzzle
    /// Puzzles: the puzzle after the one shown.
    case nextPuzzle
    /// Puzzles: show the winning moves; the puzzle no longer counts as solved at the first try.
    case showSolution
    /// Main screen: the screen that creates or joins a match between two devices.
    case openMatchSetup
    /// Match setup: the side the creator plays.
    case setMatchSide(MatchSide)
    /// Match setup: create the match with the options chosen there; the screen then shows the invite.
    case createMatch
    /// Take the free seat of the match of this code (a code typed, or an invite link opened); a full
    /// match is watched instead. A game on this device stays the unfinished game.
    case joinMatch(code: String)
    /// Watch the match of this code without taking a seat (a spectator link).
    case watchMatch(code: String)
    /// History: open a game's moves (pasted, or a file the replay downloaded) in a replay; the
    /// game does not join the history.
    case openGameFile(text: String)
    /// Match: yes to the other side's request to take back its last move.
    case acceptUndo
    /// Match: no to the other side's request to take back its last move.
    case declineUndo
    /// Match: after a game, offer (or accept) another one with the signs swapped.
    case rematch
}
