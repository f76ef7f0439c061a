import AndoraCore
import AndoraInk

extension ShapeModel {
    /// The binary form that `andora ink train` writes to Sources/AndoraInkWeights/ShapeModel.bin and
    /// `ShapeModel(bytes:)` reads (docs/INK.md, "The model file"); the numbers are rounded to 32-bit floats.
    public var bytes: [UInt8] {
        var bytes: [UInt8] = []
        for count in [inputMean.count, networks[0].hiddenCount, networks.count] {
            bytes.appendLittleEndian(UInt32(count))
        }
        for number in [acceptance] + inputMean + inputScale + networks.flatMap({ $0.parameters }) {
            bytes.appendLittleEndian(Float(number).bitPattern)
        }
        bytes.appendLittleEndian(FowlerNollVo.hash(bytes))
        return bytes
    }
}

private extension [UInt8] {
    mutating func appendLittleEndian(_ value: some FixedWidthInteger) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
