import AndoraEngine

/// Self-play positions written as text for the network's trainer (`andora tune --dump`, then
/// `--network`) or one outside the program (`Scripts/evaluation-probe.py`).
package enum PositionDump {
    /// One line for each position in progress of the game: the game's `number`, the position's FEN,
    /// the result the game brought the player to move (1, 0.5 or 0) and the evaluation of field
    /// chances (without the network, which is fitted to add to it).
    package static func lines(of game: SelfPlay, number: Int) -> [String] {
        game.positions.map { position, _ in
            "\(number) \(position.fen) \(game.result(for: position.sideToMove)) \(position.evaluation(withNetwork: false))"
        }
    }
}
