/// Who made a move on the game screen: the player at the device, or the computer answering.
enum Mover: Hashable, Sendable {
    case player
    case computer
}
