import AndoraModel

/// The key shown on each button (`[T] Finish turn`) and pressed to use it.
///
/// The board screens' letters stay clear of the column letters, which type cell names: Hint is `?`,
/// not H; Pause and Resume are P. N (Next in the tutorial and the puzzles) is past i, the last column
/// of their 9×9 boards; only classic boards reach o, and no button of the game screen is N.
enum KeyHint {
    static func key(for intent: AppIntent) -> String {
        switch intent {
        case .startGame: "S"
        case .resumeGame: "R"
        case .chooseMode: "M"
        case .openOptions: "O"
        case .exit, .back: "Esc"
        case .finishTurn: "T"
        case .undo: "U"
        case .redo: "R"
        case .cancelExit, .cancelNewGame: "N"
        case .confirmExit, .confirmNewGame: "Y"
        case .closeDialog: "Enter"
        case .saveOptions: "S"
        case .discardOptions: "D"
        case .hint: "?"
        case .pause, .resume: "P"
        case .openHistory: "H"
        case .openStatistics: "W"
        case .deletePlayedGame: "D"
        case .deleteAllPlayedGames: "X"
        case .confirmDelete: "Y"
        case .cancelDelete: "N"
        case .playFromHere: "G"
        case .toggleAutoplay: "Space"
        case .startReview, .reviewGame: "R"
        case .playAgain: "A"
        case .toggleBetterMove: "V"
        case .doubleTap: "N"
        case .openTutorial: "T"
        case .dismissTutorialOffer, .tutorialNext: "N"
        case .skipTutorial: "Esc"
        case .openMatchSetup: "D"
        case .createMatch: "S"
        case .acceptUndo: "Y"
        case .declineUndo: "N"
        case .rematch: "V"
        case .openPuzzles: "Z"
        case .previousPuzzle: "P"
        case .nextPuzzle: "N"
        case .showSolution: "S"
        case .tapCell, .setStrategy, .setConfirmTurn, .setLanguage, .setClassicSize, .setClassicInARow, .setOpponent,
             .setComputerPlays, .setPaperInput, .setCoordinates, .setCoach, .stroke, .tapPoint, .shape, .setHistorySort,
             .setHistoryMode, .setHistoryResult, .showHistoryPage, .openPlayedGame, .replayStep, .setTimeZone, .setMatchSide, .joinMatch, .watchMatch, .openGameFile: ""
        }
    }

    static let quit = "Q"

    /// `[T] Finish turn`; just the label for a button without a key of its own (a menu row's, such
    /// as History's Previous and Next, chosen with the arrows and Enter).
    static func label(_ button: ButtonState) -> String {
        let key = key(for: button.intent)
        return key.isEmpty ? button.label : "[\(key)] \(button.label)"
    }
}
