extension Duration {
    /// The whole milliseconds in the duration, rounded toward zero: a time budget as the wire
    /// carries it, or as a search without a clock counts it in moves.
    public var wholeMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
