/// The pencil & paper screen (SPEC-NOTES §4).
struct PaperDestination: Hashable, Sendable {
    var sheet: PaperSheet
    var dialog: DialogKind?
}
