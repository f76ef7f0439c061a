import AndoraCore
import AndoraInk

/// One pencil & paper game (seeds 003 and 004): four board lines kept as drawn, then signs placed by
/// tapping or drawing on a 3×3, three-in-a-row ``ClassicGame``.
///
/// The game's X and O are the first and the second player. The sign each one puts on paper follows
/// ``firstSign``: X when signs are tapped, whichever sign the first player drew otherwise.
struct PaperSheet: Hashable, Sendable {
    private(set) var input: PaperInput
    /// The accepted board lines, exactly as drawn.
    private(set) var lines: [Stroke] = []
    /// The nine squares, once four lines are accepted.
    private(set) var board: Board?
    private(set) var game = ClassicGame(rules: .default)
    /// The sign the first player put down; `nil` until a drawn first sign decides it.
    private(set) var firstSign: Player?
    /// The ink of each square's sign by square index (0 top left … 8); empty for tapped signs.
    private(set) var signInk: [[Stroke]] = Array(repeating: [], count: 9)
    /// The last erased ink and why, shown until the next stroke, tap, shape or double tap.
    private(set) var fading: FadingInk?
    /// A single straight stroke in a free square, kept for the next shape: the first half of an X
    /// drawn slowly. Not stored, like ``fading``.
    private(set) var halfSign: [Stroke] = []
    /// When the first board line was drawn, in milliseconds since 1970 (UTC); 0 before, or when unknown.
    private(set) var startedAt: Int64 = 0
    /// When each sign was placed, one per move of ``game``.
    private(set) var moveTimes: [Int64] = []

    init(input: PaperInput) {
        self.input = input
        firstSign = Self.firstSign(placedBy: input)
    }

    /// The first player's sign on a sheet with no sign yet: X when signs are tapped, the first drawing's otherwise.
    private static func firstSign(placedBy input: PaperInput) -> Player? {
        input == .tap ? .x : nil
    }

    /// Places the signs to come by `input` (the option, which may have changed since the sheet was
    /// begun); before the first sign, the sheet starts as a new one with that option would.
    mutating func placeSigns(by input: PaperInput) {
        self.input = input
        halfSign = []
        if game.moves.isEmpty { firstSign = Self.firstSign(placedBy: input) }
    }

    /// The square index of a cell of the 3×3 game (rows counted from the bottom) and back.
    static func index(of cell: Cell) -> Int { (2 - cell.row) * 3 + cell.column }
    static func cell(at index: Int) -> Cell { Cell(column: index % 3, row: 2 - index / 3) }

    /// The sign a player of the game puts on paper, `nil` until the first sign is drawn.
    func sign(of player: Player) -> Player? {
        firstSign.map { $0 == .x ? player : player.opponent }
    }

    /// The sign the player to move must put down; `nil` when either may (the first drawn sign) or the game is over.
    var expectedSign: Player? {
        game.outcome.playerToMove.flatMap(sign(of:))
    }

    /// The sign in a square, as drawn or tapped.
    func sign(at index: Int) -> Player? {
        game.mark(at: Self.cell(at: index)).flatMap(sign(of:))
    }

    /// The sign that won, once somebody has.
    var winningSign: Player? {
        game.outcome.winner.flatMap(sign(of:))
    }

    private var freeSquares: Set<Int> {
        Set(game.legalMoves.map(Self.index(of:)))
    }

    /// Offers a stroke as the next board line: kept when accepted, erased with the reason otherwise.
    /// Returns `false` once the board is complete (strokes then mean nothing).
    mutating func addLine(_ stroke: Stroke) -> Bool {
        guard board == nil else { return false }
        var recognizer = BoardRecognizer()
        for line in lines { _ = recognizer.add(line) }
        switch recognizer.add(stroke) {
        case .accepted:
            lines.append(stroke)
            board = recognizer.board
            fading = nil
        case .rejected(let rejection):
            fading = FadingInk(strokes: [stroke], reason: .line(rejection))
        }
        return true
    }

    /// Places the sign of the player to move in the square under the point (R7).
    /// Returns `false` unless signs are tapped on a complete board.
    mutating func tap(at point: InkPoint) -> Bool {
        guard input == .tap, let board else { return false }
        guard !game.outcome.isOver else { return refuse([], .gameOver) }
        guard let square = board.cells.first(where: { $0.contains(point) }) else {
            return refuse([], .tappedOutsideBoard)
        }
        guard freeSquares.contains(square.index) else { return refuse([], .occupied) }
        place(in: square.index, ink: [])
        return true
    }

    /// Places a drawn sign when it is an X or an O, the right one for the turn, mostly inside one free
    /// square (R7); otherwise erases it. A single straight stroke in a free square waits for the
    /// next shape (``halfSign``): if the two make a sign that fits, it is placed; if not, the half sign
    /// is erased and the new shape judged alone. Returns `false` before the board is complete; when
    /// signs are tapped, the ink is erased with that reason.
    mutating func drawSign(_ strokes: [Stroke]) -> Bool {
        guard let board else { return false }
        guard input == .draw else { return refuse(strokes, .signsAreTapped) }
        guard !game.outcome.isOver else { return refuse(strokes, .gameOver) }
        let started = halfSign
        halfSign = []
        if !started.isEmpty, let drawn = Self.sign(ShapeRecognizer().recognize(started + strokes).label),
           case .square(let index) = placement(of: drawn, started + strokes, on: board) {
            placeDrawn(drawn, in: index, ink: started + strokes)
            return true
        }
        judge(strokes, on: board)
        if !started.isEmpty {
            // The unfinished half goes, with the new shape's refusal or with its own.
            fading = FadingInk(strokes: started + (fading?.strokes ?? []), reason: fading?.reason ?? .notASign)
        }
        return true
    }

    /// One drawn shape on its own: placed, kept as a half sign, or erased with the reason.
    private mutating func judge(_ strokes: [Stroke], on board: Board) {
        let recognized = ShapeRecognizer().recognize(strokes).label
        if recognized == .line, strokes.count == 1, board.cell(holding: strokes, amongFree: freeSquares) != nil {
            halfSign = strokes
            fading = nil
            return
        }
        guard let drawn = Self.sign(recognized) else {
            _ = refuse(strokes, .notASign)
            return
        }
        switch placement(of: drawn, strokes, on: board) {
        case .square(let index): placeDrawn(drawn, in: index, ink: strokes)
        case .refused(let reason): _ = refuse(strokes, reason)
        }
    }

    /// Where a drawn sign goes, or why it may not.
    private enum Placement {
        case square(Int)
        case refused(PaperRefusal)
    }

    /// The free square holding most of the sign, if it is the sign the turn asks for.
    private func placement(of drawn: Player, _ strokes: [Stroke], on board: Board) -> Placement {
        if let expected = expectedSign, drawn != expected { return .refused(.wrongSign(expected: expected)) }
        guard let square = board.cell(holding: strokes, amongFree: freeSquares) else { return .refused(.drawnOutsideFreeSquare) }
        return .square(square.index)
    }

    /// A drawn sign: the first one decides which sign the first player puts down.
    private mutating func placeDrawn(_ drawn: Player, in index: Int, ink: [Stroke]) {
        if firstSign == nil { firstSign = drawn }
        place(in: index, ink: ink)
    }

    /// The sign a recognised shape is, if it is one.
    private static func sign(_ label: ShapeLabel) -> Player? {
        switch label {
        case .x: .x
        case .o: .o
        case .line, .other: nil
        }
    }

    /// Whether there is something to take back: a half sign, or the last sign while the game runs.
    var canUndo: Bool {
        !halfSign.isEmpty || (!game.moves.isEmpty && !game.outcome.isOver)
    }

    /// Takes back a waiting half sign, else the last sign and its ink while the game runs (a misread
    /// drawing, a slip of the finger); back before the first sign, the sheet starts as a new one
    /// would. Returns whether there was something to take back.
    mutating func undoLastSign() -> Bool {
        guard canUndo else { return false }
        fading = nil
        if !halfSign.isEmpty {
            halfSign = []
            return true
        }
        guard let last = game.moves.last else { return false }
        // The moves before the last were legal in this order.
        game = (try? ClassicGame(rules: game.rules, moves: game.moves.dropLast())) ?? game
        signInk[Self.index(of: last)] = []
        moveTimes = Array(moveTimes.prefix(game.moves.count))
        if game.moves.isEmpty { firstSign = Self.firstSign(placedBy: input) }
        return true
    }

    /// The sheet without the erased ink on show and the half sign: what is worth storing.
    var withoutLooseInk: PaperSheet {
        var sheet = self
        sheet.fading = nil
        sheet.halfSign = []
        return sheet
    }

    /// Notes the time of what was just put on the sheet: its start with the first line, each sign's time.
    mutating func stamp(at now: Int64) {
        if startedAt == 0, lines.count == 1 { startedAt = now }
        moveTimes += Array(repeating: now, count: max(0, game.moves.count - moveTimes.count))
    }

    /// The finished game as the history keeps it: the 3×3 game, its times and the sign that won;
    /// `nil` while it runs.
    func playedGame(endedAt: Int64) -> PlayedGame? {
        guard game.outcome.isOver, let record = try? GameRecord<ClassicGame>(rules: game.rules, moves: game.moves) else { return nil }
        let saved = SavedGame(board: .classic(record), confirmTurn: false, startedAt: startedAt, moveTimes: moveTimes)
        return PlayedGame(
            game: saved, endedAt: endedAt, result: winningSign.map(GameResult.won) ?? .draw,
            paperFirstSign: firstSign ?? .x)
    }

    /// Puts back the signs and times of a stored sheet whose lines were redrawn (``init(from:)``).
    mutating func restore(game: ClassicGame, firstSign: Player?, signInk: [[Stroke]], startedAt: Int64, moveTimes: [Int64]) {
        self.game = game
        self.firstSign = firstSign
        self.signInk = signInk
        self.startedAt = startedAt
        self.moveTimes = moveTimes
    }

    private mutating func refuse(_ strokes: [Stroke], _ reason: PaperRefusal) -> Bool {
        fading = FadingInk(strokes: strokes, reason: reason)
        return true
    }

    private mutating func place(in index: Int, ink: [Stroke]) {
        // The square is free and the game runs: the move is legal.
        try? game.play(Self.cell(at: index))
        signInk[index] = ink
        fading = nil
    }
}
