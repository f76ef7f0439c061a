/// A day of the Gregorian calendar in UTC, as the names of exported files carry it.
struct CalendarDay: Hashable, Sendable, CustomStringConvertible {
    var year: Int
    var month: Int
    var day: Int

    /// The day a time falls on, in milliseconds since 1970 (UTC).
    init(milliseconds: Int64) {
        let (quotient, remainder) = milliseconds.quotientAndRemainder(dividingBy: 86_400_000)
        // Days since 1 March of year 0, so that a leap day ends its year; then 400-year eras.
        let shifted = Int(quotient) - (remainder < 0 ? 1 : 0) + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let marchMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * marchMonth + 2) / 5 + 1
        month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `2026-11-23`.
    var description: String {
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(twoDigits(month))-\(twoDigits(day))"
    }
}
