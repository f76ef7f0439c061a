import Foundation
import Testing

@testable import AndoraModel

@Suite struct QRCodeTests {
    private func rows(of code: QRCode) -> [String] {
        (0..<code.size).map { y in String((0..<code.size).map { x in code.isDark(x: x, y: y) ? "1" : "0" }) }
    }

    /// Texts that fill versions 1…10 exactly.
    private static let fullTexts = QRVersion.all.map { String(repeating: "a", count: $0.byteCapacity) }

    @Test func matchesSegnoModuleForModuleAndPenaltyUnderTheSameMask() throws {
        let fixtures = try QRCodeFixture.all()
        try #require(fixtures.count == 19)
        for fixture in fixtures {
            let code = try QRCode(text: fixture.text, mask: QRMask(number: fixture.mask))
            #expect(code.version.number == fixture.version, "\(fixture.text)")
            #expect(rows(of: code) == fixture.rows, "\(fixture.text) mask \(fixture.mask)")
            #expect(code.matrix.penalty == fixture.penalty, "\(fixture.text) mask \(fixture.mask)")
        }
    }

    @Test func choosesTheRecordedMask() throws {
        let chosen = try QRCodeFixture.all().filter(\.isChosen)
        try #require(chosen.count == 11)
        for fixture in chosen {
            #expect(try QRCode(text: fixture.text).mask.number == fixture.mask, "\(fixture.text)")
        }
    }

    @Test func choosesTheSmallestVersionThatHoldsTheBytes() throws {
        #expect(QRVersion.all.map(\.byteCapacity) == [14, 26, 42, 62, 84, 106, 122, 152, 180, 213])
        for version in QRVersion.all {
            let full = String(repeating: "a", count: version.byteCapacity)
            #expect(try QRCode(text: full).version == version)
            if version.number < 10 { #expect(try QRCode(text: full + "a").version.number == version.number + 1) }
        }
        // Cyrillic letters are two UTF-8 bytes each: 13 fit version 2 (26 bytes), 14 need version 3.
        #expect(try QRCode(text: String(repeating: "я", count: 13)).version.number == 2)
        #expect(try QRCode(text: String(repeating: "я", count: 14)).version.number == 3)
    }

    @Test func refusesTextsBeyondVersion10() {
        #expect(throws: QRCodeError.textTooLong(byteCount: 214, capacity: 213)) {
            try QRCode(text: String(repeating: "a", count: 214))
        }
        #expect(throws: QRCodeError.textTooLong(byteCount: 214, capacity: 213)) {
            try QRCode(text: String(repeating: "я", count: 107))
        }
    }

    @Test func dataModulesHoldExactlyTheVersionsCodewords() {
        for version in QRVersion.all {
            let matrix = QRMatrix(version: version)
            let free = (0..<version.size).flatMap { y in (0..<version.size).filter { !matrix.isFunction(x: $0, y: y) } }
            #expect(free.count / 8 == version.totalCodewords, "version \(version.number)")
            #expect(free.count % 8 == ((2...6).contains(version.number) ? 7 : 0), "version \(version.number)")
        }
    }

    @Test func reedSolomonMatchesTheStandardsWorkedExample() {
        // ISO/IEC 18004 annex I: "01234567" as version 1-M.
        let data: [UInt8] = [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11]
        #expect(ReedSolomon(degree: 10).remainder(of: data) == [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }

    @Test(arguments: fullTexts)
    func hasFindersTimingAndDarkModule(text: String) throws {
        let code = try QRCode(text: text)
        let size = code.size
        #expect(size == 17 + 4 * code.version.number)
        for (left, top) in [(0, 0), (size - 7, 0), (0, size - 7)] {
            for dy in -1...7 {
                for dx in -1...7 {
                    let (x, y) = (left + dx, top + dy)
                    guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
                    let ring = max(abs(dx - 3), abs(dy - 3))
                    #expect(code.isDark(x: x, y: y) == (ring != 2 && ring != 4), "finder at \(left),\(top): \(x),\(y)")
                }
            }
        }
        for index in 8..<size - 8 {
            #expect(code.isDark(x: index, y: 6) == index.isMultiple(of: 2))
            #expect(code.isDark(x: 6, y: index) == index.isMultiple(of: 2))
        }
        #expect(code.isDark(x: 8, y: size - 8))
    }

    @Test(arguments: fullTexts)
    func formatBitsDecodeToLevelMAndTheChosenMask(text: String) throws {
        let code = try QRCode(text: text)
        let size = code.size
        let first: [(x: Int, y: Int)] = (0...5).map { (8, $0) } + [(8, 7), (8, 8), (7, 8)] + (9..<15).map { (14 - $0, 8) }
        let second: [(x: Int, y: Int)] = (0..<8).map { (size - 1 - $0, 8) } + (8..<15).map { (8, size - 15 + $0) }
        for positions in [first, second] {
            let bits = positions.enumerated().reduce(0) { $0 | (code.isDark(x: $1.element.x, y: $1.element.y) ? 1 << $1.offset : 0) }
            let unmasked = bits ^ 0b101010000010010
            #expect(unmasked >> 13 == 0b00, "level M")
            #expect(unmasked >> 10 & 0b111 == code.mask.number)
            #expect(Self.isCodeword(unmasked, generator: 0b10100110111, degree: 10))
        }
    }

    @Test(arguments: fullTexts.dropFirst(6))
    func versionBitsDecodeToTheVersion(text: String) throws {
        let code = try QRCode(text: text)
        let corner = code.size - 11
        var topRight = 0
        var bottomLeft = 0
        for index in 0..<18 {
            if code.isDark(x: corner + index % 3, y: index / 3) { topRight |= 1 << index }
            if code.isDark(x: index / 3, y: corner + index % 3) { bottomLeft |= 1 << index }
        }
        #expect(topRight == bottomLeft)
        #expect(topRight >> 12 == code.version.number)
        #expect(Self.isCodeword(topRight, generator: 0b1111100100101, degree: 12))
    }

    /// Whether `bits` is divisible by the BCH `generator` (its remainder is zero).
    private static func isCodeword(_ bits: Int, generator: Int, degree: Int) -> Bool {
        var remainder = bits
        for shift in stride(from: 17, through: degree, by: -1) where remainder >> shift & 1 == 1 {
            remainder ^= generator << (shift - degree)
        }
        return remainder == 0
    }

    @Test func svgPathCoversExactlyTheDarkModules() throws {
        let code = try QRCode(text: "http://192.168.1.23:8080/?join=K7M2QX")
        let svg = code.svg(moduleSize: 6, quietZone: 4, title: "Join")
        let side = code.size + 8
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("width=\"\(side * 6)\" height=\"\(side * 6)\" viewBox=\"0 0 \(side) \(side)\""))
        #expect(svg.contains("shape-rendering=\"crispEdges\""))
        #expect(svg.contains("<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/>"))
        #expect(svg.components(separatedBy: "<path").count == 2)
        let path = try #require(svg.firstRange(of: "d=\"").map { svg[$0.upperBound...].prefix { $0 != "\"" } })
        var drawn = Array(repeating: Array(repeating: false, count: side), count: side)
        for run in path.split(separator: "z") {
            let numbers = run.split(whereSeparator: { "Mhv ".contains($0) }).compactMap { Int($0) }
            try #require(numbers.count == 5 && numbers[2] == -numbers[4] && numbers[3] == 1, "\(run)")
            for x in numbers[0]..<numbers[0] + numbers[2] {
                #expect(!drawn[numbers[1]][x], "drawn twice")
                drawn[numbers[1]][x] = true
            }
        }
        let expected = (0..<side).map { y in (0..<side).map { x in
            (4..<code.size + 4).contains(x) && (4..<code.size + 4).contains(y) && code.isDark(x: x - 4, y: y - 4)
        } }
        #expect(drawn == expected)
    }

    @Test func svgTitleIsEscaped() throws {
        let svg = try QRCode(text: "x").svg(title: #"Join <Ann> & "Bob""#)
        #expect(svg.contains("<title>Join &lt;Ann&gt; &amp; &quot;Bob&quot;</title>"))
    }
}
