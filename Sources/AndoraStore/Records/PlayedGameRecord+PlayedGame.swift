import AndoraApp
import AndoraCore

extension PlayedGameRecord {
    /// The row of a game that ended for the profile.
    init(_ played: PlayedGame, of profile: ProfileID) {
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
        computerPlays = game.opponent == .human ? nil : game.computerPlays.rawValue
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
    }

    /// The game as the app knows it (a game has no undone moves once it ended; a person's opponent
    /// reads back as `computerPlays: .o`, the app's default).
    func playedGame() throws(StoreError) -> PlayedGame {
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
        let firstSign = paperFirstSign.flatMap(Player.init(rawValue:))
        guard let opponent = Opponent(rawValue: opponent),
              let computer = computerPlays.map(Player.init(rawValue:)) ?? .o,
              let result = Self.result(named: result),
              (firstSign == nil) == (paperFirstSign == nil)
        else { throw corrupt("unknown opponent, sign or result") }
        let game = SavedGame(
            board: try board(cells), confirmTurn: confirmTurn, opponent: opponent, computerPlays: computer,
            seed: UInt64(bitPattern: seed), startedAt: startedAt ?? 0, moveTimes: times,
            clock: GameClock(x: clockXMs ?? 0, o: clockOMs ?? 0))
        return PlayedGame(game: game, endedAt: endedAt, result: result, paperFirstSign: firstSign)
    }

    private func board(_ cells: [Cell]) throws(StoreError) -> SavedBoard {
        do {
            if let classic = classicRules { return .classic(try GameRecord(rules: classic, moves: cells)) }
            if let ultimate = ultimateRules { return .andora(try GameRecord(rules: ultimate, moves: cells)) }
        } catch {
            throw corrupt("the moves are not a legal game: \(error)")
        }
        throw corrupt("unknown rules “\(rules)”")
    }

    private var ultimateRules: UltimateRules? {
        switch rules {
        case "andora-first": .andora(strategy: .first)
        case "andora-any": .andora(strategy: .any)
        case "standard": .standard
        default: nil
        }
    }

    private var classicRules: ClassicRules? {
        guard rules == "classic", let size = classicSize, let inARow = classicInARow else { return nil }
        return ClassicRules(size: size, inARow: inARow)
    }

    private func corrupt(_ reason: String) -> StoreError {
        .corruptRow(table: Self.databaseTableName, reason: "game \(id ?? 0) of profile \(profileId): \(reason)")
    }

    private static func name(of result: GameResult) -> String {
        switch result {
        case .won(let player): player.rawValue
        case .draw: "draw"
        case .abandoned: "abandoned"
        }
    }

    private static func result(named name: String) -> GameResult? {
        switch name {
        case "draw": .draw
        case "abandoned": .abandoned
        default: Player(rawValue: name).map(GameResult.won)
        }
    }
}
