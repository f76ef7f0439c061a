import AndoraCore
import AndoraInk

extension AppIntent {
    /// Every kind of intent, in the order the OpenAPI document lists them: the one declaration of
    /// each intent's wire name, description, fields and their schemas (docs/APP-MODEL.md).
    public static let kinds: [IntentKind] = [
        IntentKind("startGame", .startGame, "Main screen: start a new game with the saved options (R2.1)."),
        IntentKind("resumeGame", .resumeGame, "Main screen: continue the autosaved unfinished game."),
        IntentKind("confirmNewGame", .confirmNewGame, "Main screen, \"Start a new game?\": yes; the unfinished game is recorded as abandoned."),
        IntentKind("cancelNewGame", .cancelNewGame, "Main screen, \"Start a new game?\": no, keep the unfinished game."),
        IntentKind(
            "chooseMode", "Main screen: the game Start begins.",
            field: "mode", .names(of: GameMode.self), example: GameMode.classic,
            AppIntent.chooseMode) { if case .chooseMode(let mode) = $0 { mode } else { nil } },
        IntentKind("openOptions", .openOptions, "Main screen: open the options screen (R2.2)."),
        IntentKind(
            "tapCell", "Game screen: press a cell (R3.5.3).",
            field: "cell", .cell, example: Cell(column: 4, row: 4),
            AppIntent.tapCell) { if case .tapCell(let cell) = $0 { cell } else { nil } },
        IntentKind("finishTurn", .finishTurn, "Game screen: confirm the pending mark (R3.4)."),
        IntentKind("undo", .undo, "Game screen: take back the last move (R5.1.7); on the sheet, a half sign or the last sign."),
        IntentKind("pause", .pause, "Game screen: stop the clock and cover the field (R5.1.3)."),
        IntentKind("resume", .resume, "Game screen: run the clock again and show the field."),
        IntentKind("redo", .redo, "Game screen: play the move taken back again (R5.1.7)."),
        IntentKind("exit", .exit, "Game screen: Exit (R3.1)."),
        IntentKind("confirmExit", .confirmExit, "Exit dialog: Yes (R3.1.2)."),
        IntentKind("cancelExit", .cancelExit, "Exit dialog: Cancel (R3.1.3)."),
        IntentKind("closeDialog", .closeDialog, "Winner or draw dialog: Close (R3.5.4.2, R3.5.5.2)."),
        IntentKind("back", .back, "Hardware back / Escape."),
        IntentKind(
            "setStrategy", "Options draft (R4.4).",
            field: "strategy", .names(of: MiniFieldStrategy.self), example: MiniFieldStrategy.any,
            AppIntent.setStrategy) { if case .setStrategy(let strategy) = $0 { strategy } else { nil } },
        IntentKind(
            "setConfirmTurn", "Options draft (R4.6).",
            field: "on", .boolean, example: true,
            AppIntent.setConfirmTurn) { if case .setConfirmTurn(let on) = $0 { on } else { nil } },
        IntentKind(
            "setLanguage", "Options draft.",
            field: "language", .reference("Language"), example: Language.ru,
            AppIntent.setLanguage) { if case .setLanguage(let language) = $0 { language } else { nil } },
        IntentKind(
            "setClassicSize", "Options draft: the classic board's side, 3 to 15.",
            field: "size", .integer(3...15), example: 7,
            AppIntent.setClassicSize) { if case .setClassicSize(let size) = $0 { size } else { nil } },
        IntentKind(
            "setClassicInARow", "Options draft: marks in a row that win in classic mode, 3 to 15 and at most the board's side (a longer row changes nothing).",
            field: "inARow", .integer(3...15), example: 4,
            AppIntent.setClassicInARow) { if case .setClassicInARow(let inARow) = $0 { inARow } else { nil } },
        IntentKind("saveOptions", .saveOptions, "Options: store the draft and close (R4.3)."),
        IntentKind("discardOptions", .discardOptions, "Options, \"Save the changes?\" after Back: close without storing the draft (R4.1)."),
        IntentKind(
            "setOpponent", "Options draft: another player or the computer.",
            field: "opponent", .names(of: Opponent.self), example: Opponent.expert,
            AppIntent.setOpponent) { if case .setOpponent(let opponent) = $0 { opponent } else { nil } },
        IntentKind(
            "setComputerPlays", "Options draft: the computer's sign.",
            field: "sign", .names(of: Player.self), example: Player.x,
            AppIntent.setComputerPlays) { if case .setComputerPlays(let sign) = $0 { sign } else { nil } },
        IntentKind("hint", .hint, "Game screen: ask for a hint (answered in the same response)."),
        IntentKind(
            "setPaperInput", "Options draft: pencil & paper signs by tapping or by drawing.",
            field: "input", .names(of: PaperInput.self), example: PaperInput.draw,
            AppIntent.setPaperInput) { if case .setPaperInput(let input) = $0 { input } else { nil } },
        IntentKind(
            "setCoordinates", "Options draft: letters and numbers along the board's edges.",
            field: "on", .boolean, example: true,
            AppIntent.setCoordinates) { if case .setCoordinates(let on) = $0 { on } else { nil } },
        IntentKind(
            "setCoach", "Options draft: a coach's note after each of the player's moves.",
            field: "on", .boolean, example: true,
            AppIntent.setCoach) { if case .setCoach(let on) = $0 { on } else { nil } },
        IntentKind(
            "stroke", "Pencil & paper sheet: a finished pen stroke while the board is drawn.",
            field: "points", .reference("InputStroke"), example: Stroke([InkPoint(x: 10, y: 20, t: 0), InkPoint(x: 30.5, y: 40, t: 16)]),
            AppIntent.stroke) { if case .stroke(let stroke) = $0 { stroke } else { nil } },
        IntentKind(
            "tapPoint", "Pencil & paper sheet, tap mode: a tap at a page point.",
            fields: .required("x", .pagePoint), .required("y", .pagePoint), example: (120.0, 84.5),
            AppIntent.tapPoint) { if case .tapPoint(let x, let y) = $0 { (x, y) } else { nil } },
        IntentKind(
            "shape", "Pencil & paper sheet, draw mode: the strokes of one sign, sent 600 ms after the last pen-up.",
            field: "strokes", .array(of: .reference("InputStroke")), example: [Stroke([InkPoint(x: 1, y: 2, t: 0), InkPoint(x: 3, y: 4)])],
            AppIntent.shape) { if case .shape(let strokes) = $0 { strokes } else { nil } },
        IntentKind("doubleTap", .doubleTap, "Pencil & paper sheet: clears a finished sheet; nothing during play."),
        IntentKind("openHistory", .openHistory, "Main screen: the History screen (R5.2.3)."),
        IntentKind("openStatistics", .openStatistics, "Main screen: the Statistics screen (R5.1.9)."),
        IntentKind(
            "setTimeZone", "The device's time zone as minutes ahead of UTC: where the daily streak's days begin (R5.4.2). The page sends it as it loads.",
            field: "utcOffsetMinutes", .integer(-840...840), example: 180,
            AppIntent.setTimeZone(utcOffsetMinutes:)) { if case .setTimeZone(let minutes) = $0 { minutes } else { nil } },
        IntentKind(
            "setHistorySort", "History: the order of the list.",
            field: "sort", .names(of: HistorySort.self), example: HistorySort.longest,
            AppIntent.setHistorySort) { if case .setHistorySort(let sort) = $0 { sort } else { nil } },
        IntentKind(
            "setHistoryMode", "History: only games of this mode; without mode, all.",
            optionalField: "mode", .names(of: GameMode.self), example: GameMode.classic,
            AppIntent.setHistoryMode) { if case .setHistoryMode(let mode) = $0 { mode } else { nil } },
        IntentKind(
            "setHistoryResult", "History: only games that ended so; without result, all.",
            optionalField: "result", .names(of: HistoryResult.self), example: HistoryResult.draw,
            AppIntent.setHistoryResult) { if case .setHistoryResult(let result) = $0 { result } else { nil } },
        IntentKind(
            "showHistoryPage", "History: another page of 20 games (zero-based; beyond the last, the last).",
            field: "page", .integer(0...100_000_000), example: 2,
            AppIntent.showHistoryPage) { if case .showHistoryPage(let page) = $0 { page } else { nil } },
        IntentKind(
            "openPlayedGame", "History: replay the listed game of this id.",
            field: "id", .playedGameID, example: Int64(7),
            AppIntent.openPlayedGame) { if case .openPlayedGame(let id) = $0 { id } else { nil } },
        IntentKind(
            "deletePlayedGame", "History: delete the listed game of this id (asks first).",
            field: "id", .playedGameID, example: Int64(7),
            AppIntent.deletePlayedGame) { if case .deletePlayedGame(let id) = $0 { id } else { nil } },
        IntentKind("deleteAllPlayedGames", .deleteAllPlayedGames, "History: delete every game (asks first)."),
        IntentKind("confirmDelete", .confirmDelete, "History: yes to the deletion asked."),
        IntentKind("cancelDelete", .cancelDelete, "History: no to the deletion asked."),
        IntentKind(
            "replayStep", "Replay: the board after this many moves (beyond the end, the end).",
            field: "step", .integer(0...100_000), example: 12,
            AppIntent.replayStep) { if case .replayStep(let step) = $0 { step } else { nil } },
        IntentKind("toggleAutoplay", .toggleAutoplay, "Replay: start or stop stepping on by itself."),
        IntentKind("playFromHere", .playFromHere, "Replay: a new game from the position shown, with the played game's rules and opponent."),
        IntentKind("startReview", .startReview, "Replay: the engine reviews the game: judges every position, marks every move."),
        IntentKind("toggleBetterMove", .toggleBetterMove, "Replay: show or hide the engine's better move for the move shown."),
        IntentKind("reviewGame", .reviewGame, "Winner or draw dialog of an Andora game: the replay of the game just ended, under the engine's review."),
        IntentKind("playAgain", .playAgain, "Winner or draw dialog: start the next game with the same options, in one tap."),
        IntentKind("openTutorial", .openTutorial, "Main screen: the tutorial (R5.1.2), at the step reached."),
        IntentKind("dismissTutorialOffer", .dismissTutorialOffer, "Main screen: \"No thanks\" to the first launch's offer of the tutorial."),
        IntentKind("tutorialNext", .tutorialNext, "Tutorial: the next step once the move asked for is played; Finish on the last step."),
        IntentKind("skipTutorial", .skipTutorial, "Tutorial: back to the main screen; the step reached is kept (back does the same)."),
        IntentKind("openPuzzles", .openPuzzles, "Main screen: the puzzles, at the first one not solved yet."),
        IntentKind("previousPuzzle", .previousPuzzle, "Puzzles: the puzzle before the one shown."),
        IntentKind("nextPuzzle", .nextPuzzle, "Puzzles: the puzzle after the one shown."),
        IntentKind("showSolution", .showSolution, "Puzzles: show the winning moves; the puzzle no longer counts as solved at the first try."),
        IntentKind("openMatchSetup", .openMatchSetup, "Main screen: create or join a match between two devices."),
        IntentKind(
            "setMatchSide", "Match setup: the side the creator plays.",
            field: "side", .names(of: MatchSide.self), example: MatchSide.o,
            AppIntent.setMatchSide) { if case .setMatchSide(let side) = $0 { side } else { nil } },
        IntentKind("createMatch", .createMatch, "Match setup: create the match; the screen shows the invite."),
        IntentKind(
            "joinMatch", "Take the free seat of the match (an invite link or a typed code); a full match is watched.",
            field: "code", .matchCode, example: "K7QX2M",
            AppIntent.joinMatch(code:)) { if case .joinMatch(let code) = $0 { code } else { nil } },
        IntentKind(
            "watchMatch", "Watch the match without taking a seat (a spectator link).",
            field: "code", .matchCode, example: "K7QX2M",
            AppIntent.watchMatch(code:)) { if case .watchMatch(let code) = $0 { code } else { nil } },
        IntentKind(
            "openGameFile", "History: open a game's moves, pasted or from a file the replay downloaded, in a replay; the game does not join the history.",
            field: "text", .string.with("maxLength", GameFile.maximumLength), example: "[Rules \"first\"]\n\ne5 e6",
            AppIntent.openGameFile(text:)) { if case .openGameFile(let text) = $0 { text } else { nil } },
        IntentKind("acceptUndo", .acceptUndo, "Match: allow the other side to take back its last move."),
        IntentKind("declineUndo", .declineUndo, "Match: refuse the other side's undo request."),
        IntentKind("rematch", .rematch, "Match: after a game, offer or accept another one with the signs swapped."),
    ]
}

extension WireSchema {
    /// The id of a game in the History.
    static var playedGameID: WireSchema { integer(1...2_147_483_647) }

    /// A coordinate of a tap on the pencil & paper sheet.
    static var pagePoint: WireSchema { number.described("Page units, like InputPoint.") }

    /// A match code as a person types it.
    static var matchCode: WireSchema {
        string.with("minLength", 1).with("maxLength", 32).described(
            "The match code as typed: six characters of 23456789ABCDEFGHJKMNPQRSTUVWXYZ, either case; spaces and dashes are ignored.")
    }
}
