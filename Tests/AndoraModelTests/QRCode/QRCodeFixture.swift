import Foundation

/// One reference matrix from `Fixtures/segno-matrices.txt`, written by `make-fixtures.py` with segno.
struct QRCodeFixture {
    let text: String
    let version: Int
    let mask: Int
    /// Whether `mask` is the one QRCode chooses by itself (otherwise the fixture forces it).
    let isChosen: Bool
    /// segno's mask penalty of the finished symbol.
    let penalty: Int
    /// Rows top to bottom, "1" for dark, "0" for light.
    let rows: [String]

    /// Every fixture in file order.
    static func all() throws -> [QRCodeFixture] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent("segno-matrices.txt")
        return try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n\n").map { entry in
            let lines = entry.split(separator: "\n", omittingEmptySubsequences: true)
            let header = lines[1].split(separator: " ")
            return QRCodeFixture(
                text: String(lines[0].dropFirst("text ".count)), version: Int(header[1]) ?? 0,
                mask: Int(header[3]) ?? -1, isChosen: header[4] == "chosen", penalty: Int(header[6]) ?? -1,
                rows: lines.dropFirst(2).map(String.init))
        }
    }
}
