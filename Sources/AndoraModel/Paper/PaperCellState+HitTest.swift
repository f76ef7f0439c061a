import AndoraInk

extension PaperCellState {
    /// Whether a page point lies inside the square (even-odd rule, so any simple quadrilateral works).
    public func contains(_ point: InkPoint) -> Bool {
        corners.encloses(point)
    }
}
