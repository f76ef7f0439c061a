/// The short code that names a match: six characters a person can read out and type, from an
/// alphabet without look-alikes (no 0/O, 1/I/L). Codes are case-insensitive as typed.
public struct MatchCode: Hashable, Sendable, CheckedText {
    public let rawValue: String

    static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")
    static let length = 6
    /// The most characters a code may take as typed, spaces and dashes included (as openapi.json says).
    static let typedLength = 32

    /// A code as typed or read from a link: spaces and dashes ignored, letters in either case;
    /// `nil` unless it could be a code this server hands out.
    public init?(_ text: String) {
        guard text.unicodeScalars.count <= Self.typedLength else { return nil }
        // Only ASCII letters change case: "ſ".uppercased() is "S", and the code's pattern in openapi.json is ASCII.
        let cleaned = String(text.filter { $0 != " " && $0 != "-" }.map { $0.isASCII ? Character($0.uppercased()) : $0 })
        guard cleaned.count == Self.length, cleaned.allSatisfy(Self.alphabet.contains) else { return nil }
        rawValue = cleaned
    }

    /// A new code from the generator (the system's outside tests): 31⁶ ≈ 887 million codes.
    public static func random(using generator: inout some RandomNumberGenerator) -> MatchCode {
        MatchCode(checked: String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
    }

    private init(checked rawValue: String) {
        self.rawValue = rawValue
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension MatchCode: Codable {}
#endif
