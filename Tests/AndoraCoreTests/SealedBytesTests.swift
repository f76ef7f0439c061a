import AndoraCore
import Testing

@Suite struct SealedBytesTests {
    /// Sealed contents read back as they were; a changed byte anywhere, a missing one or a file
    /// too short to hold a hash is refused.
    @Test func aDamagedCopyIsRefused() {
        let contents: [UInt8] = Array(0..<40)
        let sealed = SealedBytes.sealed(contents)
        #expect(sealed.count == contents.count + 8)
        #expect(SealedBytes.contents(of: sealed).map(Array.init) == contents)
        for index in [0, 39, 40, 47] {
            var damaged = sealed
            damaged[index] ^= 0x10
            #expect(SealedBytes.contents(of: damaged) == nil, "byte \(index)")
        }
        #expect(SealedBytes.contents(of: Array(sealed.dropFirst())) == nil)
        #expect(SealedBytes.contents(of: [1, 2, 3]) == nil)
    }

    /// Numbers are written and read little-endian, whatever their width.
    @Test func numbersAreLittleEndian() {
        #expect(SealedBytes.littleEndianBytes(of: UInt32(0x0102_0304)) == [4, 3, 2, 1])
        #expect(SealedBytes.littleEndianBytes(of: Int16(-2)) == [0xFE, 0xFF])
        let bytes: [UInt8] = [9, 4, 3, 2, 1]
        #expect(SealedBytes.number(in: bytes, at: 1, count: 4) == 0x0102_0304)
        #expect(SealedBytes.number(in: bytes[1...], at: 0, count: 2) == 0x0304)
    }
}
