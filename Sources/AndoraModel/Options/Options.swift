import AndoraCore

/// What a player can set: the options screen (R4) plus the mode chosen on the main screen.
public struct Options: Hashable, Sendable {
    /// The computer's sign until a player picks one; also what a stored game without one reads as.
    public static let defaultComputerPlays = Player.o
    /// The game "Start game" begins.
    public var mode: GameMode = .andora
    /// Mini-field strategy of Andora games (R4.4).
    public var strategy: MiniFieldStrategy = .first
    /// Whether a move waits for "Finish turn" (R4.6).
    public var confirmTurn = false
    public var language: Language = .en
    /// Board size and line length of classic games.
    public var classic: ClassicRules = .default
    /// Who plays against the player in Andora games; classic games are always between two people.
    public var opponent: Opponent = .human
    /// The sign the computer plays when it is the opponent.
    public var computerPlays = Options.defaultComputerPlays
    /// How pencil & paper signs are placed.
    public var paperInput: PaperInput = .tap
    /// Letters a–i and numbers 1–9 along the board's edges, so that a cell's name can be read off.
    public var coordinates = false
    /// Andora games: after each of the player's moves, a note says how good it was and why.
    public var coach = false
    /// The device's time zone, minutes ahead of UTC: where the daily streak's days begin. The device
    /// says it (``AppIntent/setTimeZone(utcOffsetMinutes:)``); the Options screen does not show it.
    public var utcOffsetMinutes = 0

    /// The seed's defaults: Andora, strategy `first`, confirm turn off, English, classic 3×3,
    /// another person as the opponent.
    public static let `default` = Options()

    public init(
        mode: GameMode = .andora, strategy: MiniFieldStrategy = .first, confirmTurn: Bool = false,
        language: Language = .en, classic: ClassicRules = .default, opponent: Opponent = .human,
        computerPlays: Player = Options.defaultComputerPlays, paperInput: PaperInput = .tap, coordinates: Bool = false,
        coach: Bool = false, utcOffsetMinutes: Int = 0
    ) {
        self.mode = mode
        self.strategy = strategy
        self.confirmTurn = confirmTurn
        self.language = language
        self.classic = classic
        self.opponent = opponent
        self.computerPlays = computerPlays
        self.paperInput = paperInput
        self.coordinates = coordinates
        self.coach = coach
        self.utcOffsetMinutes = utcOffsetMinutes
    }
}
