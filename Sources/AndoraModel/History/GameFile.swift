import AndoraCore

/// A played game as a text file: tag lines, an empty line, then the moves in notation. The replay
/// downloads it; History opens it again (or bare moves, taken as an Andora game) into a replay.
///
///     [Game "Andora"]
///     [Rules "first"]
///     [Date "2026-12-07"]
///     [Opponent "Computer (expert) as O"]
///     [Result "x"]
///
///     e5 d4 f6
///
/// `Rules` is `first`, `any`, `standard`, `classic N K` (an N×N board, K in a row) or `paper`
/// (`paper o` when the first sign drawn was an O); `Result` is `x`, `o`, `draw` or `unfinished`.
/// Reading takes only `Rules` and the moves: the result follows from the moves, and the other tags
/// are for people.
enum GameFile {
    /// The longest text read: a 15×15 board's 225 moves with every tag take well under this.
    static let maximumLength = 20_000

    /// The file of `played`, which ended on `day`; `opponent` says who played whom.
    static func text(of played: PlayedGame, day: CalendarDay, opponent: String) -> String {
        let tags = [
            ("Game", "Andora"), ("Rules", rulesName(of: played)), ("Date", day.description),
            ("Opponent", opponent), ("Result", resultName(of: played.result)),
        ]
        // A value keeps its quotes balanced: an inner " becomes '.
        let header = tags.map { "[\($0.0) \"\(String($0.1.map { $0 == "\"" ? "'" : $0 }))\"]" }.joined(separator: "\n")
        return header + "\n\n" + played.moves.map { $0.notation }.joined(separator: " ") + "\n"
    }

    /// The game a file (or bare moves) holds, ended `now` as far as the history knows.
    static func game(in text: String, now: Int64) throws(GameFileError) -> PlayedGame {
        guard text.utf8.count <= maximumLength else { throw .tooLong }
        var rules = "first"
        var words: [Substring] = []
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("[") {
                if let (key, value) = tag(trimmed), key == "Rules" { rules = value }
            } else {
                words += trimmed.split { $0 == " " || $0 == "\t" }.filter { !isMoveNumber($0) }
            }
        }
        guard !words.isEmpty else { throw .noMoves }
        let (start, paperFirstSign) = try board(named: rules)
        var board = start
        for (index, word) in words.enumerated() {
            let cell: Cell
            do {
                cell = try Cell(notation: word)
            } catch {
                throw .notACell(move: index + 1, String(word))
            }
            do {
                try board.apply(.play(cell))
            } catch {
                throw .illegalMove(move: index + 1, cell.notation)
            }
        }
        var result = board.outcome.isOver ? GameResult(board.outcome) : .abandoned
        // On paper the result names the sign drawn, and the first player may have drawn an O.
        if paperFirstSign == .o, case .won(let first) = result { result = .won(first.opponent) }
        let game = SavedGame(board: board, confirmTurn: false, startedAt: now, moveTimes: Array(repeating: now, count: words.count))
        return PlayedGame(game: game, endedAt: now, result: result, paperFirstSign: paperFirstSign)
    }

    private static func rulesName(of played: PlayedGame) -> String {
        if let first = played.paperFirstSign { return first == .x ? "paper" : "paper o" }
        switch played.game.board {
        case .andora(let record): return record.game.rules.name
        case .classic(let record): return "classic \(record.game.rules.size) \(record.game.rules.inARow)"
        }
    }

    private static func resultName(of result: GameResult) -> String {
        switch result {
        case .won(let player): player.rawValue
        case .draw: "draw"
        case .abandoned: "unfinished"
        }
    }

    /// An empty board of the rules named, and the first sign of a pencil & paper game.
    private static func board(named name: String) throws(GameFileError) -> (SavedBoard, Player?) {
        let words = name.split(separator: " ")
        if let rules = UltimateRules(name: name) { return (.andora(GameRecord(rules: rules)), nil) }
        switch (words.first, words.count) {
        case ("paper", 1): return (.classic(GameRecord(rules: .default)), .x)
        case ("paper", 2) where words[1] == "o": return (.classic(GameRecord(rules: .default)), .o)
        case ("classic", 3):
            if let size = Int(words[1]), let inARow = Int(words[2]), let rules = ClassicRules(size: size, inARow: inARow) {
                return (.classic(GameRecord(rules: rules)), nil)
            }
        default: break
        }
        throw .unknownRules(name)
    }

    /// `[Key "Value"]`'s key and value.
    private static func tag(_ line: Substring) -> (String, String)? {
        guard line.hasSuffix("]"), let space = line.firstIndex(of: " ") else { return nil }
        let key = line[line.index(after: line.startIndex)..<space]
        let value = line[space..<line.index(before: line.endIndex)].drop { $0 == " " }
        guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return nil }
        return (String(key), String(value.dropFirst().dropLast()))
    }

    /// `12.`, as move lists written by hand number their moves.
    private static func isMoveNumber(_ word: Substring) -> Bool {
        word.count > 1 && word.hasSuffix(".") && word.dropLast().allSatisfy { ("0"..."9").contains($0) }
    }
}
