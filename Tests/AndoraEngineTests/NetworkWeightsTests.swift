@testable import AndoraEngine
import Testing

@Suite struct NetworkWeightsTests {
    /// A copy whose checksum does not match, or of the wrong size, is refused; the shipped one reads back.
    @Test func aDamagedCopyIsRefused() {
        let bytes = NetworkWeights.shipped.encode()
        #expect(NetworkWeights.decode(bytes) == NetworkWeights.shipped)
        for damagedByte in [100, bytes.count - 10] {
            var damaged = bytes
            damaged[damagedByte] ^= 1
            #expect(NetworkWeights.decode(damaged) == nil)
        }
        #expect(NetworkWeights.decode(Array(bytes.dropLast())) == nil)
    }

    /// No position can push a hidden unit of the shipped network beyond what the search's 16-bit
    /// integers hold: the bias with, for each cell, mini-field and destination, whichever of its
    /// inputs adds most (or takes most away).
    @Test func theHiddenLayerFitsSixteenBits() {
        let weights = NetworkWeights.shipped, hidden = NetworkWeights.hiddenCount
        func weight(_ input: Int, _ unit: Int) -> Float { weights.inputWeights[input * hidden + unit] }
        // The inputs of which a position has at most one: each cell's two, each mini-field's three, the destinations.
        let groups = (0..<81).map { [Network.cell($0, mine: true), Network.cell($0, mine: false)] }
            + (0..<9).map { [Network.taken($0, mine: true), Network.taken($0, mine: false), Network.tied($0)] }
            + [(0...9).map { Network.destination(UInt8($0)) }]
        for unit in 0..<hidden {
            let bias = weights.hiddenBiases[unit]
            let highest = groups.reduce(bias) { sum, group in sum + max(group.map { weight($0, unit) }.max()!, 0) }
            let lowest = groups.reduce(bias) { sum, group in sum + min(group.map { weight($0, unit) }.min()!, 0) }
            #expect(max(highest, -lowest) * NetworkWeights.hiddenScale < Float(Int16.max), "unit \(unit)")
        }
    }
}
