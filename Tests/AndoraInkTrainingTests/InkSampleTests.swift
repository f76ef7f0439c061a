import AndoraInk
import AndoraInkTraining
import Testing

@Suite struct InkSampleTests {
    @Test func readsAllKnownFieldsAndSkipsUnknownOnes() throws {
        let line = #"{"id": "a/1", "source": "mmg", "subject": "10", "name": "X", "extra": {"k": [1, true, null]}, "label": "x", "strokes": [[[1, 2, 0], [3.5, -4e1, 16]], [[5, 6, null]]]}"#
        let sample = try InkSample(jsonLine: line)
        #expect(sample.id == "a/1")
        #expect(sample.source == "mmg")
        #expect(sample.subject == "10")
        #expect(sample.label == "x")
        #expect(sample.strokes == [
            Stroke([InkPoint(x: 1, y: 2, t: 0), InkPoint(x: 3.5, y: -40, t: 16)]),
            Stroke([InkPoint(x: 5, y: 6, t: nil)]),
        ])
    }

    @Test func acceptsPointsWithoutTimeAndEscapedStrings() throws {
        let sample = try InkSample(jsonLine: #"{"strokes": [[[1, 2]]], "subject": "a\"b\u0041"}"#)
        #expect(sample.strokes == [Stroke([InkPoint(x: 1, y: 2)])])
        #expect(sample.subject == "a\"bA")
        #expect(sample.label == nil)
    }

    @Test(arguments: [
        (#"{"label": "x"}"#, InkSampleError.missingStrokes),
        (#"{"strokes": [[[1]]]}"#, .badPoint(stroke: 0, point: 0)),
        (#"{"strokes": [[[1, 2, 3]], [[1, 2, 3], [1, "y"]]]}"#, .badPoint(stroke: 1, point: 1)),
        (#"{"strokes": 5}"#, .wrongType(field: "strokes", expected: "a list of strokes")),
        (#"{"strokes": [], "label": 3}"#, .wrongType(field: "label", expected: "a string")),
        (#"{"strokes": []"#, .syntax(offset: 14, expected: "'}'")),
        (#"{"strokes": []} trailing"#, .syntax(offset: 16, expected: "end of line")),
        ("", .syntax(offset: 0, expected: "'{'")),
        (#"{"strokes": [[[1e999, 2]]]}"#, .badPoint(stroke: 0, point: 0)),
        (#"{"deep": "# + String(repeating: "[", count: 100_000), .syntax(offset: 73, expected: "less nesting")),
    ])
    func rejectsMalformedLinesWithAReason(line: String, error: InkSampleError) {
        #expect(throws: error) { try InkSample(jsonLine: line) }
    }
}
