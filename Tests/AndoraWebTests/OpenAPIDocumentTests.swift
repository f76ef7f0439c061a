@testable import AndoraWeb
import AndoraModel
import Foundation
import Testing

@Suite struct OpenAPIDocumentTests {
    @Test func theServedDocumentIsExactlyTheGeneratedOne() throws {
        let served = try String(contentsOf: WebAssets.openAPI, encoding: .utf8)
        #expect(try OpenAPIDocument.text() == served,
                "run `swift run andora openapi > Sources/AndoraWeb/Resources/web/openapi.json`")
    }

    @Test func everyIntentSchemaAllowsTheRevisionItWasMadeOn() throws {
        let document = try SchemaValue(Data(OpenAPIDocument.text().utf8))
        let branches = try #require(document["components"]?["schemas"]?["Intent"]?["oneOf"]?.array)
        #expect(branches.count == AppIntent.kinds.count)
        for branch in branches {
            #expect(branch["properties"]?["revision"]?["minimum"] == .integer(0))
            #expect(branch["required"]?.array?.contains(.string("revision")) == false)
        }
    }
}
