/// The shipped models' files (the field chances, the network, the shape model): numbers written
/// little-endian, then the FNV-1a hash of all that (8 bytes, little-endian), which tells a damaged
/// copy from a good one.
package enum SealedBytes {
    /// `contents` with their hash after them.
    package static func sealed(_ contents: [UInt8]) -> [UInt8] {
        contents + littleEndianBytes(of: FowlerNollVo.hash(contents))
    }

    /// What `bytes` seal, or `nil` when the hash after them does not match.
    package static func contents(of bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard bytes.count >= 8 else { return nil }
        let end = bytes.count - 8
        return FowlerNollVo.hash(bytes[..<end]) == number(in: bytes, at: end, count: 8) ? bytes[..<end] : nil
    }

    /// The `count` bytes at `offset` read as a little-endian unsigned number.
    package static func number(in bytes: some RandomAccessCollection<UInt8>, at offset: Int, count: Int) -> UInt64 {
        (0..<count).reduce(UInt64(0)) { $0 | UInt64(bytes[bytes.index(bytes.startIndex, offsetBy: offset + $1)]) << (8 * $1) }
    }

    /// The bytes of `value`, little-endian.
    package static func littleEndianBytes(of value: some FixedWidthInteger) -> [UInt8] {
        (0..<value.bitWidth / 8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
