extension Position {
    /// Plays moves written in notation (`e5 d4 …`) one after another: a game's record, a UGI
    /// `position … moves` list, a line of the calibration file.
    ///
    /// - Throws: the first move that names no cell or is not legal where it comes; the position is
    ///   then the one before it.
    public mutating func play(notations: some Sequence<some StringProtocol>) throws(UnplayableMove) {
        for text in notations {
            guard let move = Move(notation: text), isLegal(move) else { throw UnplayableMove(notation: String(text)) }
            play(move)
        }
    }
}
