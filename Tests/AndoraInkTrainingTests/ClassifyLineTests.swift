import AndoraInk
import AndoraInkTraining
import Testing

/// The lines `andora ink classify` writes, one per input line.
@Suite struct ClassifyLineTests {
    let recognizer = ShapeRecognizer()
    let cross = #"[[[10, 10, 0], [30, 32, 16], [52, 55, 32]], [[50, 8, 300], [31, 30, 316], [9, 53, 332]]]"#

    @Test func aLabelledLineGetsLabelAndConfidence() {
        let output = recognizer.classificationLine(forJSONLine: #"{"id": "a", "label": "o", "strokes": \#(cross)}"#)
        let fields = output.split(separator: " ")
        #expect(fields.count == 2)
        #expect(fields.first == "x")
        #expect(fields.last.flatMap { Double($0) }.map { (0.5...1).contains($0) } == true)
        #expect(fields.last?.split(separator: ".").last?.count == 2)
    }

    @Test func theLabelIsOptionalAndExtraFieldsAreIgnored() {
        let output = recognizer.classificationLine(forJSONLine: #"{"strokes": \#(cross), "pen": {"kind": "finger"}}"#)
        #expect(output.hasPrefix("x "))
    }

    @Test(arguments: [
        ("not json", "error invalid JSON at byte 0: expected '{'"),
        (#"{"label": "x"}"#, "error no strokes field"),
        (#"{"strokes": [[[1, "a"]]]}"#, "error point 0 of stroke 0 is not [x, y, t]"),
    ])
    func aMalformedLineGetsAnErrorLine(line: String, expected: String) {
        #expect(recognizer.classificationLine(forJSONLine: line) == expected)
    }

    @Test func aLineWithoutInkIsOther() {
        #expect(recognizer.classificationLine(forJSONLine: #"{"strokes": []}"#) == "other 1.00")
    }
}
