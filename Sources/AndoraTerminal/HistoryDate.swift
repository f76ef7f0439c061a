import Foundation

/// When a played game ended, as the terminal lists it: this machine's time zone, a fixed layout.
enum HistoryDate {
    static func text(_ milliseconds: Int64) -> String {
        let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let two = { (value: Int?) in String(format: "%02d", value ?? 0) }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    }
}
