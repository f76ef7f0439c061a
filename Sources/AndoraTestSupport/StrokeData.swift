import AndoraInk
import AndoraInkTraining
import Foundation

/// The real human drawings kept in the repository at `Tests/Fixtures/strokes/dev.jsonl` (their sources
/// and licences are in the README beside it).
public enum StrokeData {
    /// Path of dev.jsonl, found from this file's place in the package.
    public static var devPath: String {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent("Tests/Fixtures/strokes/dev.jsonl").path
    }

    /// Every sample of dev.jsonl, read once.
    public static let devSamples: Result<[InkSample], any Error> = Result {
        try InkSample.samples(jsonLines: String(contentsOfFile: devPath, encoding: .utf8))
    }

    /// The labelled drawings of the held-out subjects, never used for training or tuning.
    public static func heldOutShapes() throws -> [LabelledShape] {
        try devSamples.get().filter(\.isHeldOut).compactMap(\.labelledShape)
    }
}
