extension Duration {
    /// The duration in seconds, as a floating-point number.
    public var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}

extension Double {
    /// The number with a fixed count of decimals, without Foundation.
    public func formatted(decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((self * scale).rounded())
        let whole = String(scaled / Int(scale))
        let fraction = String(abs(scaled % Int(scale)))
        return decimals == 0 ? whole : whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
