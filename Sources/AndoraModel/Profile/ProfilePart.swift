/// A part of a profile that a page's storage keeps under its own key, so that one part that cannot
/// be read back is set aside alone.
public enum ProfilePart: String, Hashable, Sendable, CaseIterable {
    case options, game, paper, place, tutorial, puzzles
}

extension ProfilePart: WireCodable {}
