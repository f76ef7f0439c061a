import AndoraModel
import AndoraCore

/// The terminal's colours (DESIGN.md: coral X, teal O, the allowed area tinted in the mover's colour).
enum Palette {
    static let coral: UInt8 = 209
    static let teal: UInt8 = 37
    static let gold: UInt8 = 220
    static let grey: UInt8 = 244
    static let refusal: UInt8 = 203

    static func colour(of player: Player) -> UInt8 {
        player == .x ? coral : teal
    }

    /// A dark tint of the player's colour for the highlighted area.
    static func tint(of player: Player) -> UInt8 {
        player == .x ? 52 : 23
    }

    static func style(of mark: CellMark) -> TextStyle {
        switch mark {
        case .x: TextStyle(foreground: coral, bold: true)
        case .o: TextStyle(foreground: teal, bold: true)
        case .none: .plain
        }
    }

    /// Cells and mini-fields on a drawn line.
    static let line = TextStyle(foreground: 16, background: gold, bold: true)
    /// Mini-fields on the winning line across the field.
    static let fieldLine: UInt8 = 58
    /// The cell a hint suggests, and the line about hints.
    static let hintCell: UInt8 = 28
    static let hintText = TextStyle(foreground: 114)
    /// The coach's note on a move that gave something away.
    static let coachWarning = TextStyle(foreground: 214)
    static let focused = TextStyle(reverse: true)
    static let help = TextStyle(foreground: grey)
}
