import AndoraInkTraining
import AndoraTestSupport
import Testing

@Suite struct SourceSplitTests {
    /// No drawing is both trained on and tested, and a left-out source is wholly in the test set.
    @Test(arguments: SourceSplit.sources) func leavingOutASourcePartitionsTheDataBySource(source: String) throws {
        let samples = try StrokeData.devSamples.get()
        let (training, test) = SourceSplit.leavingOut(source, from: samples)
        #expect(!test.isEmpty)
        #expect(test.allSatisfy { $0.source == source })
        #expect(training.allSatisfy { $0.source != source && SourceSplit.sources.contains($0.source ?? "") })
        #expect(Set(training.compactMap(\.id)).isDisjoint(with: test.compactMap(\.id)))
        #expect(training.count + test.count == samples.count)
    }

    /// Nobody's drawings are in two folds, and every fold holds people of every source.
    @Test func subjectFoldsKeepEachPersonInOneFold() throws {
        let samples = try StrokeData.devSamples.get()
        let folds = SourceSplit.subjectFolds(of: samples)
        var foldsOfSubject: [String: Set<Int>] = [:]
        for (sample, fold) in zip(samples, folds) { foldsOfSubject["\(sample.source!)/\(sample.subject!)", default: []].insert(fold) }
        #expect(foldsOfSubject.values.allSatisfy { $0.count == 1 })
        for fold in 0..<SourceSplit.subjectFoldCount {
            #expect(Set(zip(samples, folds).filter { $1 == fold }.compactMap(\.0.source)) == Set(SourceSplit.sources))
        }
    }
}
