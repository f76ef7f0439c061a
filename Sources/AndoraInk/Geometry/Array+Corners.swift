extension Array where Element == InkPoint {
    /// A turn sharper than this (radians) over a few points is a corner.
    static var cornerTurn: Double { .pi / 3 }

    /// The corners of a stroke: for each run of points where the path turns by more than `angle`
    /// (radians) over `reach` points on either side, the index of its sharpest turn.
    func corners(sharperThan angle: Double = cornerTurn, over reach: Int = 2) -> [Int] {
        guard count > 2 * reach else { return [] }
        var found: [Int] = []
        var sharpest: (index: Int, turn: Double)?
        for index in reach..<count - reach {
            let incoming = self[index] - self[index - reach]
            let outgoing = self[index + reach] - self[index]
            let turn = abs(arcTangent(incoming.cross(outgoing), incoming.dot(outgoing)))
            if turn > angle {
                if turn > sharpest?.turn ?? 0 { sharpest = (index, turn) }
            } else if let corner = sharpest {
                found.append(corner.index)
                sharpest = nil
            }
        }
        if let corner = sharpest { found.append(corner.index) }
        return found
    }
}
