import AndoraHost
import Testing

/// The position a client sends back to read the next page of a backup.
@Suite struct PlayedGameCursorTests {
    @Test func aCursorTheServerWroteReadsBackAsItself() {
        for cursor in [PlayedGameCursor(endedAt: 1_765_000_000_000, row: 42), PlayedGameCursor(endedAt: .min, row: .max)] {
            #expect(PlayedGameCursor(cursor.text) == cursor)
        }
    }

    @Test func aNumberBeyondSixtyFourBitsIsAPositionPastEveryGameNotARefusal() {
        #expect(PlayedGameCursor("-407994.9500833192243848900") == PlayedGameCursor(endedAt: -407_994, row: .max))
        #expect(PlayedGameCursor("9999999999999999999.0") == PlayedGameCursor(endedAt: .max, row: 0))
        #expect(PlayedGameCursor("-9999999999999999999.-9223372036854775808") == PlayedGameCursor(endedAt: .min, row: .min))
    }

    @Test func textOfAnyOtherShapeIsRefused() {
        for text in ["", "1", "1.2.3", "+1.2", "1.", ".2", "a.b", "-.1", "12345678901234567890.1", "1 .2"] {
            #expect(PlayedGameCursor(text) == nil, "\(text)")
        }
    }
}
