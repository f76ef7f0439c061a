/// The module grid of one symbol while it is built: which modules are dark, and which belong to
/// function patterns (finders, separators, timing, alignment, format and version information) and so
/// carry no data and are never masked.
struct QRMatrix: Equatable {
    /// Modules per side.
    let size: Int
    private(set) var dark: [Bool]
    private var function: [Bool]

    /// A grid for `version` with every function pattern drawn and the format area reserved (light).
    init(version: QRVersion) {
        size = version.size
        dark = Array(repeating: false, count: size * size)
        function = dark
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] { drawFinder(centerX: x, centerY: y) }
        // Alignment centres inside a finder are skipped; those on the timing lines agree with them.
        let centers = version.alignmentCenters
        for y in centers {
            for x in centers where !isFunction(x: x, y: y) { drawAlignment(centerX: x, centerY: y) }
        }
        for index in 8..<size - 8 {
            set(x: index, y: 6, dark: index % 2 == 0)
            set(x: 6, y: index, dark: index % 2 == 0)
        }
        drawFormat(bits: 0)
        if version.number >= 7 { drawVersion(version.number) }
    }

    /// Whether the module in column `x`, row `y` is dark.
    func isDark(x: Int, y: Int) -> Bool { dark[y * size + x] }

    /// Whether the module in column `x`, row `y` belongs to a function pattern.
    func isFunction(x: Int, y: Int) -> Bool { function[y * size + x] }

    /// Places `codewords` bit by bit in the two-module-wide columns, zigzagging up and down from the
    /// bottom-right corner and skipping the vertical timing column; modules left over stay light.
    mutating func place(codewords: [UInt8]) {
        var bit = 0
        var right = size - 1
        while right > 0 {
            if right == 6 { right -= 1 }
            let upward = (right + 1) & 2 == 0
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for x in [right, right - 1] where !isFunction(x: x, y: y) {
                    if bit < codewords.count * 8 {
                        dark[y * size + x] = (codewords[bit / 8] >> UInt8(7 - bit % 8)) & 1 == 1
                    }
                    bit += 1
                }
            }
            right -= 2
        }
    }

    /// Inverts the data modules where `mask` says so and writes the format information for level M.
    mutating func apply(_ mask: QRMask) {
        for y in 0..<size {
            for x in 0..<size where !isFunction(x: x, y: y) && mask.inverts(x: x, y: y) {
                dark[y * size + x].toggle()
            }
        }
        drawFormat(bits: Self.formatBits(mask: mask))
    }

    /// The 15 format bits for level M (indicator 00) and `mask`: BCH(15,5) with generator 0x537,
    /// XORed with 101010000010010 so they are never all light.
    static func formatBits(mask: QRMask) -> Int {
        let data = mask.number
        return (data << 10 | bchRemainder(data, generator: 0x537, degree: 10)) ^ 0x5412
    }

    /// The 18 version bits: the version number followed by its BCH(18,6) remainder, generator 0x1F25.
    static func versionBits(_ number: Int) -> Int {
        number << 12 | bchRemainder(number, generator: 0x1F25, degree: 12)
    }

    private static func bchRemainder(_ data: Int, generator: Int, degree: Int) -> Int {
        var remainder = data << degree
        while remainder >> degree != 0 {
            let top = Int.bitWidth - 1 - remainder.leadingZeroBitCount
            remainder ^= generator << (top - degree)
        }
        return remainder
    }

    /// Both copies of the format bits (bit 0 is the least significant), plus the dark module.
    private mutating func drawFormat(bits: Int) {
        func bit(_ index: Int) -> Bool { bits >> index & 1 == 1 }
        for index in 0..<6 { set(x: 8, y: index, dark: bit(index)) }
        set(x: 8, y: 7, dark: bit(6))
        set(x: 8, y: 8, dark: bit(7))
        set(x: 7, y: 8, dark: bit(8))
        for index in 9..<15 { set(x: 14 - index, y: 8, dark: bit(index)) }
        for index in 0..<8 { set(x: size - 1 - index, y: 8, dark: bit(index)) }
        for index in 8..<15 { set(x: 8, y: size - 15 + index, dark: bit(index)) }
        set(x: 8, y: size - 8, dark: true)
    }

    /// The two 6×3 version blocks, beside the top-right finder and above the bottom-left one.
    private mutating func drawVersion(_ number: Int) {
        let bits = Self.versionBits(number)
        for index in 0..<18 {
            let isDark = bits >> index & 1 == 1
            let (long, short) = (size - 11 + index % 3, index / 3)
            set(x: long, y: short, dark: isDark)
            set(x: short, y: long, dark: isDark)
        }
    }

    /// A 7×7 finder with its light separator, clipped at the symbol's edge.
    private mutating func drawFinder(centerX: Int, centerY: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let (x, y) = (centerX + dx, centerY + dy)
                guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
                let ring = max(abs(dx), abs(dy))
                set(x: x, y: y, dark: ring != 2 && ring != 4)
            }
        }
    }

    /// A 5×5 alignment pattern: dark ring, light ring, dark centre.
    private mutating func drawAlignment(centerX: Int, centerY: Int) {
        for dy in -2...2 {
            for dx in -2...2 { set(x: centerX + dx, y: centerY + dy, dark: max(abs(dx), abs(dy)) != 1) }
        }
    }

    private mutating func set(x: Int, y: Int, dark isDark: Bool) {
        dark[y * size + x] = isDark
        function[y * size + x] = true
    }
}
