import AndoraCore
import AndoraEngineWeights

/// What the expert's network learned from self-play games under the standard rules (`andora tune
/// --network`, docs/ENGINE.md), compiled in from Sources/AndoraEngineWeights/Network.bin. The
/// network reads ``inputCount`` inputs of a position (``Network`` numbers them), has one hidden
/// layer of ``hiddenCount`` rectified units and one output, which it adds to the evaluation.
package struct NetworkWeights: Equatable, Sendable {
    /// How many inputs the network reads: each side's 81 cells, the mini-fields each side has
    /// taken and those tied, and where the next move must go (one of nine, or anywhere).
    package static let inputCount = 199
    package static let hiddenCount = 32

    /// The weights from each input to the hidden units, input by input.
    package var inputWeights: [Float]
    package var hiddenBiases: [Float]
    /// The weights from the hidden units to the output.
    package var outputWeights: [Float]
    package var outputBias: Float
    /// What the evaluation's own judgement is multiplied by before the output is added: 1 plus
    /// this.
    package var evaluationWeight: Float
    /// The logistic slope that turns an evaluation in lines into a chance of winning; the
    /// output is in those units.
    package var slope: Float

    package init(inputWeights: [Float], hiddenBiases: [Float], outputWeights: [Float], outputBias: Float,
                 evaluationWeight: Float, slope: Float) {
        self.inputWeights = inputWeights
        self.hiddenBiases = hiddenBiases
        self.outputWeights = outputWeights
        self.outputBias = outputBias
        self.evaluationWeight = evaluationWeight
        self.slope = slope
    }

    /// What an input weight or hidden bias of 1 is stored as (16-bit integers, as the search
    /// adds them up).
    package static let hiddenScale: Float = 512
    /// What an output weight of 1 is stored as.
    package static let outputScale: Float = 4096

    private static let hiddenNumberCount = (inputCount + 1) * hiddenCount

    /// The weights in `bytes`, or `nil` when the size or the checksum is wrong: the input weights
    /// input by input and the hidden biases × ``hiddenScale``, the output weights ×
    /// ``outputScale``, all rounded to 16-bit little-endian integers, then the output bias, the
    /// evaluation's weight and the slope as 32-bit little-endian floats, sealed (``SealedBytes``).
    package static func decode(_ bytes: [UInt8]) -> NetworkWeights? {
        let integerCount = hiddenNumberCount + hiddenCount
        guard let contents = SealedBytes.contents(of: bytes), contents.count == 2 * integerCount + 12 else { return nil }
        let integers = (0..<integerCount).map { Float(Int16(truncatingIfNeeded: SealedBytes.number(in: contents, at: 2 * $0, count: 2))) }
        let floats = (0..<3).map { Float(bitPattern: UInt32(SealedBytes.number(in: contents, at: 2 * integerCount + 4 * $0, count: 4))) }
        let hidden = integers[..<hiddenNumberCount].map { $0 / hiddenScale }
        return NetworkWeights(inputWeights: Array(hidden[..<(inputCount * hiddenCount)]), hiddenBiases: Array(hidden[(inputCount * hiddenCount)...]),
                              outputWeights: integers[hiddenNumberCount...].map { $0 / outputScale },
                              outputBias: floats[0], evaluationWeight: floats[1], slope: floats[2])
    }

    /// The weights as ``decode(_:)`` reads them (rounded, and clamped to 16 bits).
    package func encode() -> [UInt8] {
        let integers = (inputWeights + hiddenBiases).map { Self.integer($0 * Self.hiddenScale) }
            + outputWeights.map { Self.integer($0 * Self.outputScale) }
        let floats = [outputBias, evaluationWeight, slope].map { $0.bitPattern }
        return SealedBytes.sealed(integers.flatMap(SealedBytes.littleEndianBytes) + floats.flatMap(SealedBytes.littleEndianBytes))
    }

    /// `value` rounded to the nearest 16-bit integer (clamped).
    package static func integer(_ value: Float) -> Int16 {
        Int16(max(min(value.rounded(), Float(Int16.max)), Float(Int16.min)))
    }

    /// The shipped weights. A damaged copy stops the program at the first judgement, rather than
    /// letting the expert play blind.
    package static let shipped: NetworkWeights = {
        let bytes = Array(UnsafeBufferPointer(start: andora_network_bytes(), count: andora_network_count()))
        guard let weights = decode(bytes) else { fatalError("Network.bin is damaged: its checksum does not match") }
        return weights
    }()
}
