import AndoraModel
import Testing

@Suite struct JSONParserTests {
    @Test func valuesOfEveryKindAreRead() throws {
        let value = try JSONValue(parsing: #" {"a": [1, -840, 0.5, 2e3, -0], "b": true, "c": null, "d": "x\"\\\/\n\u0041\u00e9\ud83d\ude00Ж"} "#)
        #expect(value["a"] == .array([.number("1"), .number("-840"), .number("0.5"), .number("2e3"), .number("-0")]))
        #expect(value["b"] == .bool(true))
        #expect(value["c"] == .null)
        #expect(value["d"] == .string("x\"\\/\nAé😀Ж"))
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "01", "-", "1.", "1e", "tru", "\"\u{1}\"", "\"\\x\"", "[1] 2", "\"\\ud83d\"", "nul"])
    func malformedTextIsRefused(text: String) {
        #expect(throws: WireError.self) { try JSONValue(parsing: text) }
    }

    @Test func deepNestingIsRefusedInsteadOfExhaustingTheStack() {
        #expect(throws: WireError.self) { try JSONValue(parsing: String(repeating: "[", count: 10_000)) }
        #expect(throws: Never.self) { try JSONValue(parsing: String(repeating: "[", count: 60) + String(repeating: "]", count: 60)) }
    }

    @Test func numbersReadAsTheKindAsked() throws {
        #expect(try JSONValue(parsing: "-840").integer() == -840)
        #expect(try JSONValue(parsing: "9007199254740993").integer64() == 9_007_199_254_740_993)
        #expect(try JSONValue(parsing: "16.5").double() == 16.5)
        #expect(throws: WireError.self) { try JSONValue(parsing: "16.5").integer() }
        #expect(throws: WireError.self) { try JSONValue(parsing: "\"5\"").integer() }
    }
}
