/// Each side's chance of making a mini-field count, read from the cells of both sides, for
/// ``Position/evaluation()``: values learned from self-play games (``EvaluationWeights``).
///
/// A mini-field's cells are in one of 3⁹ states; each state has two chances under each rule set,
/// one for the side to move and one for the side waiting, who is a tempo behind. A state and its
/// mirror images (the square turned and flipped) share their chances.
package enum FieldChances {
    /// How many states a mini-field's cells can be in: each of the nine empty, mine or theirs.
    package static let stateCount = 19_683

    /// The state of a mini-field: Σ 3ⁿ over my cells `n` plus Σ 2 · 3ⁿ over theirs.
    @inline(__always)
    package static func state(mine: UInt16, theirs: UInt16) -> Int {
        state(mine: mine, theirs: theirs, ternary: ternary)
    }

    /// ``state(mine:theirs:)`` with the table of Σ 3ⁿ at hand.
    @inline(__always)
    static func state(mine: UInt16, theirs: UInt16, ternary: UnsafePointer<UInt16>) -> Int {
        Int(ternary[Int(mine)]) &+ 2 &* Int(ternary[Int(theirs)])
    }

    /// The chance of the side holding `mine`, where the other holds `theirs`, of making the
    /// mini-field count under `rules`; `moving` tells whether that side is to move.
    @inline(__always)
    static func chance(mine: UInt16, theirs: UInt16, moving: Bool, rules: RuleSet) -> Float {
        chance(state: state(mine: mine, theirs: theirs), moving: moving, in: table(for: rules))
    }

    /// The chance of a mini-field's `state` in one rule set's ``table(for:)``.
    @inline(__always)
    static func chance(state: Int, moving: Bool, in table: UnsafePointer<UInt8>) -> Float {
        Float(table[(moving ? 0 : stateCount) &+ state]) * (1 / 255)
    }

    /// The shipped chances of every state under `rules`, as multiples of 1/255: the mover's, then
    /// the waiting side's.
    static func table(for rules: RuleSet) -> UnsafePointer<UInt8> {
        tables + Int(rules.rawValue) &* 2 &* stateCount
    }

    /// Σ 3ⁿ over the cells `n` of each 9-bit mask.
    nonisolated(unsafe) static let ternary: UnsafePointer<UInt16> = permanent((0..<512).map { mask in
        (0..<9).reduce(into: UInt16(0)) { sum, cell in
            if mask >> cell & 1 != 0 { sum += (0..<cell).reduce(1) { power, _ in power * 3 } }
        }
    })

    /// ``table(for:)`` of every rule set in ``RuleSet`` order.
    nonisolated(unsafe) private static let tables: UnsafePointer<UInt8> = permanent(RuleSet.allCases.flatMap { rules in
        let chances = EvaluationWeights.shipped(for: rules).chances
        return [0, mirrorClasses.count].flatMap { side in mirrorClasses.ofState.map { chances[side + Int($0)] } }
    })

    /// A copy of `values` that lives as long as the program, for the search to read without the
    /// checks and counting of an array. Nothing writes to it once made, so threads may share it.
    private static func permanent<Value>(_ values: [Value]) -> UnsafePointer<Value> {
        let copy = UnsafeMutablePointer<Value>.allocate(capacity: values.count)
        copy.initialize(from: values, count: values.count)
        return UnsafePointer(copy)
    }

    /// Each state's mirror class (numbered densely in the order of each class's smallest state),
    /// and how many classes there are: 2,862.
    package static let mirrorClasses: (ofState: [UInt16], count: Int) = {
        let images: [[Int]] = (0..<8).map { symmetry in
            (0..<9).map { cell in
                var row = cell / 3, column = cell % 3
                if symmetry & 1 != 0 { swap(&row, &column) }
                if symmetry & 2 != 0 { row = 2 - row }
                if symmetry & 4 != 0 { column = 2 - column }
                return row * 3 + column
            }
        }
        var ofState = [UInt16](repeating: .max, count: stateCount)
        var count: UInt16 = 0
        for state in 0..<stateCount where ofState[state] == .max {
            var digits = [Int](repeating: 0, count: 9), rest = state
            for cell in 0..<9 {
                digits[cell] = rest % 3
                rest /= 3
            }
            for image in images {
                var mirrored = 0
                for cell in (0..<9).reversed() {
                    mirrored = mirrored * 3 + digits[image[cell]]
                }
                ofState[mirrored] = count
            }
            count += 1
        }
        return (ofState, Int(count))
    }()
}
