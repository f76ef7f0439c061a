import AndoraInk
import Foundation

/// The real human drawings in `shared/strokes/dev.jsonl`, found beside the package root as CI and
/// the worktrees lay it out.
public enum StrokeData {
    /// Path of dev.jsonl: `../shared/strokes/dev.jsonl` from the package root.
    public static var devPath: String {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/strokes/dev.jsonl").path
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
