/// The pencil & paper screen (docs/SPEC.md, D4).
struct PaperDestination: Hashable, Sendable {
    var sheet: PaperSheet
    var dialog: DialogKind?
}
