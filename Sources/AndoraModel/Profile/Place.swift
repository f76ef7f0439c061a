/// Where a player was when their profile was last stored, so that an open page or a restarted
/// terminal continues there: on the main screen, in the unfinished game, or at the pencil & paper sheet.
public enum Place: String, Hashable, Sendable {
    case main, game, paper
}

extension Place: WireCodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension Place: Codable {}
#endif
