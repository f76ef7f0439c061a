@testable import AndoraEngine
import Testing

@Suite struct FieldChancesTests {
    /// Every shipped chance is a probability, zero exactly when the other side blocks every line,
    /// for the side to move and the side waiting alike, under every rule set.
    @Test func shippedChancesAreZeroOnlyWithoutAnOpenLine() {
        for mine in UInt16(0)...Grid.full {
            for theirs in UInt16(0)...Grid.full where mine & theirs == 0 && !Grid.hasLine(mine) {
                let open = (0..<8).contains { theirs & Position.lines[$0] == 0 }
                for moving in [true, false] {
                    for rules in RuleSet.allCases {
                        let chance = FieldChances.chance(mine: mine, theirs: theirs, moving: moving, rules: rules)
                        #expect((0..<1).contains(chance))
                        #expect((chance > 0) == open, "mine \(mine) theirs \(theirs) moving \(moving) \(rules.name)")
                    }
                }
            }
        }
    }

    /// The nine cells' states are numbered densely and without two alike.
    @Test func everyStateHasItsOwnNumber() {
        var seen = Set<Int>()
        for mine in UInt16(0)...Grid.full {
            for theirs in UInt16(0)...Grid.full where mine & theirs == 0 {
                seen.insert(FieldChances.state(mine: mine, theirs: theirs))
            }
        }
        #expect(seen == Set(0..<FieldChances.stateCount))
    }

    /// A state and its images under the square's eight symmetries share one mirror class, and
    /// states no symmetry maps onto each other do not.
    @Test func mirrorImagesShareAClass() {
        let classes = FieldChances.mirrorClasses.ofState
        // A corner and the centre against the edge beside it; the same mirrored on the diagonal, and turned a quarter.
        let corner = classes[FieldChances.state(mine: 0o021, theirs: 0o002)]
        #expect(classes[FieldChances.state(mine: 0o021, theirs: 0o010)] == corner)
        #expect(classes[FieldChances.state(mine: 0o024, theirs: 0o040)] == corner)
        // The corner and the centre against the far edge.
        #expect(classes[FieldChances.state(mine: 0o021, theirs: 0o200)] != corner)
        #expect(FieldChances.mirrorClasses.count == 2_862)
    }
}
