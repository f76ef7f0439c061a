/// The pencil & paper state a profile keeps: the sheet on the table (if any) and the scoreboard.
public struct PaperSnapshot: Hashable, Sendable {
    var sheet: PaperSheet?
    public var score: PaperScore

    init(sheet: PaperSheet?, score: PaperScore) {
        self.sheet = sheet
        self.score = score
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension PaperSnapshot: Codable {}
#endif
