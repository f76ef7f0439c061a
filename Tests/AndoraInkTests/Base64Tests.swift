@testable import AndoraInk
import Testing

@Suite struct Base64Tests {
    @Test(arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy")])
    func theRFC4648VectorsEncodeAndDecode(plain: String, encoded: String) {
        #expect(Base64.encode(Array(plain.utf8)) == encoded)
        #expect(Base64.decode(Substring(encoded)) == Array(plain.utf8))
    }

    @Test func everyByteValueSurvivesWithLineBreaksInTheText() {
        let bytes = (0...255).map { UInt8($0) }
        let text = Base64.encode(bytes)
        let wrapped = stride(from: 0, to: text.count, by: 7).map { start in
            String(text.dropFirst(start).prefix(7))
        }.joined(separator: "\n")
        #expect(Base64.decode(Substring(wrapped)) == bytes)
    }

    @Test(arguments: ["Zm9", "Zm=v", "Z===", "Zm9v!A==", "Zg==Zg=="])
    func brokenTextIsRefused(text: String) {
        #expect(Base64.decode(Substring(text)) == nil)
    }
}
