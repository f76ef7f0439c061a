import AndoraCore
import AndoraEngineWeights

/// What ``Position/evaluation()`` learned for one rule set from self-play games (`andora tune`,
/// docs/ENGINE.md); every rule set's are compiled in from Sources/AndoraEngineWeights/FieldChances.bin.
package struct EvaluationWeights: Equatable, Sendable {
    /// Each mirror class's chances (``FieldChances/mirrorClasses``) as multiples of 1/255, the
    /// side to move's, then the side waiting's.
    package var chances: [UInt8]
    /// How much of what taking a mini-field at once would add the player to move is credited with.
    package var captureShare: Float
    /// What being free to play in any open mini-field is worth to the player to move, in lines.
    package var freeChoice: Float

    package init(chances: [UInt8], captureShare: Float, freeChoice: Float) {
        self.chances = chances
        self.captureShare = captureShare
        self.freeChoice = freeChoice
    }

    /// The shipped weights of the rule set.
    package static func shipped(for rules: RuleSet) -> EvaluationWeights {
        shipped[Int(rules.rawValue)]
    }

    /// The weights of every rule set (in ``RuleSet`` order) in `bytes`, or `nil` when the size or
    /// the checksum is wrong. Each rule set's are its chances (2 bytes a mirror class), then its
    /// capture share and free choice in thousandths (signed, 2 bytes each, little-endian); the
    /// FNV-1a checksum of all that follows (8 bytes, little-endian).
    package static func decode(_ bytes: [UInt8]) -> [EvaluationWeights]? {
        let chanceCount = 2 * FieldChances.mirrorClasses.count, setCount = chanceCount + 4
        guard let contents = SealedBytes.contents(of: bytes), contents.count == RuleSet.allCases.count * setCount else { return nil }
        return RuleSet.allCases.indices.map { index in
            let start = index * setCount
            let thousandths = { (at: Int) in Float(Int16(truncatingIfNeeded: SealedBytes.number(in: contents, at: at, count: 2))) / 1000 }
            return EvaluationWeights(chances: Array(contents[start..<start + chanceCount]),
                                     captureShare: thousandths(start + chanceCount), freeChoice: thousandths(start + chanceCount + 2))
        }
    }

    /// Every rule set's weights (in ``RuleSet`` order) as ``decode(_:)`` reads them.
    package static func encode(_ weights: [EvaluationWeights]) -> [UInt8] {
        var bytes: [UInt8] = []
        for set in weights {
            bytes += set.chances
            for value in [set.captureShare, set.freeChoice] {
                let thousandths = UInt16(bitPattern: Int16((value * 1000).rounded()))
                bytes += [UInt8(truncatingIfNeeded: thousandths), UInt8(truncatingIfNeeded: thousandths >> 8)]
            }
        }
        return SealedBytes.sealed(bytes)
    }

    /// Every rule set's shipped weights. A damaged copy stops the program at the first judgement,
    /// rather than letting the expert play blind.
    package static let shipped: [EvaluationWeights] = {
        let bytes = Array(UnsafeBufferPointer(start: andora_field_chances_bytes(), count: andora_field_chances_count()))
        guard let weights = decode(bytes) else { fatalError("FieldChances.bin is damaged: its checksum does not match") }
        return weights
    }()
}
