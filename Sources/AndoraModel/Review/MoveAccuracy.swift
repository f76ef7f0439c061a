/// How accurate a move was, in percent, from how much of its player's expected result it gave
/// away: the mapping lichess publishes from the loss of win chance (docs/ENGINE.md), so that a
/// move costing 10 points scores about 64 and one costing 30 about 25.
enum MoveAccuracy {
    /// The accuracy of a move that gave away `loss` (0…1) of its player's expected result, 0…100.
    static func percent(loss: Double) -> Double {
        let points = loss * 100
        return min(100, max(0, 103.1668 * exponential(-0.04354 * points) - 3.1669))
    }

    /// A player's accuracy from their moves' accuracies and weights, as lichess sums it up: the mean
    /// of the weighted mean and the harmonic mean (each move counted as at least 1 % in it), so that
    /// a few blunders among safe moves still show.
    static func game(_ moves: [(accuracy: Double, weight: Double)]) -> Double {
        let weighted = moves.reduce(0) { $0 + $1.accuracy * $1.weight } / moves.reduce(0) { $0 + $1.weight }
        let harmonic = Double(moves.count) / moves.reduce(0) { $0 + 1 / max(1, $1.accuracy) }
        return (weighted + harmonic) / 2
    }

    /// How much X's `chances` (percent, one per position from the start) swing around the move
    /// numbered `number`, lichess's weight: the standard deviation over a window of positions a
    /// tenth of the game long (2 to 8) that ends with the position after the move, clamped to 0.5…12.
    static func volatility(ofMove number: Int, chances: [Double]) -> Double {
        let size = min(8, max(2, chances.count / 10))
        let start = max(0, number + 1 - size)
        let window = chances[start..<min(chances.count, start + size)]
        let mean = window.reduce(0, +) / Double(window.count)
        let variance = window.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(window.count)
        return min(12, max(0.5, variance.squareRoot()))
    }

    /// e^x from its series at x/16, squared four times: exact to about 1e-12 for x between −5
    /// and 0 (the WebAssembly build has no Foundation to take `exp` from).
    static func exponential(_ x: Double) -> Double {
        let reduced = x / 16
        var term = 1.0
        var sum = 1.0
        for n in 1...12 {
            term *= reduced / Double(n)
            sum += term
        }
        for _ in 0..<4 { sum *= sum }
        return sum
    }
}
