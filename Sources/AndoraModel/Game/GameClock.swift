import AndoraCore

/// The game's clock (R5.1.3): how long each side has had the move while the game was on
/// screen, running and not paused, in milliseconds.
public struct GameClock: Hashable, Sendable {
    public var x: Int64 = 0
    public var o: Int64 = 0

    /// The longest stretch between two readings that counts in full. A host hears the clock only
    /// with requests (the page asks at least every ``AppModel/clockHeartbeat``); a longer silence is
    /// a closed tab or a sleeping phone, and counts as this much.
    public static let longestGap: Int64 = 60_000

    public init(x: Int64 = 0, o: Int64 = 0) {
        self.x = x
        self.o = o
    }

    public var total: Int64 { x + o }

    /// One side's time.
    public subscript(player: Player) -> Int64 {
        player == .x ? x : o
    }

    /// Counts the time from `last` to `now` (at most `limit`) for the side to move.
    mutating func run(for player: Player, from last: Int64, to now: Int64, limit: Int64 = longestGap) {
        let elapsed = min(max(0, now - last), limit)
        switch player {
        case .x: x += elapsed
        case .o: o += elapsed
        }
    }
}

/// `{"x": 12000, "o": 9500}`.
extension GameClock: WireCodable, WireShaped {
    public init(json: JSONValue) throws(WireError) {
        self.init(x: try json.read(Self.x), o: try json.read(Self.o))
        guard SavedGame.times.contains(x), SavedGame.times.contains(o) else { throw .invalid("a clock time out of range") }
    }

    public static let wireName = "GameClock"

    public static func wireFields(_ shape: inout some WireFields<GameClock>) {
        shape.field(Self.x) { $0.x }
        shape.field(Self.o) { $0.o }
    }

    static var x: WireField<Int64> { WireField("x") }
    static var o: WireField<Int64> { WireField("o") }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively the stores keep the wire form.
#if !hasFeature(Embedded)
extension GameClock: CodableAsWire {}
#endif
