/// Repeated measurements of one figure: its median and the range the runs spread over.
struct Spread {
    private(set) var samples: [Double] = []

    mutating func add(_ sample: Double) {
        samples.append(sample)
    }

    var median: Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var minimum: Double { samples.min() ?? 0 }
    var maximum: Double { samples.max() ?? 0 }

    /// The same measurements turned into another unit, such as seconds into a rate.
    func map(_ transform: (Double) -> Double) -> Spread {
        Spread(samples: samples.map(transform))
    }

    /// `median (minimum–maximum)` with the given decimals.
    func text(decimals: Int) -> String {
        "\(median.formatted(decimals: decimals)) (\(minimum.formatted(decimals: decimals))–\(maximum.formatted(decimals: decimals)))"
    }
}
