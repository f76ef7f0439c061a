extension Position {
    /// The eight lines of a 3×3 grid as 9-bit masks (keypad order), for mini-fields and cells alike.
    @usableFromInline
    package static let lines: InlineArray<8, UInt16> = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124]

    /// What a line of three mini-fields all counting for one side is worth in ``evaluation()``.
    static let lineValue: Float = 1000

    /// A static judgement of the position for the player to move, in units where a sure line of
    /// mini-fields is worth ``lineValue``; the position must be in progress.
    ///
    /// Each side gets a chance, between 0 and 1, of making each mini-field count
    /// (``fieldChances(_:)``). A line of mini-fields is worth the product of its three chances, so
    /// a mini-field weighs as much as the open lines through it, and two mini-fields in a row with
    /// the third open weigh a lot. The player to move also gets a share of what taking a mini-field
    /// at once would add (they are the one who can), and a bonus when free to play in any open
    /// mini-field (the weights, ``EvaluationWeights``, are learned).
    ///
    /// Under the standard rules a small network's judgement is added (``Network``), unless
    /// `withNetwork` is false (the network's trainer reads the evaluation without it).
    package func evaluation(withNetwork: Bool = true) -> Int32 {
        Evaluator(rules: rules, withNetwork: withNetwork)(self)
    }

    /// The inputs the network reads of the position, from the player to move's view (``Network``).
    package var networkInputs: [Int] {
        Network.inputs(of: self, view: Int(side)) + [Network.destination(nextField)]
    }

    /// Whether the player to move may play in any open mini-field (sent to a closed one, under the standard rules).
    package var choosesFreely: Bool { nextField == Position.anyField && moveCounter > 0 }

    /// The evaluation in units of a line, for the player to move, from the field chances and the
    /// weights of the capture gain and the free choice.
    @inline(__always)
    package func judgement(of chances: InlineArray<18, Float>, captureShare: Float, freeChoice: Float) -> Float {
        var score: Float = 0
        // The lines of ``lines`` in their order, written out: the compiler then reads each chance once.
        @inline(__always) func add(_ a: Int, _ b: Int, _ c: Int) {
            score += chances[unchecked: a] * chances[unchecked: b] * chances[unchecked: c]
            score -= chances[unchecked: a &+ 9] * chances[unchecked: b &+ 9] * chances[unchecked: c &+ 9]
        }
        add(0, 1, 2); add(3, 4, 5); add(6, 7, 8); add(0, 3, 6); add(1, 4, 7); add(2, 5, 8); add(0, 4, 8); add(2, 4, 6)
        if side == 1 { score = -score }
        if choosesFreely { score += freeChoice }
        return score + captureShare * captureGain(chances)
    }

    /// Each side's chance of making each mini-field count, X's nine then O's: 1 if it does, 0 if
    /// it no longer can (the other side holds it under `first` or the standard rules, or it is
    /// full), and otherwise what `chance` reads from the cells (the side's, the other's, and
    /// whether the side is to move).
    @inline(__always)
    package func fieldChances(_ chance: (_ mine: UInt16, _ theirs: UInt16, _ moving: Bool) -> Float) -> InlineArray<18, Float> {
        var chances = InlineArray<18, Float>(repeating: 0)
        let full = fullFields
        for field in 0..<9 {
            let x = marks[unchecked: field], o = marks[unchecked: field &+ 9]
            let bit = UInt32(1) << field
            for side in 0..<2 {
                let shift = UInt32(side) &* 16
                let value: Float
                if counting & bit << shift != 0 {
                    value = 1
                } else if full & UInt16(bit) != 0 || (rules != .any && counting & bit << (16 &- shift) != 0) {
                    value = 0
                } else {
                    let moving = side == Int(self.side)
                    value = side == 0 ? chance(x, o, moving) : chance(o, x, moving)
                }
                chances[unchecked: side &* 9 &+ field] = value
            }
        }
        return chances
    }

    /// The three mini-fields of a line.
    @inline(__always)
    package static func lineFields(_ line: Int) -> (Int, Int, Int) {
        let mask = lines[unchecked: line]
        let a = mask.trailingZeroBitCount
        let rest = mask & (mask &- 1)
        let b = rest.trailingZeroBitCount
        return (a, b, (rest & (rest &- 1)).trailingZeroBitCount)
    }

    /// What the player to move would add to their lines by taking, with their next move, the best
    /// mini-field they can take at once.
    package func captureGain(_ chances: InlineArray<18, Float>) -> Float {
        let base = Int(side) &* 9
        var best: Float = 0
        var fields = playableFields
        while fields != 0 {
            let field = UInt8(truncatingIfNeeded: fields.trailingZeroBitCount)
            fields &= fields &- 1
            let chance = chances[unchecked: base &+ Int(field)]
            guard chance > 0, chance < 1, canGain(field: field),
                  Grid.completingCells(moverCells(inField: field)) & emptyCells(inField: field) != 0 else { continue }
            var gain: Float = 0
            for line in 0..<8 where Position.lines[unchecked: line] & 1 << field != 0 {
                let (a, b, c) = Position.lineFields(line)
                let product = chances[unchecked: base &+ a] * chances[unchecked: base &+ b] * chances[unchecked: base &+ c]
                gain += product / chance - product
            }
            best = max(best, gain)
        }
        return best
    }
}
