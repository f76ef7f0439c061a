/// What the Statistics screen shows, and the lines a result dialog adds for a record or a streak.
extension AppModel {
    func statisticsScreen(_ screen: StatisticsDestination, _ text: Localizer) -> StatisticsScreenState {
        let streak = screen.statistics?.dailyStreak ?? 0
        let score = puzzleScore
        return StatisticsScreenState(
            title: text.text(.statisticsTitle),
            back: ButtonState(label: text.text(.back), intent: .back),
            streak: streak > 0 ? text.text(.dailyStreak, streak) : text.text(.dailyStreakNone),
            empty: screen.statistics?.groups.isEmpty == true ? text.text(.statisticsEmpty) : nil,
            groups: screen.statistics?.groups.map { statisticsGroup($0, text) } ?? [],
            puzzles: text.text(.statisticsPuzzles, score.solved, score.count, score.atFirstTry))
    }

    /// Under "X won" or "It's a draw": each record the game beat, and the daily streak it made longer.
    func achievementNotes(_ achievement: PlayerStatistics.Achievement, _ text: Localizer) -> [String] {
        let rules = rulesName(achievement.rules, text)
        return achievement.bests.map { best in
            let (label, value) = bestFigure(best, text)
            return text.text(.newBest, rules, label, value)
        } + (achievement.streak.map { [text.text(.streakCongratulation, $0)] } ?? [])
    }

    private func statisticsGroup(_ group: VariantStatistics, _ text: Localizer) -> StatisticsGroupState {
        let counts: [(HistoryResult, Int)] = [
            (.xWon, group.xWins), (.oWon, group.oWins), (.draw, group.draws), (.abandoned, group.abandoned),
        ]
        let chart = counts.map { result, count in
            ChartPartState(
                result: result, label: text.text(Self.name(of: result)), count: count,
                share: Double(count) / Double(max(1, group.games)))
        }
        let bests = [
            group.fastestWin.map(PersonalBest.fastestWin), group.fewestMoves.map(PersonalBest.fewestMoves),
            group.longestWinningStreak > 0 ? .winningStreak(group.longestWinningStreak) : nil,
        ].compactMap { $0 }
        return StatisticsGroupState(
            title: rulesName(group.rules, text),
            chart: chart,
            chartLabel: text.text(.resultsChart, chart.map { "\($0.label) \($0.count)" }.joined(separator: ", ")),
            figures: [FigureState(label: text.text(.statisticsGames), value: String(group.games))]
                + bests.map { best in
                    let (label, value) = bestFigure(best, text)
                    return FigureState(label: label, value: value)
                },
            levels: group.levels.map { record in
                FigureState(
                    label: text.text(Self.name(of: record.level)),
                    value: text.text(.levelRecord, record.won, record.drawn, record.lost, record.winRate))
            })
    }

    /// A record's name and value: "Fastest win", "2:13".
    private func bestFigure(_ best: PersonalBest, _ text: Localizer) -> (String, String) {
        switch best {
        case .fastestWin(let time): (text.text(.fastestWin), ClockState.text(time))
        case .fewestMoves(let moves): (text.text(.fewestMoves), String(moves))
        case .winningStreak(let wins): (text.text(.longestWinningStreak), String(wins))
        }
    }
}
