/// The pencil & paper state a profile keeps: the sheet on the table (if any) and the scoreboard.
public struct PaperSnapshot: Hashable, Sendable, Codable {
    var sheet: PaperSheet?
    public var score: PaperScore

    init(sheet: PaperSheet?, score: PaperScore) {
        self.sheet = sheet
        self.score = score
    }
}
