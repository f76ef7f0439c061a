import AndoraModel

extension ScreenRenderer {
    /// A match between two devices: the game screen of its board, with Rematch among the buttons,
    /// and right of the board (under the mini-fields' panel) the match, this device's seat, the
    /// other side and what waits on an answer.
    mutating func drawMatch(_ match: MatchScreenState) {
        guard let painter = drawGame(match.game, controls: match.controls) else { return }
        let left = painter.width + 3
        let width = max(size.columns - left - 1, 1)
        var y = match.game.board.mode == .andora ? 10 : 3
        var seatStyle = TextStyle(bold: true)
        seatStyle.foreground = match.sign.map(Palette.colour(of:))
        let opponentStyle = match.opponentConnected ? TextStyle.plain : Palette.help
        var lines = [(match.title, TextStyle(bold: true, underline: true)), (match.seat, seatStyle), (match.opponent, opponentStyle)]
        if let status = match.status {
            lines.append((status, Palette.hintText))
        }
        for (line, style) in lines {
            for part in Self.lines(of: line, width: width) {
                canvas.write(part, row: y, column: left, style: style)
                y += 1
            }
        }
    }
}
