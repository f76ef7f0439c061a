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
    /// The longest text read, in bytes: a 15×15 board's 225 moves, numbered, with every tag take well
    /// under this, and it fits in one request to the server (4 KB).
    static let maximumLength = 3_000

    /// The file of `played`, which ended on `day`; `opponent` says who played whom.
    static func text(of played: PlayedGame, day: CalendarDay, opponent: String) -> String {
        """
        [Game "Andora"]
        [Rules "\(rulesName(of: played))"]
        [Date "\(day)"]
        [Opponent "\(opponent)"]
        [Result "\(resultName(of: played.result))"]

        \(played.moves.map { $0.notation }.joined(separator: " "))

        """
    }

    /// The game a file (or bare moves) holds, ended `now` as far as the history knows. A tag runs from
    /// its `[` to its `]`, and its value stands between its first and last quote. The text is read
    /// byte by byte: tags and moves are ASCII, and the WebAssembly module stays small.
    static func game(in text: String, now: Int64) throws(GameFileError) -> PlayedGame {
        let bytes = Array(text.utf8)
        guard bytes.count <= maximumLength else { throw .tooLong }
        var rules = "first"
        var words: [ArraySlice<UInt8>] = []
        var index = 0
        while index < bytes.count {
            var end = index + 1
            if bytes[index] == openingBracket {
                while end < bytes.count, bytes[end - 1] != closingBracket { end += 1 }
                if let value = value(of: bytes[index..<end], named: rulesTag) { rules = value }
            } else if !isBlank(bytes[index]) {
                while end < bytes.count, !isBlank(bytes[end]) { end += 1 }
                if !isMoveNumber(bytes[index..<end]) { words.append(bytes[index..<end]) }
            }
            index = end
        }
        guard !words.isEmpty else { throw .noMoves }
        let (empty, paperFirstSign) = try board(named: rules)
        var board = empty
        for (number, word) in zip(1..., words) {
            let written = String(decoding: word, as: UTF8.self)
            guard let cell = try? Cell(notation: written) else { throw .notACell(move: number, written) }
            do {
                try board.apply(.play(cell))
            } catch {
                throw .illegalMove(move: number, written)
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
        if let rules = UltimateRules(name: name) { return (.andora(GameRecord(rules: rules)), nil) }
        switch name {
        case "paper": return (.classic(GameRecord(rules: .default)), .x)
        case "paper o": return (.classic(GameRecord(rules: .default)), .o)
        default:
            // `classic N K`: the board's side, then the line that wins.
            let numbers = Array(name.utf8).split(separator: space)
            guard numbers.count == 3, String(decoding: numbers[0], as: UTF8.self) == "classic",
                  let size = wholeNumber(numbers[1]), let inARow = wholeNumber(numbers[2]),
                  let rules = ClassicRules(size: size, inARow: inARow) else { throw .unknownRules(name) }
            return (.classic(GameRecord(rules: rules)), nil)
        }
    }

    /// The value of the tag `[name "value"]`; `nil` for another tag.
    private static func value(of tag: ArraySlice<UInt8>, named name: [UInt8]) -> String? {
        guard tag.starts(with: name), let first = tag.firstIndex(of: quote), let last = tag.lastIndex(of: quote), first < last else {
            return nil
        }
        return String(decoding: tag[(first + 1)..<last], as: UTF8.self)
    }

    /// A number of at most three digits.
    private static func wholeNumber(_ digits: ArraySlice<UInt8>) -> Int? {
        guard (1...3).contains(digits.count), digits.allSatisfy({ (zero...nine).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - zero) }
    }

    /// `12.`, as move lists written by hand number their moves.
    private static func isMoveNumber(_ word: ArraySlice<UInt8>) -> Bool {
        word.count > 1 && word.last == period && word.dropLast().allSatisfy { (zero...nine).contains($0) }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn
    }

    private static let rulesTag = Array("[Rules ".utf8)
    private static let (tab, newline, carriageReturn, space, quote): (UInt8, UInt8, UInt8, UInt8, UInt8) = (9, 10, 13, 32, 34)
    private static let (period, zero, nine, openingBracket, closingBracket): (UInt8, UInt8, UInt8, UInt8, UInt8) = (46, 48, 57, 91, 93)
}
