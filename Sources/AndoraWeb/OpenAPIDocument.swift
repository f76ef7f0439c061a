import AndoraInk
import AndoraModel
import Foundation

/// The OpenAPI document the server serves and checks requests against (`Resources/web/openapi.json`,
/// committed as `andora openapi` prints it): the template's paths and schemas, each schema the code
/// declares (`"$declared"` in the template) filled in from its declaration.
public enum OpenAPIDocument {
    /// The objects the model and the server write and read, each a schema of the document named as
    /// its shape names it.
    static let shapes = [
        WireShape(of: AppState.self), WireShape(of: MainScreenState.self), WireShape(of: GameScreenState.self),
        WireShape(of: OptionsScreenState.self), WireShape(of: PaperScreenState.self), WireShape(of: HistoryScreenState.self),
        WireShape(of: ReplayScreenState.self), WireShape(of: StatisticsScreenState.self),
        WireShape(of: TutorialScreenState.self), WireShape(of: PuzzlesScreenState.self),
        WireShape(of: MatchSetupScreenState.self), WireShape(of: MatchScreenState.self), WireShape(of: ButtonState.self),
        WireShape(of: ChoiceState.self), WireShape(of: PickerState.self), WireShape(of: SwitchState.self),
        WireShape(of: DialogState.self), WireShape(of: BoardState.self), WireShape(of: CellState.self),
        WireShape(of: MiniFieldView.self), WireShape(of: LineState.self), WireShape(of: ClockState.self),
        WireShape(of: CoachState.self), WireShape(of: PaperCellState.self), WireShape(of: PaperLineState.self),
        WireShape(of: FadingInkState.self), WireShape(of: PaperScoreState.self), WireShape(of: HistoryRowState.self), WireShape(of: GameOpeningState.self),
        WireShape(of: ReplayMoveState.self), WireShape(of: ReviewState.self), WireShape(of: StatisticsGroupState.self),
        WireShape(of: FigureState.self), WireShape(of: ChartPartState.self), WireShape(of: TutorialOfferState.self),
        WireShape(of: PageTexts.self), WireShape(of: PlayedGame.self), WireShape(of: SavedGame.self),
        WireShape(of: BackupRequest.self), WireShape(of: BackupLink.self), WireShape(of: RestoreRequest.self),
        WireShape(of: BackupGames.self), WireShape(of: MatchInvite.self), WireShape(of: ProblemBody.self),
        WireShape(of: ProbeStatus.self),
    ]

    /// The schemas declared in code, by their names in the document.
    static let declaredSchemas: [(name: String, schema: WireSchema)] = [
        ("Language", .names(of: Language.self)),
        ("Intent", AppIntent.schema),
        ("SavedBoard", SavedBoard.schema),
        ("PagePoint", InkPoint.schema),
        ("Stroke", Stroke.schema),
        ("InputPoint", InkPoint.inputSchema),
        ("InputStroke", Stroke.inputSchema),
    ] + shapes.map { ($0.name, $0.schema) }

    /// The document's text.
    public static func text() throws -> String {
        var text = JSONLayout.indented(try String(contentsOf: WebAssets.openAPITemplate, encoding: .utf8))
        for (name, schema) in declaredSchemas {
            let placeholder = #""\#(name)": "$declared""#
            guard text.contains(placeholder) else { throw UndeclaredSchema(name: name) }
            text = text.replacingOccurrences(of: placeholder, with: #""\#(name)": "# + schema.json)
        }
        return JSONLayout.indented(text) + "\n"
    }

    /// A schema declared in code that the template has no place for.
    struct UndeclaredSchema: Error, CustomStringConvertible {
        let name: String
        var description: String { "the OpenAPI template has no \"\(name)\": \"$declared\"" }
    }
}
