import AndoraCore

/// The game clock as the front ends show it (R5.1.3).
public struct ClockState: Hashable, Sendable {
    /// Each side's exact time in milliseconds, as of this state; front ends draw `xTime` and `oTime`.
    public var x: Int64
    public var o: Int64
    /// Whose time runs now; `nil` while the clock stands (paused, or the game over). While it runs,
    /// the state's `wakeIn` brings the next state when the running time reaches its next second.
    public var running: Player?
    /// Each side's time written out as it is shown, `m:ss` (`h:mm:ss` from an hour on).
    public var xTime: String
    public var oTime: String
    /// Both times written out, for reading aloud: "Time: X 1:23, O 0:45".
    public var label: String

    public init(x: Int64, o: Int64, running: Player?, label: String) {
        self.x = x
        self.o = o
        self.running = running
        xTime = Self.text(x)
        oTime = Self.text(o)
        self.label = label
    }

    /// `m:ss`, or `h:mm:ss` from an hour on.
    public static func text(_ milliseconds: Int64) -> String {
        let seconds = max(0, milliseconds) / 1000
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let twoDigits = { (value: Int64) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }
}

extension ClockState: WireState {
    public static let wireName = "Clock"
    public static let wireSummary: String? = "The game clock: each side's time on the move in milliseconds as of this state, and as shown. While it runs, the state's wakeIn brings the next state when the running time reaches its next second."

    public static func wireFields(_ shape: inout some WireFields<ClockState>) {
        shape.field("x", .typed("integer").with("minimum", 0)) { $0.x }
        shape.field("o", .typed("integer").with("minimum", 0)) { $0.o }
        shape.field("running", .string.with("enum", ["x", "o"])) { $0.running }
        shape.field("xTime", .string.described("X's time as shown: m:ss, or h:mm:ss from an hour on.")) { $0.xTime }
        shape.field("oTime", .string.described("O's time as shown.")) { $0.oTime }
        shape.field("label", .string) { $0.label }
    }
}
