/// Box-drawing characters for the board's grid: heavy lines between mini-fields and around
/// the board, light lines between cells.
enum BoxJunction {
    static func horizontal(heavy: Bool) -> Character { heavy ? "━" : "─" }
    static func vertical(heavy: Bool) -> Character { heavy ? "┃" : "│" }

    /// Where a horizontal grid line meets a vertical one; the border is always heavy.
    static func character(
        horizontalHeavy: Bool, verticalHeavy: Bool, top: Bool, bottom: Bool, left: Bool, right: Bool
    ) -> Character {
        switch (top, bottom, left, right) {
        case (true, _, true, _): "┏"
        case (true, _, _, true): "┓"
        case (_, true, true, _): "┗"
        case (_, true, _, true): "┛"
        case (true, _, _, _): verticalHeavy ? "┳" : "┯"
        case (_, true, _, _): verticalHeavy ? "┻" : "┷"
        case (_, _, true, _): horizontalHeavy ? "┣" : "┠"
        case (_, _, _, true): horizontalHeavy ? "┫" : "┨"
        default:
            switch (horizontalHeavy, verticalHeavy) {
            case (true, true): "╋"
            case (true, false): "┿"
            case (false, true): "╂"
            case (false, false): "┼"
            }
        }
    }
}
