import AndoraCore
import AndoraModel

extension AppModel {
    /// Plays the moves as a game against the computer: the player's by taps, the computer's as the
    /// answers of the searches it asks for. Returns the effects of the last move.
    @discardableResult
    public mutating func playAgainstTheComputer(_ moves: String) throws -> [AppEffect] {
        var effects: [AppEffect] = []
        for cell in try Cell.moves(notation: moves) {
            if let request = awaitedThought {
                effects = receive(.thought(request: request.id, cell: cell))
            } else {
                effects = send(.tapCell(cell))
            }
        }
        return effects
    }
}
