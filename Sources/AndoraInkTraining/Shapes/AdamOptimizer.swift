/// The Adam update rule (Kingma and Ba) with decoupled weight decay.
struct AdamOptimizer {
    private var firstMoment: [Double]
    private var secondMoment: [Double]
    /// The decay rates raised to the number of steps taken, for the start-up bias correction.
    private var firstDecayPower = 1.0
    private var secondDecayPower = 1.0
    private let learningRate: Double
    private let weightDecay: Double
    private let firstDecay = 0.9
    private let secondDecay = 0.999
    private let epsilon = 1e-8

    init(parameterCount: Int, learningRate: Double, weightDecay: Double) {
        firstMoment = Array(repeating: 0, count: parameterCount)
        secondMoment = Array(repeating: 0, count: parameterCount)
        self.learningRate = learningRate
        self.weightDecay = weightDecay
    }

    /// Moves `parameters` against `gradient`, with the learning rate multiplied by `rateFactor`.
    mutating func step(_ parameters: inout [Double], gradient: [Double], rateFactor: Double) {
        firstDecayPower *= firstDecay
        secondDecayPower *= secondDecay
        let firstCorrection = 1 - firstDecayPower
        let secondCorrection = 1 - secondDecayPower
        let rate = learningRate * rateFactor
        // Local copies, so that the loop over unchecked buffers below does not touch `self`.
        let (firstDecay, secondDecay, epsilon, weightDecay) = (firstDecay, secondDecay, epsilon, weightDecay)
        firstMoment.withUnsafeMutableBufferPointer { first in
            secondMoment.withUnsafeMutableBufferPointer { second in
                parameters.withUnsafeMutableBufferPointer { parameters in
                    gradient.withUnsafeBufferPointer { gradient in
                        for index in parameters.indices {
                            first[index] = firstDecay * first[index] + (1 - firstDecay) * gradient[index]
                            second[index] = secondDecay * second[index] + (1 - secondDecay) * gradient[index] * gradient[index]
                            let update = (first[index] / firstCorrection) / ((second[index] / secondCorrection).squareRoot() + epsilon)
                            parameters[index] -= rate * (update + weightDecay * parameters[index])
                        }
                    }
                }
            }
        }
    }
}
