/// Where a player was when their profile was last stored, so that an open page or a restarted
/// terminal continues there: on a screen of the main menu, in the unfinished game, or at the pencil &
/// paper sheet. A replay continues on the History screen (its first page); match setup and a match
/// on the main screen (a match in progress is found again by its seat).
public enum Place: String, Hashable, Sendable {
    case main, game, paper, options, history, statistics, tutorial, puzzles
}

extension Place: WireCodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension Place: Codable {}
#endif
