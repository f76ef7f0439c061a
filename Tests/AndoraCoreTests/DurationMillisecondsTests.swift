import AndoraCore
import Testing

@Suite struct DurationMillisecondsTests {
    /// A hint's 80 ms and the expert's second reach the page's search as the same budgets, and a
    /// fraction of a millisecond is dropped rather than rounded up past the budget.
    @Test func aBudgetCrossesAsItsWholeMilliseconds() {
        #expect(Duration.milliseconds(80).wholeMilliseconds == 80)
        #expect(Duration.seconds(1).wholeMilliseconds == 1000)
        #expect((Duration.seconds(2) + .microseconds(999)).wholeMilliseconds == 2000)
        #expect(Duration.microseconds(1500).wholeMilliseconds == 1)
    }
}
