/// A QR symbol version from 1 to 10 at error-correction level M, with its block structure
/// (ISO/IEC 18004 tables 1, 9 and annex E).
struct QRVersion: Hashable, Sendable {
    /// The version number, 1…10.
    let number: Int

    /// The largest version this encoder makes.
    static let largest = QRVersion(number: 10)

    /// Versions 1…10, smallest first.
    static let all = (1...largest.number).map(QRVersion.init(number:))

    /// The smallest version whose byte-mode capacity holds `byteCount` bytes, or nil when none does.
    static func smallest(holding byteCount: Int) -> QRVersion? {
        all.first { $0.byteCapacity >= byteCount }
    }

    /// Modules per side.
    var size: Int { 17 + 4 * number }

    /// Width of the byte-mode character count field.
    var countBits: Int { number < 10 ? 8 : 16 }

    /// Data and error-correction codewords together.
    var totalCodewords: Int { [26, 44, 70, 100, 134, 172, 196, 242, 292, 346][number - 1] }

    /// Error-correction codewords in each block at level M.
    var correctionPerBlock: Int { [10, 16, 26, 18, 24, 16, 18, 22, 22, 26][number - 1] }

    /// Number of blocks at level M.
    var blockCount: Int { [1, 1, 1, 2, 2, 4, 4, 4, 5, 5][number - 1] }

    /// Data codewords at level M.
    var dataCodewords: Int { totalCodewords - correctionPerBlock * blockCount }

    /// The most bytes one byte-mode segment can carry.
    var byteCapacity: Int { (dataCodewords * 8 - 4 - countBits) / 8 }

    /// Row and column centres of the alignment patterns.
    var alignmentCenters: [Int] {
        [[], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50]][number - 1]
    }

    /// The data codewords split into blocks (short blocks first), each followed by its error correction,
    /// then interleaved: the data of all blocks column by column, then their corrections likewise.
    func interleaved(data: [UInt8]) -> [UInt8] {
        let shortLength = dataCodewords / blockCount
        let longBlocks = dataCodewords % blockCount
        var blocks: [[UInt8]] = []
        var start = 0
        for index in 0..<blockCount {
            let length = shortLength + (index >= blockCount - longBlocks ? 1 : 0)
            blocks.append(Array(data[start..<start + length]))
            start += length
        }
        let coder = ReedSolomon(degree: correctionPerBlock)
        let corrections = blocks.map(coder.remainder(of:))
        return Self.columns(of: blocks) + Self.columns(of: corrections)
    }

    private static func columns(of rows: [[UInt8]]) -> [UInt8] {
        let width = rows.map { $0.count }.max() ?? 0
        return (0..<width).flatMap { column in rows.compactMap { column < $0.count ? $0[column] : nil } }
    }
}
