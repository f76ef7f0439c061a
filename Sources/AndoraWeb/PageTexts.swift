import AndoraModel

/// The body of `GET /api/texts`: the page's own texts in one language, by key.
struct PageTexts: Codable {
    var language: Language
    var texts: [String: String]

    init(language: Language) {
        self.language = language
        let localizer = Localizer(language: language)
        texts = Dictionary(uniqueKeysWithValues: WebText.allCases.map { ($0.rawValue, localizer.text($0)) })
    }
}
