import AndoraModel
import AndoraCore

extension PlayedGameRecord {
    /// The row of a game that ended for the profile.
    package init(_ played: PlayedGame, of profile: ProfileID) {
        let game = played.game
        switch game.board {
        case .andora(let record):
            switch record.game.rules {
            case .andora(let strategy):
                rules = "andora-" + strategy.rawValue
                self.strategy = strategy.rawValue
            case .standard:
                rules = "standard"
                strategy = nil
            }
        case .classic(let record):
            rules = "classic"
            strategy = nil
            classicSize = record.game.rules.size
            classicInARow = record.game.rules.inARow
        }
        profileId = profile.rawValue
        mode = played.mode.rawValue
        confirmTurn = game.confirmTurn
        opponent = game.opponent.rawValue
        computerPlays = game.opponent == .human && played.match == nil ? nil : game.computerPlays.rawValue
        seed = Int64(bitPattern: game.seed)
        startedAt = played.startedAt == 0 ? nil : played.startedAt
        endedAt = played.endedAt
        durationMs = played.duration
        result = Self.name(of: played.result)
        moveCount = played.moves.count
        moves = played.moves.map(\.notation).joined(separator: " ")
        moveTimes = played.moveTimes.map(String.init).joined(separator: " ")
        clockXMs = game.clock.x
        clockOMs = game.clock.o
        paperFirstSign = played.paperFirstSign?.rawValue
        matchCode = played.match?.rawValue
        startingMoves = game.startingMoves
    }

    /// The game as the app knows it (a game has no undone moves once it ended; a person's opponent
    /// reads back with `Options.defaultComputerPlays`).
    package func playedGame() throws(StoreError) -> PlayedGame {
        let cells: [Cell]
        do {
            cells = try Cell.moves(notation: moves)
        } catch {
            throw corrupt("the moves are not notation: \(error)")
        }
        let times = Cell.words(of: moveTimes).compactMap { Int64($0) }
        guard cells.count == moveCount, times.count == moveCount else {
            throw corrupt("\(moveCount) moves were expected, found \(cells.count) moves and \(times.count) times")
        }
        let starting = startingMoves ?? 0
        guard (0...moveCount).contains(starting) else { throw corrupt("\(starting) starting moves of \(moveCount)") }
        let firstSign = paperFirstSign.flatMap(Player.init(rawValue:))
        guard let opponent = Opponent(rawValue: opponent),
              let computer = computerPlays.map(Player.init(rawValue:)) ?? Options.defaultComputerPlays,
              let result = Self.result(named: result),
              (firstSign == nil) == (paperFirstSign == nil)
        else { throw corrupt("unknown opponent, sign or result") }
        let game = SavedGame(
            board: try board(cells), confirmTurn: confirmTurn, opponent: opponent, computerPlays: computer,
            seed: UInt64(bitPattern: seed), startedAt: startedAt ?? 0, moveTimes: times,
            clock: GameClock(x: clockXMs ?? 0, o: clockOMs ?? 0), startingMoves: starting)
        return PlayedGame(
            game: game, endedAt: endedAt, result: result, paperFirstSign: firstSign, match: matchCode.flatMap(MatchCode.init))
    }

    private func board(_ cells: [Cell]) throws(StoreError) -> SavedBoard {
        guard let variant = GameVariant(rules: rules, classicSize: classicSize, classicInARow: classicInARow) else {
            throw corrupt("unknown rules “\(rules)”")
        }
        do {
            switch variant {
            case .andora(let strategy): return .andora(try GameRecord(rules: .andora(strategy: strategy), moves: cells))
            case .standard: return .andora(try GameRecord(rules: .standard, moves: cells))
            case .classic(let classic): return .classic(try GameRecord(rules: classic, moves: cells))
            case .paper: return .classic(try GameRecord(rules: .default, moves: cells))
            }
        } catch {
            throw corrupt("the moves are not a legal game: \(error)")
        }
    }

    private func corrupt(_ reason: String) -> StoreError {
        .corruptRow(table: Self.databaseTableName, reason: "game \(id ?? 0) of profile \(profileId): \(reason)")
    }

    /// The `result` column's value for a history filter.
    package static func result(of filter: HistoryResult) -> String {
        switch filter {
        case .xWon: "x"
        case .oWon: "o"
        case .draw: "draw"
        case .abandoned: "abandoned"
        }
    }

    /// The `ORDER BY` of a history sort, the same as ``HistorySort/orders(_:before:)``, in SQL that
    /// SQLite and PostgreSQL read alike (quoted names, `NULLS LAST` spelled out: the two disagree on
    /// where a `NULL` goes by default).
    package static func ordering(_ sort: HistorySort) -> String {
        let newest = #""endedAt" DESC, "id" DESC"#
        return switch sort {
        case .newest: newest
        case .oldest: #""endedAt" ASC, "id" ASC"#
        case .longest: #""durationMs" DESC NULLS LAST, "# + newest
        case .shortest: #""durationMs" ASC NULLS LAST, "# + newest
        case .result: #"CASE "result" WHEN 'x' THEN 0 WHEN 'o' THEN 1 WHEN 'draw' THEN 2 ELSE 3 END, "# + newest
        }
    }

    private static func name(of result: GameResult) -> String {
        switch result {
        case .won(let player): player.rawValue
        case .draw: "draw"
        case .abandoned: "abandoned"
        }
    }

    static func result(named name: String) -> GameResult? {
        switch name {
        case "draw": .draw
        case "abandoned": .abandoned
        default: Player(rawValue: name).map(GameResult.won)
        }
    }
}
