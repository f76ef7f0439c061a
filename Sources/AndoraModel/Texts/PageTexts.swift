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

extension PageTexts: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("language", language)
            object.field("texts", WireObject { texts in
                for (key, value) in self.texts.sorted(by: { $0.key < $1.key }) { texts.field(key, value) }
            })
        }
    }
}
