import AndoraCore
import AndoraInk

/// Intents are flat JSON objects named by `type`: `{"type": "tapCell", "cell": "e5"}`,
/// `{"type": "startGame"}`, `{"type": "setStrategy", "strategy": "any"}` (docs/APP-MODEL.md).
/// This is the one place that reads and writes them, for the server, the terminal and WebAssembly.
extension AppIntent: WireEncodable {
    /// The kind of intent, named as the wire's `type` field names it.
    public var type: IntentType {
        switch self {
        case .startGame: .startGame
        case .resumeGame: .resumeGame
        case .chooseMode: .chooseMode
        case .openOptions: .openOptions
        case .tapCell: .tapCell
        case .finishTurn: .finishTurn
        case .undo: .undo
        case .redo: .redo
        case .exit: .exit
        case .confirmExit: .confirmExit
        case .cancelExit: .cancelExit
        case .closeDialog: .closeDialog
        case .back: .back
        case .setStrategy: .setStrategy
        case .setConfirmTurn: .setConfirmTurn
        case .setLanguage: .setLanguage
        case .setClassicSize: .setClassicSize
        case .setClassicInARow: .setClassicInARow
        case .saveOptions: .saveOptions
        case .hint: .hint
        case .pause: .pause
        case .resume: .resume
        case .openHistory: .openHistory
        case .openStatistics: .openStatistics
        case .setTimeZone: .setTimeZone
        case .setHistorySort: .setHistorySort
        case .setHistoryMode: .setHistoryMode
        case .setHistoryResult: .setHistoryResult
        case .showHistoryPage: .showHistoryPage
        case .openPlayedGame: .openPlayedGame
        case .deletePlayedGame: .deletePlayedGame
        case .deleteAllPlayedGames: .deleteAllPlayedGames
        case .confirmDelete: .confirmDelete
        case .cancelDelete: .cancelDelete
        case .replayStep: .replayStep
        case .toggleAutoplay: .toggleAutoplay
        case .playFromHere: .playFromHere
        case .startReview: .startReview
        case .toggleBetterMove: .toggleBetterMove
        case .reviewGame: .reviewGame
        case .setOpponent: .setOpponent
        case .setComputerPlays: .setComputerPlays
        case .confirmNewGame: .confirmNewGame
        case .cancelNewGame: .cancelNewGame
        case .setPaperInput: .setPaperInput
        case .setCoordinates: .setCoordinates
        case .setCoach: .setCoach
        case .stroke: .stroke
        case .tapPoint: .tapPoint
        case .shape: .shape
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
        case .setMatchSide: .setMatchSide
        case .createMatch: .createMatch
        case .joinMatch: .joinMatch
        case .watchMatch: .watchMatch
        case .acceptUndo: .acceptUndo
        case .declineUndo: .declineUndo
        case .rematch: .rematch
        }
    }

    /// Reads an intent from its JSON; an unknown type or a missing or malformed field is an error.
    public init(json: JSONValue) throws(WireError) {
        let name = try json.field("type").string()
        guard let type = IntentType(rawValue: name) else { throw .unknownType(name) }
        switch type {
        case .chooseMode: self = .chooseMode(try json.field("mode").named(GameMode.self))
        case .tapCell: self = .tapCell(try Cell(json: json.field("cell")))
        case .setStrategy: self = .setStrategy(try json.field("strategy").named(MiniFieldStrategy.self))
        case .setConfirmTurn: self = .setConfirmTurn(try json.field("on").bool())
        case .setLanguage: self = .setLanguage(try json.field("language").named(Language.self))
        case .setClassicSize: self = .setClassicSize(try json.field("size").integer())
        case .setClassicInARow: self = .setClassicInARow(try json.field("inARow").integer())
        case .setOpponent: self = .setOpponent(try json.field("opponent").named(Opponent.self))
        case .setComputerPlays: self = .setComputerPlays(try json.field("sign").named(Player.self))
        case .setPaperInput: self = .setPaperInput(try json.field("input").named(PaperInput.self))
        case .setCoordinates: self = .setCoordinates(try json.field("on").bool())
        case .setCoach: self = .setCoach(try json.field("on").bool())
        case .stroke: self = .stroke(try Stroke(json: json.field("points")))
        case .tapPoint: self = .tapPoint(x: try json.field("x").double(), y: try json.field("y").double())
        case .shape:
            var strokes: [Stroke] = []
            for stroke in try json.field("strokes").array() { strokes.append(try Stroke(json: stroke)) }
            self = .shape(strokes)
        case .setHistorySort: self = .setHistorySort(try json.field("sort").named(HistorySort.self))
        case .setHistoryMode: self = .setHistoryMode(try json.optionalField("mode")?.named(GameMode.self))
        case .setHistoryResult: self = .setHistoryResult(try json.optionalField("result")?.named(HistoryResult.self))
        case .showHistoryPage: self = .showHistoryPage(try json.field("page").integer())
        case .openPlayedGame: self = .openPlayedGame(try json.field("id").integer64())
        case .deletePlayedGame: self = .deletePlayedGame(try json.field("id").integer64())
        case .replayStep: self = .replayStep(try json.field("step").integer())
        case .setMatchSide: self = .setMatchSide(try json.field("side").named(MatchSide.self))
        case .joinMatch: self = .joinMatch(code: try json.field("code").string())
        case .watchMatch: self = .watchMatch(code: try json.field("code").string())
        case .setTimeZone: self = .setTimeZone(utcOffsetMinutes: try json.field("utcOffsetMinutes").integer())
        case .startGame, .resumeGame, .openOptions, .finishTurn, .undo, .redo, .exit, .confirmExit, .cancelExit, .closeDialog, .back, .saveOptions, .hint, .doubleTap, .confirmNewGame, .cancelNewGame, .pause, .resume, .openHistory, .deleteAllPlayedGames, .confirmDelete, .cancelDelete, .toggleAutoplay, .playFromHere, .startReview, .toggleBetterMove, .reviewGame, .openStatistics, .openTutorial, .dismissTutorialOffer, .tutorialNext, .skipTutorial, .openPuzzles, .previousPuzzle, .nextPuzzle, .showSolution, .openMatchSetup, .createMatch, .acceptUndo, .declineUndo, .rematch:
            self = type.example
        }
    }

    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("type", type.rawValue)
            switch self {
            case .chooseMode(let mode): object.field("mode", mode)
            case .tapCell(let cell): object.field("cell", cell)
            case .setStrategy(let strategy): object.field("strategy", strategy)
            case .setConfirmTurn(let on): object.field("on", on)
            case .setLanguage(let language): object.field("language", language)
            case .setClassicSize(let size): object.field("size", size)
            case .setClassicInARow(let inARow): object.field("inARow", inARow)
            case .setOpponent(let opponent): object.field("opponent", opponent)
            case .setComputerPlays(let sign): object.field("sign", sign)
            case .setPaperInput(let input): object.field("input", input)
            case .setCoordinates(let on), .setCoach(let on): object.field("on", on)
            case .stroke(let stroke): object.field("points", stroke.points)
            case .tapPoint(let x, let y):
                object.field("x", x)
                object.field("y", y)
            case .shape(let strokes): object.field("strokes", strokes.map { $0.points })
            case .setHistorySort(let sort): object.field("sort", sort)
            case .setHistoryMode(let mode): object.field("mode", mode)
            case .setHistoryResult(let result): object.field("result", result)
            case .showHistoryPage(let page): object.field("page", page)
            case .openPlayedGame(let id), .deletePlayedGame(let id): object.field("id", id)
            case .replayStep(let step): object.field("step", step)
            case .setTimeZone(let minutes): object.field("utcOffsetMinutes", minutes)
            case .setMatchSide(let side): object.field("side", side)
            case .joinMatch(let code), .watchMatch(let code): object.field("code", code)
            case .startGame, .resumeGame, .openOptions, .finishTurn, .undo, .redo, .exit, .confirmExit, .cancelExit,
                 .closeDialog, .back, .saveOptions, .hint, .doubleTap, .confirmNewGame, .cancelNewGame, .pause, .resume,
                 .openHistory, .deleteAllPlayedGames, .confirmDelete, .cancelDelete, .toggleAutoplay, .playFromHere,
                 .startReview, .toggleBetterMove, .reviewGame,
                 .openStatistics, .openTutorial, .dismissTutorialOffer, .tutorialNext, .skipTutorial, .openPuzzles, .previousPuzzle, .nextPuzzle, .showSolution,
                 .openMatchSetup,
                 .createMatch, .acceptUndo, .declineUndo, .rematch:
                break
            }
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively it goes through the wire form above.
#if !hasFeature(Embedded)
extension AppIntent: Codable {
    public init(from decoder: any Decoder) throws {
        self = try AppIntent(json: JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try JSONValue(parsing: json).encode(to: encoder)
    }
}
#endif
