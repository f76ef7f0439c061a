import AndoraModel
import Testing

@Suite struct WireShapeTests {
    private struct Sample: WireShaped {
        var count: Int
        var note: String?

        static let wireName = "Sample"

        static func wireFields(_ shape: inout some WireFields<Sample>) {
            shape.field("count") { $0.count }
            shape.field("note") { $0.note }
            shape.field("twice") { $0.count * 2 }
        }
    }

    @Test func fieldsAreWrittenInTheOrderDeclaredAndAbsentOnesAreLeftOut() {
        #expect(Sample(count: 2, note: "hi").json == #"{"count":2,"note":"hi","twice":4}"#)
        #expect(Sample(count: 1, note: nil).json == #"{"count":1,"twice":2}"#)
        #expect([Sample(count: 0, note: nil)].json == #"[{"count":0,"twice":0}]"#)
    }

    @Test func theShapeListsTheFieldsAndOnlyAFieldOfAnOptionalValueMayBeAbsent() {
        let shape = WireShape(of: Sample.self)
        #expect(shape.name == "Sample")
        #expect(shape.fields.map(\.name) == ["count", "note", "twice"])
        #expect(shape.fields.map(\.isRequired) == [true, false, true])
    }

    @Test func aStateIsWrittenAsItsFieldsDeclare() {
        let clock = ClockState(x: 61_000, o: 0, running: .x, label: "Time")
        #expect(clock.json == #"{"x":61000,"o":0,"running":"x","xTime":"1:01","oTime":"0:00","label":"Time"}"#)
    }
}
