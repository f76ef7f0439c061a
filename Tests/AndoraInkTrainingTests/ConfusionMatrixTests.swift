import AndoraInkTraining
import Testing

@Suite struct ConfusionMatrixTests {
    @Test func countsAccuracyAndStrayShapesTakenForSigns() {
        var matrix = ConfusionMatrix()
        matrix.record(expected: .x, recognised: .x)
        matrix.record(expected: .x, recognised: .other)
        matrix.record(expected: .other, recognised: .o)
        matrix.record(expected: .other, recognised: .other)
        matrix.record(expected: .other, recognised: .line)
        matrix.record(expected: .other, recognised: .other)
        #expect(matrix.total == 6)
        #expect(matrix.accuracy == 0.5)
        #expect(matrix.accuracy(of: .x) == 0.5)
        #expect(matrix.accuracy(of: .o) == 0)
        #expect(matrix.otherAcceptedAsSign == 0.25)
        var doubled = matrix
        doubled.add(matrix)
        #expect(doubled.count(expected: .other, recognised: .other) == 4)
        #expect(doubled.accuracy == 0.5)
    }

    @Test func tableShowsOneRowPerExpectedLabel() {
        var matrix = ConfusionMatrix()
        matrix.record(expected: .line, recognised: .line)
        let rows = matrix.table.split(separator: "\n")
        #expect(rows.count == 5)
        #expect(rows[3].hasPrefix("line") && rows[3].hasSuffix("100.00 % of 1"))
        #expect(ConfusionMatrix.percent(0.98765) == "98.77 %")
    }
}
