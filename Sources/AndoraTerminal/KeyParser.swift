/// Turns the bytes a terminal in raw mode sends into keys and clicks (SGR 1006 mouse reports).
public enum KeyParser {
    /// The keys in one read; an escape byte not followed by a sequence is the Escape key.
    public static func keys(in bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                let (key, length) = escapeSequence(bytes[index...])
                if let key { keys.append(key) }
                index += length
                continue
            }
            if let key = control(byte) {
                keys.append(key)
                index += 1
                continue
            }
            let length = utf8Length(byte)
            let end = min(index + length, bytes.count)
            if let text = String(validating: bytes[index..<end], as: UTF8.self), let character = text.first,
               !character.isWhitespace {
                keys.append(.character(character))
            }
            index = end
        }
        return keys
    }

    private static func control(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x0D, 0x0A: .enter
        case 0x20: .space
        case 0x09: .tab
        case 0x7F, 0x08: .backspace
        case 0x03: .interrupt
        default: nil
        }
    }

    private static func utf8Length(_ first: UInt8) -> Int {
        switch first {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// The key of an escape sequence starting at the slice's first byte, and how many bytes it takes.
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int) {
        let start = bytes.startIndex
        guard bytes.count >= 2, bytes[start + 1] == UInt8(ascii: "[") || bytes[start + 1] == UInt8(ascii: "O") else {
            return (.escape, 1)
        }
        // A CSI or SS3 sequence ends at its first byte in @…~.
        var end = start + 2
        while end < bytes.endIndex, !(0x40...0x7E).contains(bytes[end]) {
            end += 1
        }
        guard end < bytes.endIndex else { return (nil, bytes.count) }
        let length = end - start + 1
        let body = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        switch (body, bytes[end]) {
        case ("", UInt8(ascii: "A")): return (.up, length)
        case ("", UInt8(ascii: "B")): return (.down, length)
        case ("", UInt8(ascii: "C")): return (.right, length)
        case ("", UInt8(ascii: "D")): return (.left, length)
        case (_, UInt8(ascii: "M")) where body.hasPrefix("<"): return (click(body.dropFirst()), length)
        default: return (nil, length)
        }
    }

    /// A left-button press from an SGR report `button;column;row` (1-based).
    private static func click(_ report: Substring) -> Key? {
        let numbers = report.split(separator: ";").compactMap { Int($0) }
        // Terminals report positions from 1; anything else is not a real click.
        guard numbers.count == 3, numbers[0] == 0, numbers[1...].allSatisfy({ (1...10_000).contains($0) }) else { return nil }
        return .click(row: numbers[2] - 1, column: numbers[1] - 1)
    }
}
