import AndoraCore
import AndoraInk
import AndoraInkTraining
import Testing

/// The shipped model file: read back exactly, and refused when damaged.
@Suite struct ShapeModelTests {
    @Test func theShippedFileIsTheShippedModelWrittenOut() throws {
        let model = try #require(ShapeModel(bytes: ShapeModel.shippedBytes))
        #expect(model.bytes == ShapeModel.shippedBytes)
    }

    @Test func aCopyWithOneBitChangedIsRefused() {
        let shipped = ShapeModel.shippedBytes
        // A count, the acceptance, a weight in the middle and the checksum itself.
        for offset in [0, 12, shipped.count / 2, shipped.count - 1] {
            var damaged = shipped
            damaged[offset] ^= 1
            #expect(ShapeModel(bytes: damaged) == nil, "byte \(offset)")
        }
    }

    @Test func aCutCopyIsRefused() {
        #expect(ShapeModel(bytes: Array(ShapeModel.shippedBytes.dropLast(4))) == nil)
        #expect(ShapeModel(bytes: []) == nil)
    }

    @Test func countsThatDoNotFitTheLengthAreRefused() {
        // The counts 3, 2 and 1 with too few numbers for them, under a correct checksum.
        var bytes: [UInt8] = [3, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0] + Array(repeating: 0, count: 16)
        withUnsafeBytes(of: FowlerNollVo.hash(bytes).littleEndian) { bytes += $0 }
        #expect(ShapeModel(bytes: bytes) == nil)
    }
}
