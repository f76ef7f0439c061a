import AndoraCore
import AndoraEngine

/// The engine's review of a replayed game: one position judged at a time while the
/// replay shows the game; leaving the replay pauses it, coming back to the game goes on.
extension AppModel {
    /// Starts the review of the replayed game, or goes on with the one kept for it.
    mutating func startReview(_ replay: inout ReplayDestination) -> [AppEffect] {
        guard case .andora(let record) = replay.entry.game.game.board, replay.entry.game.paperFirstSign == nil else { return [] }
        if keptReview(of: replay.entry) == nil {
            review = GameReview(gameID: replay.entry.id, game: record.game)
        }
        return askForNextJudgement(&replay)
    }

    /// The review kept for this game of the history, if any (an id freed by a deletion may come back
    /// with another game: the moves must match too).
    func keptReview(of entry: HistoryEntry) -> GameReview? {
        guard let review, review.gameID == entry.id, review.game.moves == entry.game.moves else { return nil }
        return review
    }

    /// Asks for the next position of the replayed game's review, if it has one left to judge.
    mutating func askForNextJudgement(_ replay: inout ReplayDestination) -> [AppEffect] {
        guard let review = keptReview(of: replay.entry), let step = review.nextStep else {
            replay.awaitedThought = nil
            return []
        }
        let request = review.request(for: step, id: nextRequestID())
        replay.awaitedThought = request
        return [.think(request)]
    }

    /// A position judged: kept in the review, and the next one asked for.
    mutating func receive(_ judgement: Judgement, for id: Int, _ replay: inout ReplayDestination) -> [AppEffect] {
        guard let request = replay.awaitedThought, request.id == id else { return [] }
        review?.record(judgement, at: request.game.moves.count)
        // The last position judged: the wins the players missed become puzzles.
        let puzzles = review.map { $0.isComplete ? cutPuzzles(from: $0, of: replay.entry.game) : [] } ?? []
        return puzzles + askForNextJudgement(&replay)
    }

    /// The review part of the replay screen; `nil` for games the engine does not play (classic,
    /// pencil & paper).
    func reviewState(_ replay: ReplayDestination, _ text: Localizer) -> ReviewState? {
        guard case .andora = replay.entry.game.game.board, replay.entry.game.paperFirstSign == nil else { return nil }
        let review = keptReview(of: replay.entry)
        let judgements = review?.judgements ?? []
        let total = replay.moveCount + 1
        let judged = review?.judgedCount ?? 0
        let chart = judgements.map { $0.map(Self.percentForX) }
        let shown = judgements.indices.contains(replay.step) ? judgements[replay.step] : nil
        let progress: String = switch review {
        case nil: text.text(.reviewOffer)
        case let review? where review.isComplete: text.text(.reviewComplete)
        default: text.text(.reviewProgress, judged, total)
        }
        return ReviewState(
            title: text.text(.reviewTitle),
            start: ButtonState(label: text.text(.reviewStart), enabled: review == nil, intent: .startReview),
            running: review.map { !$0.isComplete } ?? false,
            judged: judged,
            total: total,
            progress: progress,
            chanceForX: shown.map(Self.percentForX),
            verdict: shown.map { verdict($0, text) } ?? "",
            chart: chart,
            chartLabel: chartLabel(chart, text),
            chartScale: [100, 50, 0].map { text.text(.reviewChartPercent, $0) },
            chartLegend: text.text(.reviewChartLegend, signName(.x, text), signName(.x, text), signName(.o, text)),
            marksKey: marksKey(text),
            note: review.map { note(ofMove: replay.step, in: $0, replay, text) } ?? "",
            betterMove: ButtonState(
                label: text.text(replay.showsBetterMove ? .reviewHideBetter : .reviewShowBetter),
                enabled: review?.betterMove(thanMove: replay.step) != nil, intent: .toggleBetterMove),
            biggestMistake: ButtonState(
                label: text.text(.reviewBiggestMistake), enabled: review?.biggestMistake != nil,
                intent: .replayStep(review?.biggestMistake ?? replay.step)),
            summary: review.map { review in
                review.isComplete ? [Player.x, .o].map { summary(of: $0, in: review, text) } + puzzlesLine(replay.entry, text) : []
            } ?? [])
    }

    /// "Puzzles from this game: 2. Find them in Puzzles.", when the review cut any from the game.
    private func puzzlesLine(_ entry: HistoryEntry, _ text: Localizer) -> [String] {
        let cut = puzzles.own.count { $0.id.hasPrefix(Puzzle.ownPrefix(endedAt: entry.game.endedAt)) }
        return cut == 0 ? [] : [text.text(.reviewPuzzles, cut)]
    }

    /// The cell the review suggests instead of the move shown, while the player asks to see it.
    func betterCell(_ replay: ReplayDestination) -> Cell? {
        guard replay.showsBetterMove, let review = keptReview(of: replay.entry) else { return nil }
        return review.betterMove(thanMove: replay.step)
    }

    /// The mark of each move of the replayed game, `nil` where it is not judged yet.
    func reviewMarks(_ replay: ReplayDestination) -> [ReviewMark?] {
        guard let review = keptReview(of: replay.entry) else { return Array(repeating: nil, count: replay.moveCount) }
        return (0..<replay.moveCount).map { review.mark(ofMove: $0 + 1) }
    }

    private static func percentForX(_ judgement: Judgement) -> Int {
        judgement.chanceForX.wholePercent
    }

    /// "X 62 % · O 38 %", "X wins: 3 moves to go", or the result once the game is over.
    private func verdict(_ judgement: Judgement, _ text: Localizer) -> String {
        if judgement.move == nil {
            let winner = judgement.score > 0 ? judgement.mover : judgement.mover.opponent
            return text.text(Self.name(of: HistoryResult(judgement.score == 0 ? .draw : .won(winner))))
        }
        if let (winner, moves) = judgement.provenWin {
            return text.text(.reviewWinsIn, signName(winner, text), moves)
        }
        let x = Self.percentForX(judgement)
        return text.text(.reviewChances, signName(.x, text), x, signName(.o, text), 100 - x)
    }

    private func chartLabel(_ chart: [Int?], _ text: Localizer) -> String {
        let judged = chart.enumerated().compactMap { step, percent in percent.map { (step, $0) } }
        guard let first = judged.first, let last = judged.last else { return text.text(.reviewChartEmpty) }
        return text.text(.reviewChartLabel, signName(.x, text), first.1, last.1, last.0)
    }

    /// "Move 12, e5: mistake, X's chances fell from 62 % to 48 %. Better: d4."
    private func note(ofMove number: Int, in review: GameReview, _ replay: ReplayDestination, _ text: Localizer) -> String {
        guard number >= 1 else { return "" }
        let cell = replay.entry.game.moves[number - 1].notation
        guard let mark = review.mark(ofMove: number), let loss = review.loss(ofMove: number),
              let before = review.judgements[number - 1] else {
            return text.text(.reviewNotJudged, number, cell)
        }
        let points = loss.wholePercent
        let chance = before.chance.wholePercent
        var note = points == 0
            ? text.text(.reviewNoteShort, number, cell, text.text(Self.name(of: mark)))
            : text.text(.reviewNote, number, cell, text.text(Self.name(of: mark)),
                         text.text(.reviewChancesFell, signName(before.mover, text), chance, chance - points))
        if let better = review.betterMove(thanMove: number) {
            note += " " + text.text(.reviewBetter, better.notation)
        }
        return note
    }

    /// "X: accuracy 85 % · inaccuracies 1 · mistakes 0 · blunders 1" (`GameReview.accuracy(of:)`).
    private func summary(of player: Player, in review: GameReview, _ text: Localizer) -> String {
        let marks = review.marks(of: player)
        let accuracy = Int((review.accuracy(of: player) ?? 100).rounded())
        return text.text(.reviewAccuracy, signName(player, text), accuracy) + " · "
            + text.text(.reviewErrors, marks.count(where: { $0 == .inaccuracy }), marks.count(where: { $0 == .mistake }),
                        marks.count(where: { $0 == .blunder }))
    }

    /// "?! inaccuracy · ? mistake · ?? blunder": what the signs after the moves mean.
    private func marksKey(_ text: Localizer) -> String {
        ReviewMark.allCases.filter { $0.isError }.map { $0.symbol + " " + text.text(Self.name(of: $0)) }.joined(separator: " · ")
    }

    static func name(of mark: ReviewMark) -> TextKey {
        switch mark {
        case .best: .markBest
        case .good: .markGood
        case .inaccuracy: .markInaccuracy
        case .mistake: .markMistake
        case .blunder: .markBlunder
        }
    }
}
