@testable import AndoraModel
import Testing

/// The day in the names of exported files, worked out without Foundation.
@Suite struct CalendarDayTests {
    @Test func daysAroundTheEpochLeapDaysAndCenturies() {
        let days: [(Int64, String)] = [
            (0, "1970-01-01"), (-1, "1969-12-31"), (1_700_000_000_000, "2023-11-14"),
            (951_782_400_000, "2000-02-29"), (951_782_399_999, "2000-02-28"), (4_107_542_400_000, "2100-03-01"),
            (-62_130_499_200_000, "1-03-01"),
        ]
        for (milliseconds, day) in days {
            #expect(CalendarDay(milliseconds: milliseconds).description == day, "\(milliseconds)")
        }
    }
}
