import AndoraInk

/// One drawing in the JSON Lines format of `Tests/Fixtures/strokes/dev.jsonl`:
/// `{"id": …, "source": …, "subject": …, "label": …, "strokes": [[[x, y, t], …], …]}`.
/// Only `strokes` is required; other fields are kept when present, unknown ones are skipped.
public struct InkSample: Sendable {
    public var id: String?
    public var source: String?
    /// The person who drew it.
    public var subject: String?
    /// The expected answer as written in the file (`x`, `o`, `line`, `other`), if any.
    public var label: String?
    public var strokes: [Stroke]

    public init(id: String? = nil, source: String? = nil, subject: String? = nil, label: String? = nil, strokes: [Stroke]) {
        self.id = id
        self.source = source
        self.subject = subject
        self.label = label
        self.strokes = strokes
    }

    /// Reads one line of JSON Lines.
    public init(jsonLine: String) throws(InkSampleError) {
        var parser = InkSampleParser(bytes: Array(jsonLine.utf8))
        self = try parser.sample()
    }

    /// Every non-empty line of a JSON Lines text; throws the first line's error.
    public static func samples(jsonLines text: String) throws(InkSampleError) -> [InkSample] {
        try text.split(separator: "\n").map { line throws(InkSampleError) in try InkSample(jsonLine: String(line)) }
    }
}
