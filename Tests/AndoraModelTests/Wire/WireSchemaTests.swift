import AndoraCore
import AndoraModel
import Testing

@Suite struct WireSchemaTests {
    @Test func membersAreWrittenInTheOrderDeclared() {
        #expect(WireSchema.integer(3...15).described("The side.").json
            == #"{"type":"integer","minimum":3,"maximum":15,"description":"The side."}"#)
        #expect(WireSchema.array(of: .reference("InputStroke")).json
            == ##"{"type":"array","items":{"$ref":"#/components/schemas/InputStroke"}}"##)
        #expect(WireSchema.names(of: Player.self).json == #"{"type":"string","enum":["x","o"]}"#)
    }

    /// A seed the schema admits is one the server reads, and the other way round: a fuzzer's
    /// 20-digit number above 64 bits must not be a valid request that gets refused.
    @Test func theSeedPatternAdmitsExactlyTheNumbersASeedIsReadFrom() throws {
        let pattern = try Regex(WireSchema.unsigned64Pattern)
        let texts = ["0", "7", "0000000000000000000000", "09999999999999999999", "9999999999999999999",
                     "18446744073709551615", "18446744073709551616", "18446744073709551609", "18446744073709551610",
                     "18446744073709550999", "18446744073709552000", "18446744083709551615", "19000000000000000000",
                     "99999999999999999999", "+5", "-1", "", "1 2"]
        for text in texts {
            let read = try? UInt64(json: .string(text))
            #expect((text.wholeMatch(of: pattern) != nil) == (read != nil), "\(text)")
        }
        #expect(try UInt64(json: .string("18446744073709551615")) == .max)
    }
}
