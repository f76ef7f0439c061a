import AndoraCore
import AndoraEngine

/// The coach (an option, off by default; the game screen only, so never in a match):
/// after each of the player's Andora moves the positions before and after it are judged, one
/// search each as a review judges them, and a note says what the move was worth and why; then
/// the computer, if it plays, is asked for its reply.
extension AppModel {
    /// Asks for the judgement of the position before the player's last move, if the coach is on.
    mutating func askTheCoach(_ screen: inout GameDestination) -> [AppEffect] {
        guard options.coach, case .andora(let record) = screen.game.board, !record.game.moves.isEmpty else { return [] }
        return [.think(coachRequest(record.game, moves: record.game.moves.count - 1, &screen))]
    }

    /// A judgement for the coach: the position before the last move, then the one after it; the
    /// note once both are in, and then the computer's move.
    mutating func receive(_ judgement: Judgement, for id: Int, _ screen: inout GameDestination) -> [AppEffect] {
        guard let request = screen.awaitedThought, request.id == id, request.purpose == .review,
              case .andora(let record) = screen.game.board, let move = record.game.moves.last else { return [] }
        screen.awaitedThought = nil
        guard request.game.moves.count == record.game.moves.count else {
            screen.coachBefore = judgement
            return [.think(coachRequest(record.game, moves: record.game.moves.count, &screen))]
        }
        if let before = screen.coachBefore {
            let played = record.game.prefix(record.game.moves.count - 1)
            screen.coach = CoachNote(move: move, in: Position(played), judgedBefore: before, judgedAfter: judgement)
        }
        screen.coachBefore = nil
        return computerMove(&screen)
    }

    private mutating func coachRequest(_ game: UltimateGame, moves: Int, _ screen: inout GameDestination) -> ThinkRequest {
        let request = ThinkRequest.review(of: game, after: moves, id: nextRequestID())
        screen.awaitedThought = request
        return request
    }

    /// The coach as the game screen shows it: while the coach is on, in an Andora game.
    func coachState(_ screen: GameDestination, _ text: Localizer) -> CoachState? {
        guard options.coach, case .andora = screen.game.board else { return nil }
        guard let note = screen.coach else { return CoachState(note: text.text(.coachWaiting)) }
        var parts = [text.text(.coachMove, note.move.notation, text.text(Self.name(of: note.mark)))]
        parts.append(coachText(note.reason, player: note.player, text))
        if let better = note.better {
            parts.append(text.text(.reviewBetter, better.notation))
        }
        return CoachState(
            note: parts.joined(separator: " "), mark: note.mark,
            betterMove: screen.betterMoveToShow.map { _ in
                ButtonState(label: text.text(screen.showsBetterMove ? .reviewHideBetter : .reviewShowBetter), intent: .toggleBetterMove)
            })
    }

    /// The coach's words for why `player`'s move was good or bad; the tutorial explains a wrong
    /// move with them too.
    func coachText(_ reason: CoachNote.Reason, player: Player, _ text: Localizer) -> String {
        let opponent = signName(player.opponent, text)
        return switch reason {
        case .letsTheOpponentWin: text.text(.coachLetsWin, opponent)
        case .missedTheWin(let cell): text.text(.coachMissedWin, cell.notation)
        case .sendsToAFieldTheyTake: text.text(.coachSendsToCapture, opponent, opponent)
        case .letsTheOpponentPlayAnywhere: text.text(.coachLetsPlayAnywhere, opponent)
        case .tookAMiniField: text.text(.coachTookField)
        case .chances(let before, let after) where after < before - 1: text.text(.coachChancesFall, before, after)
        case .chances(_, let after): text.text(.coachChancesKept, after)
        }
    }
}
