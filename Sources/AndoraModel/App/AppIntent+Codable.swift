import AndoraCore
import AndoraInk

/// Intents are flat JSON objects named by `type`: `{"type": "tapCell", "cell": "e5"}`,
/// `{"type": "startGame"}`, `{"type": "setStrategy", "strategy": "any"}` (docs/APP-MODEL.md).
extension AppIntent: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, cell, mode, strategy, on, language, size, inARow, opponent, sign, input, points, strokes, x, y
        case sort, result, page, id, step, utcOffsetMinutes, side, code
    }

    /// The `type` of each intent.
    public var type: String {
        switch self {
        case .startGame: "startGame"
        case .resumeGame: "resumeGame"
        case .chooseMode: "chooseMode"
        case .openOptions: "openOptions"
        case .tapCell: "tapCell"
        case .finishTurn: "finishTurn"
        case .undo: "undo"
        case .redo: "redo"
        case .exit: "exit"
        case .confirmExit: "confirmExit"
        case .cancelExit: "cancelExit"
        case .closeDialog: "closeDialog"
        case .back: "back"
        case .setStrategy: "setStrategy"
        case .setConfirmTurn: "setConfirmTurn"
        case .setLanguage: "setLanguage"
        case .setClassicSize: "setClassicSize"
        case .setClassicInARow: "setClassicInARow"
        case .saveOptions: "saveOptions"
        case .hint: "hint"
        case .pause: "pause"
        case .resume: "resume"
        case .openHistory: "openHistory"
        case .openStatistics: "openStatistics"
        case .setTimeZone: "setTimeZone"
        case .setHistorySort: "setHistorySort"
        case .setHistoryMode: "setHistoryMode"
        case .setHistoryResult: "setHistoryResult"
        case .showHistoryPage: "showHistoryPage"
        case .openPlayedGame: "openPlayedGame"
        case .deletePlayedGame: "deletePlayedGame"
        case .deleteAllPlayedGames: "deleteAllPlayedGames"
        case .confirmDelete: "confirmDelete"
        case .cancelDelete: "cancelDelete"
        case .replayStep: "replayStep"
        case .toggleAutoplay: "toggleAutoplay"
        case .playFromHere: "playFromHere"
        case .setOpponent: "setOpponent"
        case .setComputerPlays: "setComputerPlays"
        case .confirmNewGame: "confirmNewGame"
        case .cancelNewGame: "cancelNewGame"
        case .setPaperInput: "setPaperInput"
        case .setCoordinates: "setCoordinates"
        case .stroke: "stroke"
        case .tapPoint: "tapPoint"
        case .shape: "shape"
        case .doubleTap: "doubleTap"
        case .openTutorial: "openTutorial"
        case .dismissTutorialOffer: "dismissTutorialOffer"
        case .tutorialNext: "tutorialNext"
        case .skipTutorial: "skipTutorial"
        case .openMatchSetup: "openMatchSetup"
        case .setMatchSide: "setMatchSide"
        case .createMatch: "createMatch"
        case .joinMatch: "joinMatch"
        case .watchMatch: "watchMatch"
        case .acceptUndo: "acceptUndo"
        case .declineUndo: "declineUndo"
        case .rematch: "rematch"
        }
    }

    /// The intents without a payload, by type.
    private static let plain: [String: AppIntent] = Dictionary(uniqueKeysWithValues: [
        AppIntent.startGame, .resumeGame, .openOptions, .finishTurn, .undo, .redo, .exit, .confirmExit,
        .cancelExit, .closeDialog, .back, .saveOptions, .hint, .doubleTap, .confirmNewGame, .cancelNewGame, .pause,
        .resume, .openHistory, .deleteAllPlayedGames, .confirmDelete, .cancelDelete, .toggleAutoplay, .playFromHere,
        .openStatistics,
        .openTutorial, .dismissTutorialOffer, .tutorialNext, .skipTutorial, .openMatchSetup, .createMatch, .acceptUndo,
        .declineUndo, .rematch,
    ].map { ($0.type, $0) })

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        if let intent = Self.plain[type] {
            self = intent
            return
        }
        switch type {
        case "chooseMode": self = .chooseMode(try container.decode(GameMode.self, forKey: .mode))
        case "tapCell": self = .tapCell(try container.decode(Cell.self, forKey: .cell))
        case "setStrategy": self = .setStrategy(try container.decode(MiniFieldStrategy.self, forKey: .strategy))
        case "setConfirmTurn": self = .setConfirmTurn(try container.decode(Bool.self, forKey: .on))
        case "setLanguage": self = .setLanguage(try container.decode(Language.self, forKey: .language))
        case "setClassicSize": self = .setClassicSize(try container.decode(Int.self, forKey: .size))
        case "setClassicInARow": self = .setClassicInARow(try container.decode(Int.self, forKey: .inARow))
        case "setOpponent": self = .setOpponent(try container.decode(Opponent.self, forKey: .opponent))
        case "setComputerPlays": self = .setComputerPlays(try container.decode(Player.self, forKey: .sign))
        case "setPaperInput": self = .setPaperInput(try container.decode(PaperInput.self, forKey: .input))
        case "setCoordinates": self = .setCoordinates(try container.decode(Bool.self, forKey: .on))
        case "stroke": self = .stroke(Stroke(try container.decode([InkPoint].self, forKey: .points)))
        case "tapPoint":
            self = .tapPoint(x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y))
        case "shape": self = .shape(try container.decode([[InkPoint]].self, forKey: .strokes).map(Stroke.init))
        case "setHistorySort": self = .setHistorySort(try container.decode(HistorySort.self, forKey: .sort))
        case "setHistoryMode": self = .setHistoryMode(try container.decodeIfPresent(GameMode.self, forKey: .mode))
        case "setHistoryResult": self = .setHistoryResult(try container.decodeIfPresent(HistoryResult.self, forKey: .result))
        case "showHistoryPage": self = .showHistoryPage(try container.decode(Int.self, forKey: .page))
        case "openPlayedGame": self = .openPlayedGame(try container.decode(Int64.self, forKey: .id))
        case "deletePlayedGame": self = .deletePlayedGame(try container.decode(Int64.self, forKey: .id))
        case "replayStep": self = .replayStep(try container.decode(Int.self, forKey: .step))
        case "setMatchSide": self = .setMatchSide(try container.decode(MatchSide.self, forKey: .side))
        case "joinMatch": self = .joinMatch(code: try container.decode(String.self, forKey: .code))
        case "watchMatch": self = .watchMatch(code: try container.decode(String.self, forKey: .code))
        case "setTimeZone":
            self = .setTimeZone(utcOffsetMinutes: try container.decode(Int.self, forKey: .utcOffsetMinutes))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown intent “\(type)”")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        switch self {
        case .chooseMode(let mode): try container.encode(mode, forKey: .mode)
        case .tapCell(let cell): try container.encode(cell, forKey: .cell)
        case .setStrategy(let strategy): try container.encode(strategy, forKey: .strategy)
        case .setConfirmTurn(let on): try container.encode(on, forKey: .on)
        case .setLanguage(let language): try container.encode(language, forKey: .language)
        case .setClassicSize(let size): try container.encode(size, forKey: .size)
        case .setClassicInARow(let inARow): try container.encode(inARow, forKey: .inARow)
        case .setOpponent(let opponent): try container.encode(opponent, forKey: .opponent)
        case .setComputerPlays(let sign): try container.encode(sign, forKey: .sign)
        case .setPaperInput(let input): try container.encode(input, forKey: .input)
        case .setCoordinates(let on): try container.encode(on, forKey: .on)
        case .stroke(let stroke): try container.encode(stroke.points, forKey: .points)
        case .tapPoint(let x, let y):
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
        case .shape(let strokes): try container.encode(strokes.map(\.points), forKey: .strokes)
        case .setHistorySort(let sort): try container.encode(sort, forKey: .sort)
        case .setHistoryMode(let mode): try container.encodeIfPresent(mode, forKey: .mode)
        case .setHistoryResult(let result): try container.encodeIfPresent(result, forKey: .result)
        case .showHistoryPage(let page): try container.encode(page, forKey: .page)
        case .openPlayedGame(let id), .deletePlayedGame(let id): try container.encode(id, forKey: .id)
        case .replayStep(let step): try container.encode(step, forKey: .step)
        case .setTimeZone(let minutes): try container.encode(minutes, forKey: .utcOffsetMinutes)
        case .setMatchSide(let side): try container.encode(side, forKey: .side)
        case .joinMatch(let code), .watchMatch(let code): try container.encode(code, forKey: .code)
        case .startGame, .resumeGame, .openOptions, .finishTurn, .undo, .redo, .exit, .confirmExit, .cancelExit,
             .closeDialog, .back, .saveOptions, .hint, .doubleTap, .confirmNewGame, .cancelNewGame, .pause, .resume,
             .openHistory, .deleteAllPlayedGames, .confirmDelete, .cancelDelete, .toggleAutoplay, .playFromHere,
             .openStatistics, .openTutorial, .dismissTutorialOffer, .tutorialNext, .skipTutorial, .openMatchSetup,
             .createMatch, .acceptUndo, .declineUndo, .rematch:
            break
        }
    }
}
