import AndoraInk
import AndoraInkTraining
import Foundation

/// The labelled drawings kept in the repository beside `Tests/Fixtures/strokes/README.md`, which gives
/// their sources and licences: `dev.jsonl`, drawn by people, and `madeup.jsonl`, the made-up players'
/// hurried O and looped bows.
public enum StrokeData {
    /// Path of dev.jsonl, found from this file's place in the package.
    public static var devPath: String { path(of: "dev.jsonl") }

    /// Path of madeup.jsonl.
    public static var madeUpPath: String { path(of: "madeup.jsonl") }

    /// Every sample of dev.jsonl, read once.
    public static let devSamples: Result<[InkSample], any Error> = Result {
        try InkSample.samples(jsonLines: String(contentsOfFile: devPath, encoding: .utf8))
    }

    /// Every sample of madeup.jsonl, read once.
    public static let madeUpSamples: Result<[InkSample], any Error> = Result {
        try InkSample.samples(jsonLines: String(contentsOfFile: madeUpPath, encoding: .utf8))
    }

    /// The labelled drawings of the held-out subjects, never used for training or tuning.
    public static func heldOutShapes() throws -> [LabelledShape] {
        try devSamples.get().filter(\.isHeldOut).compactMap(\.labelledShape)
    }

    /// The held-out made-up players' drawings labelled `label`, never used for training: `o`, their
    /// hurried O; `other`, their looped bows.
    public static func heldOutMadeUpShapes(labelled label: ShapeLabel) throws -> [LabelledShape] {
        try madeUpSamples.get().filter(\.isHeldOut).compactMap(\.labelledShape).filter { $0.label == label }
    }

    private static func path(of name: String) -> String {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent("Tests/Fixtures/strokes").appendingPathComponent(name).path
    }
}
