/// A two-player game on a square board of cells, X moving first.
public protocol BoardGame: Hashable, Sendable {
    #if hasFeature(Embedded)
    associatedtype Rules: Hashable, Sendable
    #else
    associatedtype Rules: Hashable, Sendable, Codable
    #endif

    /// A new game under the rules.
    init(rules: Rules)

    var rules: Rules { get }
    /// The moves made so far, in order.
    var moves: [Cell] { get }
    var outcome: Outcome { get }
    /// The cells the player to move may mark; empty once the game is over.
    var legalMoves: [Cell] { get }

    /// The sign in a cell, if any.
    func mark(at cell: Cell) -> Player?
    /// Throws the reason the player to move may not mark the cell; returns if they may.
    func validate(_ cell: Cell) throws(MoveError)
    /// Marks the cell for the player to move, or throws and changes nothing.
    mutating func play(_ cell: Cell) throws(MoveError)
}

extension BoardGame {
    /// A game with the moves played in order; throws at the first illegal one.
    public init(rules: Rules, moves: some Sequence<Cell>) throws(MoveError) {
        self.init(rules: rules)
        for move in moves {
            try play(move)
        }
    }

    /// Whether the player to move may mark the cell.
    public func isLegal(_ cell: Cell) -> Bool {
        do {
            try validate(cell)
            return true
        } catch {
            return false
        }
    }
}
