import AndoraInk

/// Counts of expected against recognised labels, with the figures the project's targets name.
public struct ConfusionMatrix: Sendable, Equatable {
    /// `counts[expected][recognised]`, indexed in `ShapeLabel.allCases` order.
    public private(set) var counts: [[Int]]

    public init() {
        counts = Array(repeating: Array(repeating: 0, count: ShapeLabel.allCases.count), count: ShapeLabel.allCases.count)
    }

    /// Counts one drawing labelled `expected` that the recogniser called `recognised`.
    public mutating func record(expected: ShapeLabel, recognised: ShapeLabel) {
        counts[Self.index(expected)][Self.index(recognised)] += 1
    }

    /// Adds the counts of `other`, e.g. to sum the folds of a cross-validation.
    public mutating func add(_ other: ConfusionMatrix) {
        for row in counts.indices {
            for column in counts[row].indices { counts[row][column] += other.counts[row][column] }
        }
    }

    /// How many drawings labelled `expected` were called `recognised`.
    public func count(expected: ShapeLabel, recognised: ShapeLabel) -> Int {
        counts[Self.index(expected)][Self.index(recognised)]
    }

    /// How many drawings are labelled `expected`.
    public func total(expected: ShapeLabel) -> Int { counts[Self.index(expected)].reduce(0, +) }

    /// How many drawings were counted.
    public var total: Int { counts.joined().reduce(0, +) }

    /// Share of all drawings recognised correctly (0 when there are none).
    public var accuracy: Double {
        let correct = ShapeLabel.allCases.reduce(0) { $0 + count(expected: $1, recognised: $1) }
        return Self.share(correct, of: total)
    }

    /// Share of the drawings labelled `label` recognised as `label`.
    public func accuracy(of label: ShapeLabel) -> Double {
        Self.share(count(expected: label, recognised: label), of: total(expected: label))
    }

    /// Share of `other` drawings wrongly taken for an X or an O — a stray shape placing a sign.
    public var otherAcceptedAsSign: Double {
        let accepted = count(expected: .other, recognised: .x) + count(expected: .other, recognised: .o)
        return Self.share(accepted, of: total(expected: .other))
    }

    /// Mean recall of the signs (`x`, `o`, `line`) that have drawings here: the figure the recogniser's
    /// goal names for a left-out source (docs/INK.md), which may lack some of them.
    public var signMacroRecall: Double {
        let present = [ShapeLabel.x, .o, .line].filter { total(expected: $0) > 0 }
        return present.isEmpty ? 0 : present.reduce(0) { $0 + accuracy(of: $1) } / Double(present.count)
    }

    /// A plain-text table: one row per expected label, one column per recognised label.
    public var table: String {
        let labels = ShapeLabel.allCases
        let header = "expected\\got".padded(12) + labels.map { $0.rawValue.padded(7) }.joined() + "accuracy"
        let rows = labels.map { label in
            label.rawValue.padded(12)
                + labels.map { String(count(expected: label, recognised: $0)).padded(7) }.joined()
                + Self.percent(accuracy(of: label)) + " of \(total(expected: label))"
        }
        return ([header] + rows).joined(separator: "\n")
    }

    /// `share` as a percentage with two decimals, e.g. "98.25 %".
    public static func percent(_ share: Double) -> String {
        DecimalText.fixed(share * 100, decimals: 2) + " %"
    }

    private static func index(_ label: ShapeLabel) -> Int { ShapeLabel.allCases.firstIndex(of: label)! }

    private static func share(_ part: Int, of whole: Int) -> Double { whole > 0 ? Double(part) / Double(whole) : 0 }
}

private extension String {
    func padded(_ width: Int) -> String { self + String(repeating: " ", count: max(width - count, 1)) }
}
