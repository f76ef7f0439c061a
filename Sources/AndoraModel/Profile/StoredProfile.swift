/// What the store keeps of one profile: enough to rebuild its app model after a restart.
public struct StoredProfile: Hashable, Sendable {
    public var options: Options
    /// The game on screen: the unfinished game "Resume" offers, or one whose result was showing.
    public var game: SavedGame?
    /// The pencil & paper sheet and its scoreboard.
    public var paper: PaperSnapshot?
    public var place: Place
    /// Rows that could not be read (named for the player); they are kept aside, never overwritten.
    public var problems: [String]
    /// How far the player got in the tutorial; `nil` if they never opened it nor declined it.
    public var tutorial: TutorialProgress?
    /// The puzzles cut from the reviews of the player's games and which puzzles they solved.
    public var puzzles: PuzzleBook
    /// The profile's history has a game (the tutorial is then not offered at launch).
    public var hasPlayedGames: Bool

    public init(
        options: Options = .default, game: SavedGame? = nil, paper: PaperSnapshot? = nil, place: Place = .main,
        problems: [String] = [], tutorial: TutorialProgress? = nil, puzzles: PuzzleBook = PuzzleBook(),
        hasPlayedGames: Bool = false
    ) {
        self.options = options
        self.game = game
        self.paper = paper
        self.place = place
        self.problems = problems
        self.tutorial = tutorial
        self.puzzles = puzzles
        self.hasPlayedGames = hasPlayedGames
    }
}
