import AndoraCore
import AndoraInk

extension ShapeModel {
    /// The binary form that `andora ink train` writes to Sources/AndoraInkWeights/ShapeModel.bin and
    /// `ShapeModel(bytes:)` reads (docs/INK.md, "The model file"); the numbers are rounded to 32-bit floats.
    public var bytes: [UInt8] {
        let counts = [inputMean.count, networks[0].hiddenCount, networks.count].flatMap { SealedBytes.littleEndianBytes(of: UInt32($0)) }
        let numbers = ([acceptance] + inputMean + inputScale + networks.flatMap({ $0.parameters })).flatMap {
            SealedBytes.littleEndianBytes(of: Float($0).bitPattern)
        }
        return SealedBytes.sealed(counts + numbers)
    }
}
