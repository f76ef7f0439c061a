import AndoraModel

extension AppIntent {
    /// Whether the intent puts a mark on the board, which only the board it was chosen on allows.
    var placesAMark: Bool {
        switch self {
        case .tapCell, .finishTurn: true
        default: false
        }
    }
}
