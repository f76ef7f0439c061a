/// The side the player who creates a match chooses (issue 13): X, O, or drawn by lot.
public enum MatchSide: String, Hashable, Sendable, Codable, CaseIterable {
    case x, o, random
}
