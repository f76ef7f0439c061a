import AndoraCore
import AndoraInk

/// Every kind of intent, named as the wire's `type` field names it: the catalogue of what a player
/// can do. ``AppIntent/type`` and ``example`` are exhaustive switches, so a new intent does not build
/// until it has a name and an example; the OpenAPI document is checked against this catalogue and
/// the fuzz tests draw from it.
public enum IntentType: String, CaseIterable, Hashable, Sendable {
    case startGame
    case resumeGame
    case chooseMode
    case openOptions
    case tapCell
    case finishTurn
    case undo
    case redo
    case exit
    case confirmExit
    case cancelExit
    case closeDialog
    case back
    case setStrategy
    case setConfirmTurn
    case setLanguage
    case setClassicSize
    case setClassicInARow
    case saveOptions
    case hint
    case pause
    case resume
    case openHistory
    case openStatistics
    case setTimeZone
    case setHistorySort
    case setHistoryMode
    case setHistoryResult
    case showHistoryPage
    case openPlayedGame
    case deletePlayedGame
    case deleteAllPlayedGames
    case confirmDelete
    case cancelDelete
    case replayStep
    case toggleAutoplay
    case playFromHere
    case startReview
    case toggleBetterMove
    case reviewGame
    case setOpponent
    case setComputerPlays
    case confirmNewGame
    case cancelNewGame
    case setPaperInput
    case setCoordinates
    case setCoach
    case stroke
    case tapPoint
    case shape
    case doubleTap
    case openTutorial
    case dismissTutorialOffer
    case tutorialNext
    case skipTutorial
    case openPuzzles
    case previousPuzzle
    case nextPuzzle
    case showSolution
    case openMatchSetup
    case setMatchSide
    case createMatch
    case joinMatch
    case watchMatch
    case acceptUndo
    case declineUndo
    case rematch

    /// An intent of this kind with a typical payload; for a kind without a payload, the intent itself.
    public var example: AppIntent {
        switch self {
        case .startGame: .startGame
        case .resumeGame: .resumeGame
        case .chooseMode: .chooseMode(.classic)
        case .openOptions: .openOptions
        case .tapCell: .tapCell(Cell(column: 4, row: 4))
        case .finishTurn: .finishTurn
        case .undo: .undo
        case .redo: .redo
        case .exit: .exit
        case .confirmExit: .confirmExit
        case .cancelExit: .cancelExit
        case .closeDialog: .closeDialog
        case .back: .back
        case .setStrategy: .setStrategy(.any)
        case .setConfirmTurn: .setConfirmTurn(true)
        case .setLanguage: .setLanguage(.ru)
        case .setClassicSize: .setClassicSize(7)
        case .setClassicInARow: .setClassicInARow(4)
        case .saveOptions: .saveOptions
        case .hint: .hint
        case .pause: .pause
        case .resume: .resume
        case .openHistory: .openHistory
        case .openStatistics: .openStatistics
        case .setTimeZone: .setTimeZone(utcOffsetMinutes: 180)
        case .setHistorySort: .setHistorySort(.longest)
        case .setHistoryMode: .setHistoryMode(.classic)
        case .setHistoryResult: .setHistoryResult(.draw)
        case .showHistoryPage: .showHistoryPage(2)
        case .openPlayedGame: .openPlayedGame(7)
        case .deletePlayedGame: .deletePlayedGame(7)
        case .deleteAllPlayedGames: .deleteAllPlayedGames
        case .confirmDelete: .confirmDelete
        case .cancelDelete: .cancelDelete
        case .replayStep: .replayStep(12)
        case .toggleAutoplay: .toggleAutoplay
        case .playFromHere: .playFromHere
        case .startReview: .startReview
        case .toggleBetterMove: .toggleBetterMove
        case .reviewGame: .reviewGame
        case .setOpponent: .setOpponent(.expert)
        case .setComputerPlays: .setComputerPlays(.x)
        case .confirmNewGame: .confirmNewGame
        case .cancelNewGame: .cancelNewGame
        case .setPaperInput: .setPaperInput(.draw)
        case .setCoordinates: .setCoordinates(true)
        case .setCoach: .setCoach(true)
        case .stroke: .stroke(Stroke([InkPoint(x: 10, y: 20, t: 0), InkPoint(x: 30.5, y: 40, t: 16)]))
        case .tapPoint: .tapPoint(x: 120, y: 84.5)
        case .shape: .shape([Stroke([InkPoint(x: 1, y: 2, t: 0), InkPoint(x: 3, y: 4)])])
        case .doubleTap: .doubleTap
        case .openTutorial: .openTutorial
        case .dismissTutorialOffer: .dismissTutorialOffer
        case .tutorialNext: .tutorialNext
        case .skipTutorial: .skipTutorial
        case .openPuzzles: .openPuzzles
        case .previousPuzzle: .previousPuzzle
        case .nextPuzzle: .nextPuzzle
        case .showSolution: .showSolution
        case .openMatchSetup: .openMatchSetup
        case .setMatchSide: .setMatchSide(.o)
        case .createMatch: .createMatch
        case .joinMatch: .joinMatch(code: "K7QX2M")
        case .watchMatch: .watchMatch(code: "K7QX2M")
        case .acceptUndo: .acceptUndo
        case .declineUndo: .declineUndo
        case .rematch: .rematch
        }
    }
}
