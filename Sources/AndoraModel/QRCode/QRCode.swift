/// A QR code (ISO/IEC 18004) of a short text: byte mode (UTF-8), error-correction level M, the smallest
/// of versions 1–10 that holds the text, and the data mask with the lowest penalty.
public struct QRCode: Equatable, Sendable {
    /// Modules per side, without the quiet zone: 17 + 4 × version.
    public var size: Int { matrix.size }
    /// The symbol version, 1…10.
    let version: QRVersion
    /// The data mask that was applied.
    let mask: QRMask
    /// The finished symbol.
    let matrix: QRMatrix

    /// The QR code of `text`; throws `textTooLong` beyond 213 UTF-8 bytes.
    public init(text: String) throws(QRCodeError) {
        try self.init(text: text, mask: nil)
    }

    /// The QR code of `text` with a forced `mask`, or the best one when `mask` is nil.
    init(text: String, mask: QRMask?) throws(QRCodeError) {
        let bytes = Array(text.utf8)
        guard let version = QRVersion.smallest(holding: bytes.count) else {
            throw .textTooLong(byteCount: bytes.count, capacity: QRVersion.largest.byteCapacity)
        }
        var unmasked = QRMatrix(version: version)
        unmasked.place(codewords: version.interleaved(data: Self.dataCodewords(bytes, version: version)))
        let candidates = (mask.map { [$0] } ?? QRMask.all).map { mask in
            var masked = unmasked
            masked.apply(mask)
            return (mask: mask, matrix: masked, penalty: masked.penalty)
        }
        // A strictly lower penalty wins, so ties go to the lower mask number.
        let best = candidates.dropFirst().reduce(candidates[0]) { $1.penalty < $0.penalty ? $1 : $0 }
        self.version = version
        self.mask = best.mask
        self.matrix = best.matrix
    }

    /// Whether the module in column `x`, row `y` (both 0..<size, origin top left) is dark.
    public func isDark(x: Int, y: Int) -> Bool { matrix.isDark(x: x, y: y) }

    /// Mode indicator 0100 (byte), count, the bytes, a terminator of up to four zero bits, zero bits
    /// to a byte boundary, then the pad codewords 0xEC and 0x11 in turn up to the version's capacity.
    private static func dataCodewords(_ bytes: [UInt8], version: QRVersion) -> [UInt8] {
        var buffer = BitBuffer()
        buffer.append(0b0100, width: 4)
        buffer.append(bytes.count, width: version.countBits)
        for byte in bytes { buffer.append(Int(byte), width: 8) }
        buffer.append(0, width: min(4, version.dataCodewords * 8 - buffer.count))
        var codewords = buffer.bytes
        for index in 0..<(version.dataCodewords - codewords.count) { codewords.append(index % 2 == 0 ? 0xEC : 0x11) }
        return codewords
    }
}
