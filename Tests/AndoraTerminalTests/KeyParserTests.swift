import AndoraTerminal
import Testing

@Suite struct KeyParserTests {
    private func keys(_ text: String) -> [Key] {
        KeyParser.keys(in: Array(text.utf8))
    }

    @Test func arrowsInBothEncodings() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OD") == [.up, .left])
    }

    @Test func aLoneEscapeIsTheEscapeKey() {
        #expect(keys("\u{1B}") == [.escape])
        #expect(keys("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func controlKeys() {
        #expect(keys("\r\n \t\u{7F}\u{03}") == [.enter, .enter, .space, .tab, .backspace, .interrupt])
    }

    @Test func lettersDigitsAndCyrillic() {
        #expect(keys("e5Я") == [.character("e"), .character("5"), .character("Я")])
    }

    @Test func sgrMouseLeftPressIsAClickAtZeroBasedPosition() {
        #expect(keys("\u{1B}[<0;12;5M") == [.click(row: 4, column: 11)])
    }

    @Test func releasesOtherButtonsAndUnknownSequencesAreIgnored() {
        #expect(keys("\u{1B}[<0;12;5m\u{1B}[<2;1;1M\u{1B}[2~\u{1B}[1;5Cx") == [.character("x")])
    }

    @Test func clicksOutsideAnyRealPositionAreIgnored() {
        #expect(keys("\u{1B}[<0;5;-9223372036854775808M\u{1B}[<0;0;3M\u{1B}[<0;99999;3Mx") == [.character("x")])
    }

    @Test func aTruncatedSequenceIsDropped() {
        #expect(keys("\u{1B}[<0;12") == [])
    }
}
