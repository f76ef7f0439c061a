import AndoraEngine

/// Self-play positions written as text for a trainer outside the program (`andora tune --dump`,
/// `Scripts/evaluation-probe.py`).
package enum PositionDump {
    /// One line for each position in progress of the game: the game's `number`, the position's FEN,
    /// the result the game brought the player to move (1, 0.5 or 0) and the shipped evaluation.
    package static func lines(of game: SelfPlay, number: Int) -> [String] {
        game.positions.map { position, _ in
            "\(number) \(position.fen) \(game.result(for: position.sideToMove)) \(position.evaluation())"
        }
    }
}
