extension [StoreChange] {
    /// The same end state in fewer writes: only the last options, sheet, place, tutorial progress
    /// and puzzle book are kept, a game snapshot only if no later snapshot or end of a game on the
    /// board follows it, and every ended game in order.
    public func coalesced() -> [StoreChange] {
        var kept: [StoreChange] = []
        for change in self {
            kept.removeAll { $0.supersededBy(change) }
            kept.append(change)
        }
        return kept
    }
}

extension StoreChange {
    /// Whether storing `later` after this makes storing this one pointless.
    fileprivate func supersededBy(_ later: StoreChange) -> Bool {
        switch (self, later) {
        case (.options, .options), (.paper, .paper), (.place, .place), (.tutorial, .tutorial), (.puzzles, .puzzles), (.game, .game): true
        case (.game, .gameEnded(let played)): played.endsUnfinishedGame
        default: false
        }
    }
}
