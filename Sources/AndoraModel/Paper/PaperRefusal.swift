import AndoraCore
import AndoraInk

/// Why a stroke, a tap or a drawn sign on the pencil & paper sheet was erased or refused.
enum PaperRefusal: Hashable, Sendable {
    /// The stroke cannot be the next board line.
    case line(LineRejection)
    /// The drawing is neither an X nor an O.
    case notASign
    /// The drawing is the other player's sign.
    case wrongSign(expected: Player)
    /// The drawing is not mostly inside one free square.
    case drawnOutsideFreeSquare
    /// The tap is outside every square of the board.
    case tappedOutsideBoard
    /// The tapped square holds a sign.
    case occupied
    /// The game has ended: a double tap clears the sheet.
    case gameOver
    /// A sign was drawn while the option places signs by tapping.
    case signsAreTapped
}
