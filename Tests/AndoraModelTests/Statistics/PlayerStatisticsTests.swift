import AndoraModel
import AndoraCore
import Testing

/// R5.1.9 and R5.4.2: statistics per rule set, the personal bests a game beats, and the days in a row.
@Suite struct PlayerStatisticsTests {
    /// 2023-11-14 22:13:20 UTC: two hours before midnight in UTC, already the next day in UTC+3.
    private let start: Int64 = 1_700_000_000_000
    private let day: Int64 = 86_400_000

    private func game(
        _ result: GameResult, rules: GameVariant = .andora(.first), against opponent: Opponent = .human, at time: Int64? = nil,
        playTime: Int64? = 60_000, moves: Int = 30, startingMoves: Int = 0
    ) -> GameSummary {
        GameSummary(
            rules: rules, opponent: opponent, computerPlays: .o, result: result, endedAt: time ?? start,
            playTime: playTime, moveCount: moves, startingMoves: startingMoves)
    }

    private func statistics(_ games: [GameSummary], utcOffsetMinutes: Int = 0, now: Int64? = nil) -> PlayerStatistics {
        PlayerStatistics(games, utcOffsetMinutes: utcOffsetMinutes, now: now ?? games.last?.endedAt ?? start)
    }

    @Test func r5_1_9_resultsAreCountedPerRuleSetInRuleSetOrder() {
        let classic = GameVariant.classic(.default)
        let counted = statistics([
            game(.won(.x), rules: classic), game(.won(.x)), game(.won(.o)), game(.draw), game(.abandoned),
            game(.won(.o), rules: .andora(.any)),
        ])
        #expect(counted.groups.map(\.rules) == [.andora(.first), .andora(.any), classic])
        let first = counted.groups[0]
        #expect([first.games, first.xWins, first.oWins, first.draws, first.abandoned] == [4, 1, 1, 1, 1])
    }

    @Test func r5_1_9_aFasterWinBeatsTheRecordButAFirstWinHasNoneToBeat() {
        var games = [game(.won(.x), against: .novice, playTime: 90_000, moves: 31)]
        #expect(statistics(games).latest?.bests == [], "the first win sets the record")
        games.append(game(.won(.o), against: .novice, playTime: 120_000, moves: 40))
        #expect(statistics(games).latest?.bests == [])
        games.append(game(.won(.x), against: .novice, playTime: 60_000, moves: 25))
        let counted = statistics(games)
        #expect(counted.latest?.bests == [.fastestWin(60_000), .fewestMoves(25)])
        #expect(counted.groups[0].fastestWin == 60_000 && counted.groups[0].fewestMoves == 25)
    }

    /// A best is the player's: a win against the computer, or on the player's own seat of a match.
    /// The computer's wins, the other seat's and either side's on one device set none.
    @Test func r5_1_9_onlyThePlayersOwnWinsSetBests() {
        func matchGame(_ result: GameResult, seat: Player, moves: Int) -> GameSummary {
            GameSummary(
                rules: .andora(.first), opponent: .human, computerPlays: seat.opponent, result: result, endedAt: start,
                playTime: 30_000, moveCount: moves, matchSide: seat)
        }
        let counted = statistics([
            game(.won(.o), against: .expert, playTime: 10_000, moves: 17),
            game(.won(.x), against: .human, playTime: 11_000, moves: 18),
            matchGame(.won(.o), seat: .x, moves: 19),
            matchGame(.won(.x), seat: .x, moves: 40),
            game(.won(.x), against: .expert, playTime: 90_000, moves: 41),
        ])
        #expect(counted.groups[0].fewestMoves == 40 && counted.groups[0].fastestWin == 30_000)
        #expect(counted.groups[0].games == 5, "every game counts among the results")
    }

    /// A match game kept without the other seat's sign does not say whose win it was: no best.
    @Test func r5_1_9_aMatchGameOfAnUnknownSeatSetsNoBest() {
        let unknown = GameSummary(
            rules: .andora(.first), opponent: .human, computerPlays: .o, result: .won(.x), endedAt: start,
            playTime: 30_000, moveCount: 20, matchSide: nil)
        #expect(statistics([unknown]).groups[0].fewestMoves == nil)
    }

    /// A win played on from a replayed position (Play from here) took the replay's moves for free.
    @Test func r5_1_9_aWinFromAReplayedPositionCountsAmongTheResultsButSetsNoRecord() {
        let counted = statistics([
            game(.won(.x), against: .expert, playTime: 90_000, moves: 31),
            game(.won(.x), against: .expert, playTime: 2_000, moves: 25, startingMoves: 24),
            game(.won(.o), against: .expert, moves: 20, startingMoves: 19),
            game(.won(.x), against: .expert, playTime: 80_000, moves: 29),
        ])
        let group = counted.groups[0]
        #expect(group.games == 4 && group.xWins == 3 && group.oWins == 1)
        #expect(group.fastestWin == 80_000 && group.fewestMoves == 29)
        #expect(group.levels == [LevelRecord(level: .expert, won: 2)], "the replayed games are not the level's")
        #expect(group.longestWinningStreak == 2, "neither the replayed win nor the replayed loss counts in the run")
        #expect(counted.latest?.bests == [.winningStreak(2), .fastestWin(80_000), .fewestMoves(29)])
    }

    @Test func r5_1_9_theComputersWinsAreNotThePlayersRecords() {
        let counted = statistics([
            game(.won(.o), against: .expert, playTime: 10_000, moves: 20),
            game(.won(.x), against: .expert, playTime: 50_000, moves: 35),
            game(.draw, against: .expert), game(.won(.x), against: .novice, playTime: 70_000, moves: 40),
            game(.abandoned, against: .novice),
        ])
        let group = counted.groups[0]
        #expect(group.fastestWin == 50_000 && group.fewestMoves == 35)
        #expect(group.levels == [
            LevelRecord(level: .novice, won: 1), LevelRecord(level: .expert, won: 1, drawn: 1, lost: 1),
        ], "levels from the novice; an abandoned game is not a finished one")
        #expect(group.levels.map(\.winRate) == [100, 33])
    }

    @Test func r5_1_9_winsInARowAgainstTheComputerUntilALossDrawOrAbandonedGame() {
        let results: [GameResult] = [.won(.x), .won(.x), .won(.o), .won(.x), .abandoned, .won(.x), .won(.x), .won(.x)]
        var games: [GameSummary] = []
        var bests: [[PersonalBest]] = []
        for result in results {
            games.append(game(result, against: .middle, playTime: nil))
            bests.append(statistics(games).latest?.bests ?? [])
        }
        #expect(statistics(games).groups[0].longestWinningStreak == 3)
        #expect(bests == [[], [.winningStreak(2)], [], [], [], [], [], [.winningStreak(3)]])
    }

    @Test func r5_4_2_daysInARowLastUntilADayIsMissed() {
        let games = (0..<3).map { game(.draw, at: start + Int64($0) * day) }
        let lastDay = start + 2 * day
        #expect(statistics(games, now: lastDay).dailyStreak == 3)
        #expect(statistics(games, now: lastDay + day).dailyStreak == 3, "today may still come")
        #expect(statistics(games, now: lastDay + 2 * day).dailyStreak == 0)
        let gap = [game(.draw, at: start), game(.draw, at: start + 2 * day)]
        #expect(statistics(gap).dailyStreak == 1)
    }

    @Test func r5_4_2_theStreakIsCongratulatedAtTheDaysFirstFinishedGameOnly() {
        var games = [game(.draw, at: start)]
        #expect(statistics(games).latest?.streak == nil, "one day is not yet a streak")
        games.append(game(.abandoned, at: start + day))
        #expect(statistics(games).latest?.streak == nil, "an abandoned game does not count")
        games.append(game(.won(.x), at: start + day + 1_000))
        #expect(statistics(games).latest?.streak == 2)
        games.append(game(.won(.o), at: start + day + 2_000))
        #expect(statistics(games).latest?.streak == nil, "once a day")
    }

    @Test func r5_4_2_theDaysAreThePlayersDays() {
        let beforeAndAfterMidnightUTC = [game(.draw, at: start), game(.draw, at: start + 2 * 3_600_000)]
        #expect(statistics(beforeAndAfterMidnightUTC, utcOffsetMinutes: 0).dailyStreak == 2)
        #expect(statistics(beforeAndAfterMidnightUTC, utcOffsetMinutes: 180).dailyStreak == 1, "one day in UTC+3")
    }
}
