/// Base64 (RFC 4648, with padding) without Foundation, for the shipped model's bytes: a third
/// larger than the bytes, where the hex text it replaced was twice as large.
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    package static func encode(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity((bytes.count + 2) / 3 * 4)
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let chunk = bytes[start..<min(start + 3, bytes.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
            for index in 0..<4 {
                text.append(index <= chunk.count ? alphabet[Int(value >> (18 - 6 * index) & 63)] : UInt8(ascii: "="))
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes of the text, white space skipped; nil for any other character or a broken end.
    static func decode(_ text: Substring) -> [UInt8]? {
        let characters = text.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }
        let padding = characters.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard characters.count % 4 == 0, padding <= 2 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count / 4 * 3)
        for start in stride(from: 0, to: characters.count, by: 4) {
            var value: UInt32 = 0
            for position in start..<start + 4 {
                let isPadding = position >= characters.count - padding
                guard let digit = isPadding ? 0 : alphabet.firstIndex(of: characters[position]) else { return nil }
                value = value << 6 | UInt32(digit)
            }
            let kept = start + 4 == characters.count ? 3 - padding : 3
            for index in 0..<kept { bytes.append(UInt8(truncatingIfNeeded: value >> (16 - 8 * index))) }
        }
        return bytes
    }
}
