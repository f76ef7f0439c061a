/// How a character is drawn: 256-colour foreground and background, weight, reverse.
public struct TextStyle: Hashable, Sendable {
    public var foreground: UInt8?
    public var background: UInt8?
    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false

    public init(
        foreground: UInt8? = nil, background: UInt8? = nil, bold: Bool = false, dim: Bool = false,
        reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public static let plain = TextStyle()

    /// The SGR escape sequence that switches to this style from any other.
    var escape: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if underline { codes.append("4") }
        if reverse { codes.append("7") }
        if let foreground { codes.append("38;5;\(foreground)") }
        if let background { codes.append("48;5;\(background)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
