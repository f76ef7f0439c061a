/// Reed–Solomon error correction over GF(2⁸) with the QR field polynomial x⁸+x⁴+x³+x²+1 (0x11D).
struct ReedSolomon {
    /// The generator polynomial (x−α⁰)(x−α¹)…(x−αⁿ⁻¹) without its leading 1, highest degree first.
    private let generator: [UInt8]

    /// A coder that produces `degree` error-correction codewords per block.
    init(degree: Int) {
        var generator = [UInt8](repeating: 0, count: degree - 1) + [1]
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in generator.indices {
                generator[index] = Self.multiply(generator[index], root)
                if index + 1 < generator.count { generator[index] ^= generator[index + 1] }
            }
            root = Self.multiply(root, 2)
        }
        self.generator = generator
    }

    /// The remainder of `data`·xⁿ divided by the generator: the block's error-correction codewords.
    func remainder(of data: [UInt8]) -> [UInt8] {
        var remainder = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ remainder.removeFirst()
            remainder.append(0)
            for index in remainder.indices { remainder[index] ^= Self.multiply(generator[index], factor) }
        }
        return remainder
    }

    /// Carry-less multiplication modulo 0x11D, bit by bit (fast enough for a few hundred codewords).
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var product = 0
        for bit in stride(from: 7, through: 0, by: -1) {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= Int((y >> UInt8(bit)) & 1) * Int(x)
        }
        return UInt8(product)
    }
}
