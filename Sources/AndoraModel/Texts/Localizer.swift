/// The texts of one language, compiled into the model (no bundle, no system locale), whatever the
/// platform: natively, in the terminal and the server, and as WebAssembly in the page.
public struct Localizer: Hashable, Sendable {
    public let language: Language

    public init(language: Language) {
        self.language = language
    }

    /// The text for the key in this language.
    public func text(_ key: TextKey) -> String {
        lookUp(key)
    }

    /// The web front end's text for the key in this language.
    public func text(_ key: WebText) -> String {
        lookUp(key)
    }

    /// The web front end's text with its one placeholder filled in.
    public func text(_ key: WebText, _ first: some TextArgument) -> String {
        Self.fill(text(key), with: [first.placeholderValue])
    }

    /// The web front end's text with its two placeholders filled in, in order.
    public func text(_ key: WebText, _ first: some TextArgument, _ second: some TextArgument) -> String {
        Self.fill(text(key), with: [first.placeholderValue, second.placeholderValue])
    }

    /// The text of either table for the key in this language.
    public func lookUp(_ key: some LocalizedKey) -> String {
        switch language {
        case .en: key.english
        case .ru: key.russian
        }
    }

    /// The text with its one placeholder filled in.
    public func text(_ key: TextKey, _ first: some TextArgument) -> String {
        Self.fill(text(key), with: [first.placeholderValue])
    }

    /// The text with its two placeholders filled in, in order.
    public func text(_ key: TextKey, _ first: some TextArgument, _ second: some TextArgument) -> String {
        Self.fill(text(key), with: [first.placeholderValue, second.placeholderValue])
    }

    /// The text with its three placeholders filled in, in order.
    public func text(
        _ key: TextKey, _ first: some TextArgument, _ second: some TextArgument, _ third: some TextArgument
    ) -> String {
        Self.fill(text(key), with: [first.placeholderValue, second.placeholderValue, third.placeholderValue])
    }

    /// The text with its four placeholders filled in, in order.
    public func text(
        _ key: TextKey, _ first: some TextArgument, _ second: some TextArgument, _ third: some TextArgument,
        _ fourth: some TextArgument
    ) -> String {
        Self.fill(
            text(key), with: [first.placeholderValue, second.placeholderValue, third.placeholderValue, fourth.placeholderValue])
    }

    /// Replaces each `%@` or `%d` of the template with the next argument and `%%` with `%` (the
    /// tables use no other placeholders). A state fills in a hundred of these, so this is a plain
    /// scan, not a format parse.
    static func fill(_ template: String, with arguments: [String]) -> String {
        var result = ""
        var next = arguments.makeIterator()
        var afterPercent = false
        for character in template {
            if afterPercent {
                switch character {
                case "@", "d": result += next.next() ?? ""
                case "%": result.append("%")
                default: result += "%" + String(character)
                }
                afterPercent = false
            } else if character == "%" {
                afterPercent = true
            } else {
                result.append(character)
            }
        }
        return afterPercent ? result + "%" : result
    }

    /// The placeholders of the template in order, such as `["%@", "%d"]`: every language's text for
    /// a key must have the same ones.
    public static func placeholders(in template: String) -> [String] {
        var found: [String] = []
        var afterPercent = false
        for character in template {
            if afterPercent {
                if character != "%" { found.append("%" + String(character)) }
                afterPercent = false
            } else {
                afterPercent = character == "%"
            }
        }
        return found
    }
}
