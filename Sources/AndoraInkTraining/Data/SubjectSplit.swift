import AndoraCore
import AndoraInk

/// Which people's drawings train the recogniser and which only test it, so that accuracy is
/// measured on people the recogniser has never seen. Fixed and documented in docs/INK.md:
/// - held out for the final test: `dollar1` subjects s05 and s06, `mmg` participants 58, 61 and 66,
///   and for `quickdraw` and `unipen` (many people, a few drawings each) every subject whose
///   `source/subject` hashes (FNV-1a, 64 bit) to 0 modulo 3;
/// - everyone else trains the shipped model and, for choosing settings, is split into three folds
///   by subject (cross-validation), so that tuning never looks at the held-out people.
public enum SubjectSplit {
    public static let foldCount = 3

    private static let heldOutSubjects = ["dollar1": ["s05", "s06"], "mmg": ["58", "61", "66"]]
    /// The other subjects of the small sources, dealt to the folds in turn.
    private static let trainingSubjects = ["dollar1": ["s01", "s02", "s03", "s04"], "mmg": ["10", "11", "12", "22", "28", "41", "68"]]

    /// Whether drawings by `subject` from `source` are kept out of all training and tuning.
    public static func isHeldOut(source: String, subject: String) -> Bool {
        if let listed = heldOutSubjects[source] { return listed.contains(subject) }
        return FowlerNollVo.hash("\(source)/\(subject)".utf8) % 3 == 0
    }

    /// The cross-validation fold (0..<foldCount) of a subject that is not held out.
    public static func fold(source: String, subject: String) -> Int {
        if let listed = trainingSubjects[source] {
            return (listed.firstIndex(of: subject) ?? 0) % foldCount
        }
        return Int(FowlerNollVo.hash("\(source)/\(subject)".utf8) / 3 % UInt64(foldCount))
    }
}
