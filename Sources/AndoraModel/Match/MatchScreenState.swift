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
    public static let wireSummary: String? = "A match between two devices from this device's seat; changes arrive over the WebSocket /api/live (or by polling GET /api/state)."

    public static func wireFields(_ shape: inout some WireFields<MatchScreenState>) {
        shape.field("game", .reference("GameScreen")) { $0.game }
        shape.field("code", .string) { $0.code }
        shape.field("title", .string) { $0.title }
        shape.field("seat", .string) { $0.seat }
        shape.field("sign", .string.with("enum", ["x", "o"]).described("Absent while this device watches.")) { $0.sign }
        shape.field("opponent", .string) { $0.opponent }
        shape.field("opponentConnected", .boolean) { $0.opponentConnected }
        shape.field("invite", .string.described("While the second seat is free: how to invite (links and QR code from GET /api/invite).")) { $0.invite }
        shape.field("inviteLinkLabel", .string) { $0.inviteLinkLabel }
        shape.field("watchLinkLabel", .string) { $0.watchLinkLabel }
        shape.field("status", .string) { $0.status }
        shape.field("rematch", .reference("Button")) { $0.rematch }
        shape.field("sequence", .typed("integer").with("minimum", 0)) { $0.sequence }
    }
}
