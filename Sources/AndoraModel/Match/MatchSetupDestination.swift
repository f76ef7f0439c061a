/// The screen that creates a match (its game's options and the creator's side) or joins one by code.
struct MatchSetupDestination: Hashable, Sendable {
    /// The options the match's game starts with; the saved options are left alone.
    var draft: Options
    var side: MatchSide = .random
    /// Why the last code typed was refused.
    var refusal: TextKey?
}
