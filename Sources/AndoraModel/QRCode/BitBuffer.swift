/// A growing sequence of bits, most significant first, packed into bytes as the QR data stream needs.
struct BitBuffer {
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0

    /// Appends the `width` low bits of `value`, highest first.
    mutating func append(_ value: Int, width: Int) {
        for shift in stride(from: width - 1, through: 0, by: -1) {
            if count % 8 == 0 { bytes.append(0) }
            if (value >> shift) & 1 == 1 { bytes[bytes.count - 1] |= 0x80 >> UInt8(count % 8) }
            count += 1
        }
    }
}
