/// Where the player is, with everything that belongs to that place and nowhere else: leaving a
/// destination drops its state whole, so nothing stale can follow the player elsewhere.
enum Destination: Hashable, Sendable {
    case main(MainDestination)
    case options(OptionsDestination)
    case game(GameDestination)
    case paper(PaperDestination)
    case history(HistoryDestination)
    case replay(ReplayDestination)
    case statistics(StatisticsDestination)
    case tutorial(TutorialDestination)
    case puzzles(PuzzlesDestination)
    case matchSetup(MatchSetupDestination)
    case match(MatchDestination)
}
