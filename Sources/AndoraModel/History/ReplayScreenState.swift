import AndoraCore

/// A played game replayed move by move (R5.2.3).
public struct ReplayScreenState: Hashable, Sendable {
    public var back: ButtonState
    /// "Andora (first) · Computer (expert) · X won".
    public var title: String
    /// The board after ``step`` moves, with its lines, `?` and captured fields.
    public var board: BoardState
    public var step: Int
    public var moveCount: Int
    /// "Move 12 of 40".
    public var position: String
    /// Every move in notation; the one shown last is `current`.
    public var moves: [ReplayMoveState]
    public var first: ButtonState
    public var previous: ButtonState
    public var next: ButtonState
    public var last: ButtonState
    /// "Play" or "Stop".
    public var autoplay: ButtonState
    /// Autoplay runs: a front end looks again soon (the host steps on with its clock).
    public var playing: Bool
    public var playFromHere: ButtonState
    /// The whole game in notation, for copying or downloading.
    public var notation: String
    /// The labels of the page's export buttons (the page copies and downloads by itself).
    public var copyNotation: String
    public var downloadNotation: String
    /// The board shown, as a standalone SVG picture (``BoardPicture``), and the label of its download.
    public var picture: String
    public var downloadPicture: String
    /// What exported files are called, without the extension: `andora-2026-11-23-17` (the day the
    /// game ended, UTC, and its id in the history).
    public var fileName: String
    /// The engine's review; `nil` for games the engine does not play (classic, pencil & paper).
    public var review: ReviewState?
}

/// One move of the replayed game.
public struct ReplayMoveState: Hashable, Sendable {
    public var notation: String
    public var player: Player
    /// The last move on the board shown.
    public var current: Bool
    /// Shows the board after this move.
    public var intent: AppIntent
    /// The review's mark of the move, once judged, with its sign (`?!`, `?`, `??`) and
    /// its name for screen readers ("mistake").
    public var mark: ReviewMark?
    public var markSymbol: String
    public var markLabel: String?
}

extension ReplayScreenState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("back", back)
            object.field("title", title)
            object.field("board", board)
            object.field("step", step)
            object.field("moveCount", moveCount)
            object.field("position", position)
            object.field("moves", moves)
            object.field("first", first)
            object.field("previous", previous)
            object.field("next", next)
            object.field("last", last)
            object.field("autoplay", autoplay)
            object.field("playing", playing)
            object.field("playFromHere", playFromHere)
            object.field("notation", notation)
            object.field("copyNotation", copyNotation)
            object.field("downloadNotation", downloadNotation)
            object.field("picture", picture)
            object.field("downloadPicture", downloadPicture)
            object.field("fileName", fileName)
            object.field("review", review)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension ReplayScreenState: Codable {}
#endif

extension ReplayMoveState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("notation", notation)
            object.field("player", player)
            object.field("current", current)
            object.field("intent", intent)
            object.field("mark", mark)
            object.field("markSymbol", markSymbol)
            object.field("markLabel", markLabel)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension ReplayMoveState: Codable {}
#endif
