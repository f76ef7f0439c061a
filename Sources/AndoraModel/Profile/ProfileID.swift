/// Whose options, games and sheet these are: one browser, or the terminal's local player.
///
/// A web profile id is 128 random bits in lowercase hex, handed to the browser in a cookie; the
/// terminal uses ``local``. A backup's games are kept under ``backup(_:)``, an id of another shape,
/// so that no cookie can name a backup. Anything else is not a profile id.
public struct ProfileID: Hashable, Sendable, CheckedText {
    public let rawValue: String

    /// The id of the terminal's player on this machine.
    public static let local = ProfileID(checked: "local")

    /// An id as a browser sends it back; `nil` unless it has the shape of an id this server hands out.
    public init?(_ text: String) {
        guard text == Self.local.rawValue || Self.isRandomID(text) else { return nil }
        rawValue = text
    }

    /// A new unguessable id from the generator (the system's, outside tests).
    public static func random(using generator: inout some RandomNumberGenerator) -> ProfileID {
        let words = (0..<2).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }
        return ProfileID(checked: words.joined())
    }

    /// The id a backup's games are kept under: `backup-` and the backup's 32 lowercase hex digits,
    /// which ``init(_:)`` never accepts; `nil` unless `digits` has that shape.
    public static func backup(_ digits: String) -> ProfileID? {
        isRandomID(digits) ? ProfileID(checked: backupPrefix + digits) : nil
    }

    /// The backup's own digits, if this is a backup's id.
    public var backupDigits: String? {
        rawValue.hasPrefix(Self.backupPrefix) ? String(rawValue.dropFirst(Self.backupPrefix.count)) : nil
    }

    private static let backupPrefix = "backup-"

    private init(checked rawValue: String) {
        self.rawValue = rawValue
    }

    private static func isRandomID(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension ProfileID: Codable {}
#endif
