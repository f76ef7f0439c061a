extension Position: Hashable {
    public static func == (lhs: Position, rhs: Position) -> Bool {
        lhs.rules == rhs.rules && lhs.counting == rhs.counting && lhs.fullFields == rhs.fullFields
            && lhs.nextField == rhs.nextField && lhs.status == rhs.status && lhs.side == rhs.side
            && lhs.lastMoveIndex == rhs.lastMoveIndex && lhs.moveCounter == rhs.moveCounter
            && lhs.marks.indices.allSatisfy { lhs.marks[$0] == rhs.marks[$0] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rules)
        hasher.combine(counting)
        hasher.combine(fullFields)
        hasher.combine(nextField)
        hasher.combine(status)
        hasher.combine(side)
        hasher.combine(lastMoveIndex)
        hasher.combine(moveCounter)
        for index in marks.indices {
            hasher.combine(marks[index])
        }
    }
}
