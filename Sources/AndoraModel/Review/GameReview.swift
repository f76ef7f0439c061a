import AndoraCore
import AndoraEngine

/// The engine's review of a played Andora game: every position judged, one at a time,
/// and every move marked by how much of its player's expected result it gave away.
struct GameReview: Hashable, Sendable {
    /// The history id of the game reviewed.
    let gameID: Int64
    let game: UltimateGame
    /// The judgement of the position after each number of moves (0: the start), `nil` until judged.
    private(set) var judgements: [Judgement?]

    /// A review with nothing judged but a finished game's last position, which needs no search.
    init(gameID: Int64, game: UltimateGame) {
        self.gameID = gameID
        self.game = game
        judgements = Array(repeating: nil, count: game.moves.count + 1)
        let end = Position(game)
        if end.isOver { judgements[game.moves.count] = Judgement(over: end) }
    }

    /// The position to judge next: the first not judged yet, `nil` once all are.
    var nextStep: Int? { judgements.firstIndex(of: nil) }

    var judgedCount: Int { judgements.count(where: { $0 != nil }) }

    var isComplete: Bool { nextStep == nil }

    /// The search that judges the position after `step` moves, one at a time: a node budget, so
    /// the same game always gets the same review.
    func request(for step: Int, id: Int) -> ThinkRequest {
        .review(of: game, after: step, id: id)
    }

    mutating func record(_ judgement: Judgement, at step: Int) {
        guard judgements.indices.contains(step) else { return }
        judgements[step] = judgement
    }

    /// What the move numbered `number` (1: the first) gave away for its player, between 0 and 1,
    /// once the positions before and after it are judged.
    func loss(ofMove number: Int) -> Double? {
        judged(move: number).map { ReviewMark.loss(before: $0.before, after: $0.after) }
    }

    /// The mark of the move numbered `number`, once both its positions are judged.
    func mark(ofMove number: Int) -> ReviewMark? {
        judged(move: number).map { ReviewMark(of: game.moves[number - 1], before: $0.before, after: $0.after) }
    }

    /// The judgements of the positions before and after the move numbered `number`, once both are made.
    private func judged(move number: Int) -> (before: Judgement, after: Judgement)? {
        guard number >= 1, number < judgements.count, let before = judgements[number - 1],
              let after = judgements[number] else { return nil }
        return (before, after)
    }

    /// The engine's move where the move numbered `number` was played, if that move was not the best.
    func betterMove(thanMove number: Int) -> Cell? {
        guard let mark = mark(ofMove: number), mark != .best else { return nil }
        return judgements[number - 1]?.move?.cell
    }

    /// The move that gave away the most, if any move was an inaccuracy or worse.
    var biggestMistake: Int? {
        let numbers = (1..<judgements.count).filter { mark(ofMove: $0)?.isError ?? false }
        return numbers.max { (loss(ofMove: $0) ?? 0) < (loss(ofMove: $1) ?? 0) }
    }

    /// The marks of one player's moves.
    func marks(of player: Player) -> [ReviewMark] {
        moves(of: player).compactMap(mark(ofMove:))
    }

    /// One player's accuracy in percent, as lichess sums it up (`MoveAccuracy.game`): their moves'
    /// accuracies, each weighed by how much the chances swung around it; `nil` until the review is
    /// complete or if the player made no move.
    func accuracy(of player: Player) -> Double? {
        guard isComplete else { return nil }
        let chances = judgements.compactMap { $0.map { $0.chanceForX * 100 } }
        let moves = moves(of: player).compactMap { number in
            loss(ofMove: number).map { (accuracy: MoveAccuracy.percent(loss: $0), weight: MoveAccuracy.volatility(ofMove: number, chances: chances)) }
        }
        return moves.isEmpty ? nil : MoveAccuracy.game(moves)
    }

    /// The numbers of the moves `player` made (1: the first), as far as the positions before them are judged.
    private func moves(of player: Player) -> [Int] {
        (1..<judgements.count).filter { judgements[$0 - 1]?.mover == player }
    }
}
