@testable import AndoraEngine
import Testing

@Suite struct EvaluationWeightsTests {
    /// A copy whose checksum does not match, or of the wrong size, is refused; the shipped one reads back.
    @Test func aDamagedCopyIsRefused() {
        let bytes = EvaluationWeights.encode(EvaluationWeights.shipped)
        #expect(EvaluationWeights.decode(bytes) == EvaluationWeights.shipped)
        for damagedByte in [1_000, bytes.count - 10] {
            var damaged = bytes
            damaged[damagedByte] ^= 1
            #expect(EvaluationWeights.decode(damaged) == nil)
        }
        #expect(EvaluationWeights.decode(Array(bytes.dropLast())) == nil)
    }

    /// The capture share and the free choice survive the trip through the file, to the thousandth.
    @Test func weightsReadBackAsWritten() {
        var weights = EvaluationWeights.shipped
        weights[0].captureShare = 0.123
        weights[2].freeChoice = -0.25
        #expect(EvaluationWeights.decode(EvaluationWeights.encode(weights)) == weights)
    }
}
