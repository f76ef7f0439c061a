/// Which people's drawings train the recogniser and which only test it, so that accuracy is
/// measured on people the recogniser has never seen. Fixed and documented in docs/INK.md:
/// - held out for testing: `dollar1` subjects s05 and s06, `mmg` participants 58, 61 and 66, and for
///   `quickdraw` and `unipen` (many people, few drawings each) every subject whose name hashes
///   (FNV-1a, 64 bit) to 0 modulo 3;
/// - validation: `dollar1` s04, `mmg` 22 and 28, and the subjects hashing to 1 modulo 3; a model
///   trained on the rest tests these to choose settings before the held-out test is ever run;
/// - training: everyone else.
public enum SubjectSplit: String, Sendable, CaseIterable {
    /// Subjects that only ever train.
    case training
    /// Subjects that train the shipped model but first test a tuning model trained on `training` only.
    case validation
    /// Never used for training or tuning.
    case heldOut

    private static let heldOutSubjects = ["dollar1": ["s05", "s06"], "mmg": ["58", "61", "66"]]
    private static let validationSubjects = ["dollar1": ["s04"], "mmg": ["22", "28"]]

    /// The part a drawing by `subject` from `source` belongs to; every subject is in exactly one part.
    public static func part(source: String, subject: String) -> SubjectSplit {
        if let listed = heldOutSubjects[source] {
            return listed.contains(subject) ? .heldOut : (validationSubjects[source]!.contains(subject) ? .validation : .training)
        }
        switch fowlerNollVo("\(source)/\(subject)") % 3 {
        case 0: return .heldOut
        case 1: return .validation
        default: return .training
        }
    }

    /// Whether a drawing by `subject` from `source` may train the model for this evaluation part:
    /// the shipped model (tested on `heldOut`) trains on training and validation subjects; the tuning
    /// model (tested on `validation`) trains on the remaining training subjects only.
    public func trains(source: String, subject: String) -> Bool {
        let part = Self.part(source: source, subject: subject)
        return self == .validation ? part == .training : part != .heldOut
    }

    public func tests(source: String, subject: String) -> Bool {
        Self.part(source: source, subject: subject) == self
    }

    /// FNV-1a, a tiny hash whose value is the same on every platform and run (unlike `Hasher`).
    private static func fowlerNollVo(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }
}
