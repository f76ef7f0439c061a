import AndoraModel
import AndoraWeb
import Testing

@Suite struct AcceptLanguageTests {
    @Test(arguments: [
        ("ru", Language.ru), ("ru-RU,ru;q=0.9", .ru), ("en-US,en;q=0.9,ru;q=0.8", .en), ("de-DE,ru;q=0.5", .ru),
        ("fr, en;q=0.1, ru;q=0.7", .ru), ("ru;q=0, en", .en), ("*", .en), ("", .en), ("RU-ru", .ru),
    ])
    func theMostPreferredOfOurLanguagesWins(header: String, expected: Language) {
        #expect(Language(acceptLanguage: header) == expected)
    }

    @Test func noHeaderMeansEnglish() {
        #expect(Language(acceptLanguage: nil) == .en)
    }
}
