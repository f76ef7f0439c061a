import AndoraCore

/// A move as the engine stores it: `field * 9 + slot`, both in keypad order (0…80).
public struct Move: Hashable, Sendable {
    /// `field * 9 + slot`.
    public let index: UInt8

    /// The move with the given index, which must be below 81.
    @inlinable
    public init(index: UInt8) {
        precondition(index < 81, "a move index is below 81")
        self.index = index
    }

    /// The move marking the cell, which must lie on the 9×9 field.
    public init(_ cell: Cell) {
        precondition(cell.isOnBoard(ofSize: 9), "\(cell) is not on the 9×9 field")
        index = UInt8(Keypad.field(of: cell) * 9 + Keypad.slot(of: cell))
    }

    /// Parses a cell in notation (`e5`); `nil` for text that names no cell of the 9×9 field.
    public init?(notation: some StringProtocol) {
        guard let cell = try? Cell(notation: notation), cell.isOnBoard(ofSize: 9) else { return nil }
        self.init(cell)
    }

    /// The mini-field, keypad order 0…8.
    @inlinable public var field: Int { Int(index) / 9 }
    /// The position inside the mini-field, keypad order 0…8.
    @inlinable public var slot: Int { Int(index) % 9 }

    public var cell: Cell { Keypad.cell(field: field, slot: slot) }
    /// The move in notation, such as `e5`.
    public var notation: String { cell.notation }
}

extension Move: CustomStringConvertible {
    public var description: String { notation }
}
