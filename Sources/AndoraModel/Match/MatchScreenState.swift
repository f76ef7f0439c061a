import AndoraCore

/// A match between two devices from this device's seat: the shared board with the
/// game screen's parts, and who is where.
public struct MatchScreenState: Hashable, Sendable {
    /// The board, the turn label, the result, Finish turn, "Ask to undo" (no redo, hints or pause:
    /// both players must see the same game).
    public var game: GameScreenState
    /// The match's code, to type on the other device.
    public var code: String
    /// "Match K7M2QX".
    public var title: String
    /// "You play X", or "You are watching".
    public var seat: String
    /// The sign this device plays; `nil` while it watches.
    public var sign: Player?
    /// "O: connected", "O: not connected", "X left the match"; a spectator's names both sides.
    public var opponent: String
    public var opponentConnected: Bool
    /// While the second seat is free: how to invite (the link and its QR code are the server's,
    /// `GET /api/invite?code=`).
    public var invite: String?
    /// The headings over the invite link and the spectators' link.
    public var inviteLinkLabel: String
    public var watchLinkLabel: String
    /// What waits on an answer: "You asked to undo your last move", "You offered a rematch", "O offers a rematch".
    public var status: String?
    /// After a game: offer or accept another one, signs swapped.
    public var rematch: ButtonState?
    /// The board changes so far; a move names it (idempotent moves).
    public var sequence: Int
}

extension MatchScreenState: WireState {
    public static let wireName = "MatchScreen"

    public static func wireFields(_ shape: inout some WireFields<MatchScreenState>) {
        shape.field("game") { $0.game }
        shape.field("code") { $0.code }
        shape.field("title") { $0.title }
        shape.field("seat") { $0.seat }
        shape.field("sign") { $0.sign }
        shape.field("opponent") { $0.opponent }
        shape.field("opponentConnected") { $0.opponentConnected }
        shape.field("invite") { $0.invite }
        shape.field("inviteLinkLabel") { $0.inviteLinkLabel }
        shape.field("watchLinkLabel") { $0.watchLinkLabel }
        shape.field("status") { $0.status }
        shape.field("rematch") { $0.rematch }
        shape.field("sequence") { $0.sequence }
    }
}
