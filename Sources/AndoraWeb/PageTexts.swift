import AndoraApp

/// The body of `GET /api/texts`.
struct PageTexts: Codable {
    var language: Language
    var texts: [String: String]
}
