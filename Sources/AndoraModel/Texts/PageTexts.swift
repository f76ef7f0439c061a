/// The page's own texts in one language, by key (`GET /api/texts`, and the page's WebAssembly
/// model): `{"language": "en", "texts": {"page.offline": "…", …}}`, keys in order.
public struct PageTexts: Hashable, Sendable {
    public var language: Language
    public var texts: [String: String]

    public init(language: Language) {
        self.language = language
        let localizer = Localizer(language: language)
        texts = Dictionary(uniqueKeysWithValues: WebText.allCases.map { ($0.rawValue, localizer.text($0)) })
    }
}

extension PageTexts: WireShaped {
    public static let wireName = "PageTexts"

    public static func wireFields(_ shape: inout some WireFields<PageTexts>) {
        shape.field("language", .reference("Language")) { $0.language }
        shape.field("texts", .typed("object").with("additionalProperties", WireSchema.string)) { page in
            WireObject { texts in
                for (key, value) in page.texts.sorted(by: { $0.key < $1.key }) { texts.field(key, value) }
            }
        }
    }
}
