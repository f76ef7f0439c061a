/// Splits that measure the recogniser on strangers: a whole source left out of training
/// (other devices, other people, other instructions), and folds by person inside each source.
/// Both use every drawing of the data, held-out subjects included (docs/INK.md, "Strangers").
public enum SourceSplit {
    /// The sources of `Tests/Fixtures/strokes/dev.jsonl`.
    public static let sources = ["dollar1", "mmg", "quickdraw", "unipen"]
    /// Folds by subject inside each source.
    public static let subjectFoldCount = 3

    /// The drawings of every source but `source`, to train on, and those of `source`, to test on.
    public static func leavingOut(_ source: String, from samples: [InkSample]) -> (training: [InkSample], test: [InkSample]) {
        (samples.filter { $0.source != source }, samples.filter { $0.source == source })
    }

    /// The subject fold (0..<`subjectFoldCount`) of each of `samples`: each source's subjects, in
    /// sorted order, dealt to the folds in turn, so every fold holds people of every source.
    public static func subjectFolds(of samples: [InkSample]) -> [Int] {
        var subjectsBySource: [String: Set<String>] = [:]
        for sample in samples { subjectsBySource[sample.source ?? "", default: []].insert(sample.subject ?? "") }
        let foldOfSubject = subjectsBySource.mapValues { subjects in
            Dictionary(uniqueKeysWithValues: subjects.sorted().enumerated().map { ($1, $0 % subjectFoldCount) })
        }
        return samples.map { foldOfSubject[$0.source ?? ""]![$0.subject ?? ""]! }
    }
}
