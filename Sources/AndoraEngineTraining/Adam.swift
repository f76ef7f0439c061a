/// Adam's running averages of the gradients of a vector of parameters (decays 0.9 and 0.999),
/// shared by the trainers.
struct Adam {
    private var moments: [Float], squares: [Float]
    /// 0.9 and 0.999 to the power of the steps taken, for the bias correction.
    private var momentDecay: Float = 1, squareDecay: Float = 1

    /// No step taken yet, for `count` parameters.
    init(count: Int) {
        moments = [Float](repeating: 0, count: count)
        squares = moments
    }

    /// Moves `parameters` a step of `rate` against `gradient`.
    mutating func step(_ parameters: inout [Float], gradient: [Float], rate: Float) {
        momentDecay *= 0.9
        squareDecay *= 0.999
        let momentScale = 1 / (1 - momentDecay), squareScale = 1 / (1 - squareDecay)
        for index in parameters.indices {
            moments[index] = 0.9 * moments[index] + 0.1 * gradient[index]
            squares[index] = 0.999 * squares[index] + 0.001 * gradient[index] * gradient[index]
            parameters[index] -= rate * moments[index] * momentScale / ((squares[index] * squareScale).squareRoot() + 1e-8)
        }
    }
}
