/// Fixed-point text for a number, e.g. `DecimalText.fixed(0.966, decimals: 2) == "0.97"`, without Foundation.
enum DecimalText {
    static func fixed(_ value: Double, decimals: Int) -> String {
        let scale = (0..<decimals).reduce(1) { product, _ in product * 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(scaled) }
        let fraction = String(scaled % scale)
        return sign + "\(scaled / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
