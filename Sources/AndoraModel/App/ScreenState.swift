/// The screen shown and its state: one case per screen, so that no state can show two screens or
/// none.
public enum ScreenState: Hashable, Sendable {
    case main(MainScreenState)
    case game(GameScreenState)
    case options(OptionsScreenState)
    /// The pencil & paper sheet.
    case paper(PaperScreenState)
    case history(HistoryScreenState)
    case replay(ReplayScreenState)
    case statistics(StatisticsScreenState)
    case tutorial(TutorialScreenState)
    /// Find the winning move.
    case puzzles(PuzzlesScreenState)
    case matchSetup(MatchSetupScreenState)
    case match(MatchScreenState)

    /// The screen's name, as the wire's `screen` field says it.
    public var screen: Screen {
        switch self {
        case .main: .main
        case .game: .game
        case .options: .options
        case .paper: .paper
        case .history: .history
        case .replay: .replay
        case .statistics: .statistics
        case .tutorial: .tutorial
        case .puzzles: .puzzles
        case .matchSetup: .matchSetup
        case .match: .match
        }
    }
}
