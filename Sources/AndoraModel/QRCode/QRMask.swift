/// One of the eight data mask patterns (ISO/IEC 18004 table 10): a module of the encoding region is
/// inverted where the pattern's condition holds.
struct QRMask: Hashable, Sendable {
    /// The pattern reference, 0…7, as written in the format information.
    let number: Int

    /// All eight patterns in reference order.
    static let all = (0..<8).map(QRMask.init(number:))

    /// Whether this pattern inverts the module in column `x`, row `y`.
    func inverts(x: Int, y: Int) -> Bool {
        switch number {
        case 0: (y + x) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (y + x) % 3 == 0
        case 4: (y / 2 + x / 3) % 2 == 0
        case 5: (y * x) % 2 + (y * x) % 3 == 0
        case 6: ((y * x) % 2 + (y * x) % 3) % 2 == 0
        default: ((y + x) % 2 + (y * x) % 3) % 2 == 0
        }
    }
}
