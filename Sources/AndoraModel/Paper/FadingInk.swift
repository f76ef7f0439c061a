import AndoraInk

/// Ink the sheet erases (a rejected board line, a refused sign) and why; a refused tap has no ink.
struct FadingInk: Hashable, Sendable {
    var strokes: [Stroke]
    var reason: PaperRefusal
}
