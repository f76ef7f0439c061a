/// Lays out a JSON text one member or element a line, each level indented by one more space, a
/// space after each colon and empty objects and arrays kept on their line (as Python's
/// `json.dumps(indent=1)` writes it), whatever the text's spacing was. Strings stay as written.
struct JSONLayout {
    private let input: [UInt8]
    private var position = 0
    private var output: [UInt8] = []
    private var depth = 0

    /// `text` laid out.
    static func indented(_ text: String) -> String {
        var layout = JSONLayout(input: Array(text.utf8))
        layout.run()
        return String(decoding: layout.output, as: UTF8.self)
    }

    private init(input: [UInt8]) {
        self.input = input
    }

    private mutating func run() {
        while let byte = next() {
            switch byte {
            case UInt8(ascii: "\""): copyString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                output.append(byte)
                if let close = next(), close == UInt8(ascii: "}") || close == UInt8(ascii: "]") {
                    output.append(close)
                } else {
                    position -= 1
                    depth += 1
                    startLine()
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                startLine()
                output.append(byte)
            case UInt8(ascii: ","):
                output.append(byte)
                startLine()
            case UInt8(ascii: ":"): output += [byte, UInt8(ascii: " ")]
            default: output.append(byte)
            }
        }
    }

    /// The next byte that is not spacing between tokens.
    private mutating func next() -> UInt8? {
        while position < input.count {
            let byte = input[position]
            position += 1
            if ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(byte) { return byte }
        }
        return nil
    }

    /// Copies a string whose opening quote was just read, escapes and all.
    private mutating func copyString() {
        output.append(UInt8(ascii: "\""))
        var escaped = false
        while position < input.count {
            let byte = input[position]
            position += 1
            output.append(byte)
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                return
            }
        }
    }

    private mutating func startLine() {
        output.append(UInt8(ascii: "\n"))
        output += repeatElement(UInt8(ascii: " "), count: depth)
    }
}
