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

    public init(
        options: Options = .default, game: SavedGame? = nil, paper: PaperSnapshot? = nil, place: Place = .main,
        problems: [String] = []
    ) {
        self.options = options
        self.game = game
        self.paper = paper
        self.place = place
        self.problems = problems
    }
}
