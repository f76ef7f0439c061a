import AndoraInk

/// How well a training recipe recognises people and devices it has never seen: a model
/// trained on three sources tested on the fourth, for each source, and models trained on two subject
/// folds tested on the third, summed by source (`andora ink train --cross-source`).
public struct StrangerEvaluation: Sendable {
    /// One test set's results.
    public struct TestSet: Sendable {
        public var title: String
        public var matrix: ConfusionMatrix
        /// `id expected -> recognised (the networks' answer and confidence, and whether the check refused it)`
        /// for each drawing recognised wrongly.
        public var mistakes: [String]
    }

    /// The left-out sources in `SourceSplit.sources` order, then each source's subject folds together.
    public private(set) var testSets: [TestSet] = []

    /// Trains `SourceSplit.sources.count + SourceSplit.subjectFoldCount` models on `samples` with `trainer`.
    public init(samples: [InkSample], trainer: ShapeModelTrainer, using generator: inout some RandomNumberGenerator) {
        for source in SourceSplit.sources {
            let (training, test) = SourceSplit.leavingOut(source, from: samples)
            let recognizer = ShapeRecognizer(model: trainer.train(training.compactMap(\.labelledShape), using: &generator))
            testSets.append(Self.test(recognizer, on: test, title: "\(source) left out"))
        }
        let folds = SourceSplit.subjectFolds(of: samples)
        var bySubject = SourceSplit.sources.map { TestSet(title: "\($0) by subject", matrix: ConfusionMatrix(), mistakes: []) }
        for fold in 0..<SourceSplit.subjectFoldCount {
            let training = zip(samples, folds).filter { $1 != fold }.map(\.0)
            let recognizer = ShapeRecognizer(model: trainer.train(training.compactMap(\.labelledShape), using: &generator))
            for (index, source) in SourceSplit.sources.enumerated() {
                let result = Self.test(recognizer, on: zip(samples, folds).filter { $1 == fold && $0.source == source }.map(\.0), title: "")
                bySubject[index].matrix.add(result.matrix)
                bySubject[index].mistakes += result.mistakes
            }
        }
        testSets += bySubject
    }

    /// A Markdown table: recall of each label, the mean recall of the signs present, and the share of
    /// other shapes taken for an X or O, per test set ("—" where a test set has no such drawings).
    public var table: String {
        let rows = testSets.map { set in
            let matrix = set.matrix
            let recalls = ShapeLabel.allCases.map { matrix.total(expected: $0) > 0 ? ConfusionMatrix.percent(matrix.accuracy(of: $0)) : "—" }
            let taken = matrix.total(expected: .other) > 0 ? ConfusionMatrix.percent(matrix.otherAcceptedAsSign) : "—"
            return "| \(set.title) | \(matrix.total) | " + recalls.joined(separator: " | ")
                + " | \(ConfusionMatrix.percent(matrix.signMacroRecall)) | \(taken) |"
        }
        return (["| test set | drawings | x | o | line | other | macro x/o/line | other taken for x/o |", "|---|---|---|---|---|---|---|---|"] + rows)
            .joined(separator: "\n")
    }

    private static func test(_ recognizer: ShapeRecognizer, on samples: [InkSample], title: String) -> TestSet {
        var result = TestSet(title: title, matrix: ConfusionMatrix(), mistakes: [])
        for sample in samples {
            guard let shape = sample.labelledShape else { continue }
            let (networks, accepted) = recognizer.networksRecognition(shape.strokes)
            let recognised = accepted ? networks.label : .other
            result.matrix.record(expected: shape.label, recognised: recognised)
            if recognised != shape.label {
                let why = "networks: \(networks.label.rawValue) \(DecimalText.fixed(networks.confidence, decimals: 2))\(accepted ? "" : ", refused by the check")"
                result.mistakes.append("\(sample.id ?? "?") \(shape.label.rawValue) -> \(recognised.rawValue) (\(why))")
            }
        }
        return result
    }
}
