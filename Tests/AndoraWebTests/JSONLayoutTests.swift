@testable import AndoraWeb
import Testing

@Suite struct JSONLayoutTests {
    @Test func membersAndElementsTakeALineEachAndEmptyOnesStayShut() {
        let text = #"{"a":[1,{"b":"x, y: {z}"}],"c":{},"d":[ ]}"#
        #expect(JSONLayout.indented(text) == """
            {
             "a": [
              1,
              {
               "b": "x, y: {z}"
              }
             ],
             "c": {},
             "d": []
            }
            """)
    }

    @Test func escapedQuotesStayInTheirString() {
        #expect(JSONLayout.indented(#"["a\"b,\\",2]"#) == "[\n \"a\\\"b,\\\\\",\n 2\n]")
    }
}
