/// The engine's review on the replay screen: progress, how the position shown stands,
/// the chart of the whole game, and a summary per player.
public struct ReviewState: Hashable, Sendable {
    /// "Review": the section's heading.
    public var title: String
    /// "Review the game": starts the review; disabled once it has started.
    public var start: ButtonState
    /// Positions are being judged: a front end shows a progress indicator.
    public var running: Bool
    /// Positions judged so far, and how many the game has.
    public var judged: Int
    public var total: Int
    /// "Reviewing: 12 of 41 positions", "Review complete", or what the button starts.
    public var progress: String
    /// X's expected result at the position shown, in percent (a win 100, a draw 50), `nil` until
    /// judged: the evaluation bar.
    public var chanceForX: Int?
    /// The bar in words: "X 62 % · O 38 %", "X wins: 3 moves to go", "X won".
    public var verdict: String
    /// X's expected result after each number of moves (0: the start), in percent, `nil` until
    /// judged: the chart.
    public var chart: [Int?]
    /// The chart in words, for screen readers.
    public var chartLabel: String
    /// The chart's scale, top to bottom: "100 %", "50 %", "0 %".
    public var chartScale: [String]
    /// What the chart's lines mean: "Line: X's chances after each move (100 %: X wins, 0 %: O wins). Dashed: the move shown."
    public var chartLegend: String
    /// What the signs after the moves mean: "?! inaccuracy · ? mistake · ?? blunder".
    public var marksKey: String
    /// What the engine says of the move shown: "Move 12, e5: mistake, X's chances fell from 62 % to 48 %. Better: d4."
    public var note: String
    /// Shows or hides the engine's better move on the board (as a hint); enabled where the move
    /// shown was not the best.
    public var betterMove: ButtonState
    /// Jumps to the move that gave away the most; enabled once some move was an inaccuracy or worse.
    public var biggestMistake: ButtonState
    /// Per player, once the review is complete: "X: accuracy 85 % · inaccuracies 1 · mistakes 0 · blunders 1".
    public var summary: [String]
}

extension ReviewState: WireState {
    public static let wireName = "Review"
    public static let wireSummary: String? = "The engine's review of an Andora game."

    public static func wireFields(_ shape: inout some WireFields<ReviewState>) {
        shape.field("title", .string) { $0.title }
        shape.field("start", .reference("Button")) { $0.start }
        shape.field("running", .boolean.described("Positions are being judged: show a progress indicator.")) { $0.running }
        shape.field("judged", .typed("integer").with("minimum", 0)) { $0.judged }
        shape.field("total", .typed("integer").with("minimum", 1)) { $0.total }
        shape.field("progress", .string.described("\"Reviewing: 12 of 41 positions\", \"Review complete\", or what the review does.")) { $0.progress }
        shape.field("chanceForX", .integer(0...100).described("X's expected result at the position shown, in percent (a win 100, a draw 50); absent until judged: the evaluation bar.")) { $0.chanceForX }
        shape.field("verdict", .string.described("The bar in words: \"X 62 % · O 38 %\", \"X wins in 3\", \"X won\".")) { $0.verdict }
        shape.field("chart", .array(of: .typed("integer").with("minimum", 0).with("maximum", 100).with("nullable", true)).described("X's expected result after each number of moves (0: the start), in percent; null until judged.")) { $0.chart }
        shape.field("chartLabel", .string.described("The chart in words, for screen readers.")) { $0.chartLabel }
        shape.field("chartScale", .array(of: .string).described("The chart's scale, top to bottom: \"100 %\", \"50 %\", \"0 %\".")) { $0.chartScale }
        shape.field("chartLegend", .string.described("What the chart's lines mean: \"Line: X's chances after each move (100 %: X wins, 0 %: O wins). Dashed: the move shown.\"")) { $0.chartLegend }
        shape.field("marksKey", .string.described("What the signs after the moves mean: \"?! inaccuracy · ? mistake · ?? blunder\".")) { $0.marksKey }
        shape.field("note", .string.described("What the engine says of the move shown: \"Move 12, e5: mistake, X's chances fell from 62 % to 48 %. Better: d4.\"")) { $0.note }
        shape.field("betterMove", .reference("Button")) { $0.betterMove }
        shape.field("biggestMistake", .reference("Button")) { $0.biggestMistake }
        shape.field("summary", .array(of: .string).described("Per player, once complete: accuracy (lichess's, from the chances each move lost: docs/ENGINE.md) and counts of inaccuracies, mistakes and blunders.")) { $0.summary }
    }
}
