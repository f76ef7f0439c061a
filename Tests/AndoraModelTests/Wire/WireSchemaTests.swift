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
}
