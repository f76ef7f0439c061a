import AndoraCore

/// Why the server refused a match request; nothing changed.
public enum MatchRefusal: Error, Hashable, Sendable {
    /// No match has this code (or it was never created).
    case unknownCode
    /// The match is over: a side left or it was abandoned.
    case closed
    /// The request named a seat this profile does not hold.
    case notYourSeat
    /// The other side has not joined yet.
    case waitingForOpponent
    case notYourTurn
    /// The move was made on a board that has changed since.
    case outOfStep
    /// The move breaks a rule.
    case illegalMove(MoveError)
    /// There is no own last move to take back, or no request to answer.
    case nothingToUndo
    /// The game is not over yet, so there is no rematch to offer.
    case gameNotOver
    /// The server could not store the change; try again.
    case storeFailed
    /// No server runs the matches here: the page plays on its own, and the server cannot be reached.
    case noServer
    /// The profile already sits in as many open matches as one browser may.
    case tooManyOpen

    /// The text that tells the player.
    var text: TextKey {
        switch self {
        case .unknownCode: .matchUnknownCode
        case .closed: .matchClosed
        case .notYourSeat: .matchNotYourSeat
        case .waitingForOpponent: .matchWaiting
        case .notYourTurn: .matchNotYourTurn
        case .outOfStep: .matchOutOfStep
        case .illegalMove(let error): AppModel.reason(for: error)
        case .nothingToUndo: .matchNothingToUndo
        case .gameNotOver: .matchGameNotOver
        case .storeFailed: .storeFailed
        case .noServer: .matchNoServer
        case .tooManyOpen: .matchTooManyOpen
        }
    }
}
