/// ``NetworkWeights`` as the 16-bit integers they are stored as, laid out for the search: the hidden layer is kept up to
/// date move by move (``Accumulator``) and only the output is worked out at a leaf.
///
/// Inputs are numbered from the view of one side, "mine": 0–80 my cells (`field * 9 + slot`),
/// 81–161 the other side's, 162–170 the mini-fields I have taken, 171–179 those the other side
/// has, 180–188 those full with nobody's line, 189–197 the mini-field the next move must go to,
/// 198 anywhere.
struct Network: @unchecked Sendable {
    /// The hidden layer's units (``NetworkWeights/hiddenCount``).
    typealias Hidden = InlineArray<32, Int16>

    /// Each input's weights to the hidden units, then the hidden biases: rows of 32.
    private let rows: UnsafePointer<Int16>
    private let outputWeights: UnsafePointer<Int16>
    /// The output bias in the evaluation's units.
    private let outputBias: Float
    /// The evaluation's units a unit of the output's weighted sum is worth.
    private let outputUnit: Float
    /// What the evaluation's own judgement is multiplied by.
    private let evaluationFactor: Float

    /// The network of `weights`, rounded.
    init(_ weights: NetworkWeights) {
        rows = Self.permanent((weights.inputWeights + weights.hiddenBiases).map { NetworkWeights.integer($0 * NetworkWeights.hiddenScale) })
        outputWeights = Self.permanent(weights.outputWeights.map { NetworkWeights.integer($0 * NetworkWeights.outputScale) })
        let lines = Position.lineValue / weights.slope
        outputBias = weights.outputBias * lines
        outputUnit = lines / (NetworkWeights.hiddenScale * NetworkWeights.outputScale)
        evaluationFactor = 1 + weights.evaluationWeight
    }

    /// The shipped network.
    static let shipped = Network(.shipped)

    /// The hidden biases: the hidden layer of no input.
    var biases: Hidden {
        var biases = Hidden(repeating: 0)
        add(NetworkWeights.inputCount, to: &biases)
        return biases
    }

    /// Adds input `number`'s weights to the hidden units `hidden`.
    @inline(__always)
    func add(_ number: Int, to hidden: inout Hidden) {
        let row = rows + number &* 32
        for unit in 0..<32 { hidden[unit] &+= row[unit] }
    }

    /// The network's evaluation: `score`, the evaluation's own, weighed with the output of the
    /// hidden layer `mine` (the mover's view without the destination) with the destination added.
    @inline(__always)
    func judge(_ score: Int32, mine: Hidden, nextField: UInt8) -> Int32 {
        let destination = rows + Self.destination(nextField) &* 32
        // Two loops: in one, the compiler worked unit by unit; apart, each takes a few vector instructions.
        var active = mine
        for unit in 0..<32 { active[unit] = max(active[unit] &+ destination[unit], 0) }
        var sum: Int32 = 0
        for unit in 0..<32 { sum &+= Int32(active[unit]) &* Int32(outputWeights[unit]) }
        return Int32(Float(score) * evaluationFactor + Float(sum) * outputUnit + outputBias)
    }

    /// A copy of `values` that lives as long as the program (nothing writes to it, so threads may share it).
    private static func permanent(_ values: [Int16]) -> UnsafePointer<Int16> {
        let copy = UnsafeMutablePointer<Int16>.allocate(capacity: values.count)
        copy.initialize(from: values, count: values.count)
        return UnsafePointer(copy)
    }

    /// The inputs of `position` from `side`'s view (0 for X), without the destination.
    static func inputs(of position: Position, view side: Int) -> [Int] {
        var inputs: [Int] = []
        let tied = tiedFields(of: position)
        for field in 0..<9 {
            for owner in 0..<2 {
                var cells = position.marks[owner &* 9 &+ field]
                while cells != 0 {
                    inputs.append(cell(field &* 9 &+ cells.trailingZeroBitCount, mine: owner == side))
                    cells &= cells &- 1
                }
                if position.counting >> (owner &* 16 &+ field) & 1 != 0 { inputs.append(taken(field, mine: owner == side)) }
            }
            if tied >> field & 1 != 0 { inputs.append(self.tied(field)) }
        }
        return inputs
    }

    /// The full mini-fields of `position` that count for nobody.
    @inline(__always)
    static func tiedFields(of position: Position) -> UInt16 {
        position.fullFields & ~UInt16(truncatingIfNeeded: position.counting | position.counting >> 16)
    }

    /// The input of a cell: `field * 9 + slot`, plus 81 for the other side's.
    @inline(__always)
    static func cell(_ index: Int, mine: Bool) -> Int { mine ? index : 81 &+ index }

    /// The input of a mini-field taken: by me, or by the other side.
    @inline(__always)
    static func taken(_ field: Int, mine: Bool) -> Int { (mine ? 162 : 171) &+ field }

    /// The input of a full mini-field with nobody's line.
    @inline(__always)
    static func tied(_ field: Int) -> Int { 180 &+ field }

    /// The input of where the next move must go.
    @inline(__always)
    static func destination(_ nextField: UInt8) -> Int { nextField == Position.anyField ? 198 : 189 &+ Int(nextField) }
}
