@testable import AndoraEngineTraining
import Testing

@Suite struct AdamTests {
    /// The bias correction makes the first step `rate` long for every parameter, whatever the size
    /// of its gradient, against the gradient's sign.
    @Test func theFirstStepIsTheRateAgainstTheGradientsSign() {
        var adam = Adam(count: 3)
        var parameters: [Float] = [1, 1, 1]
        adam.step(&parameters, gradient: [1000, -0.001, 2], rate: 0.1)
        #expect(parameters.map { ($0 * 1000).rounded() / 1000 } == [0.9, 1.1, 0.9])
    }

    /// Stepping down the gradient of a sum of squares reaches its minimum, however differently the
    /// squares are scaled.
    @Test func stepsReachTheMinimumOfAQuadratic() {
        let minimum: [Float] = [3, -2, 0.5]
        let scales: [Float] = [100, 1, 0.01]
        var adam = Adam(count: 3)
        var parameters: [Float] = [0, 0, 0]
        for step in 0..<2000 {
            let gradient = parameters.indices.map { 2 * scales[$0] * (parameters[$0] - minimum[$0]) }
            adam.step(&parameters, gradient: gradient, rate: step < 1000 ? 0.05 : 0.005)
        }
        for index in parameters.indices {
            #expect(abs(parameters[index] - minimum[index]) < 0.01)
        }
    }
}
