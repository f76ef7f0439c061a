import AndoraCore

/// A slow, straightforward reading of the rules that recomputes everything from the moves alone,
/// to check the incremental `UltimateGame` against.
struct ReferenceModel {
    let rules: UltimateRules
    let moves: [Cell]
    /// The sign on each cell, by (field, slot), after each number of moves from 0 to all.
    private let boards: [[[Player?]]]

    init(rules: UltimateRules, moves: [Cell]) {
        self.rules = rules
        self.moves = moves
        var board = Array(repeating: [Player?](repeating: nil, count: 9), count: 9)
        var boards = [board]
        for (index, move) in moves.enumerated() {
            board[Keypad.field(of: move)][Keypad.slot(of: move)] = index.isMultiple(of: 2) ? .x : .o
            boards.append(board)
        }
        self.boards = boards
    }

    private func marks(after count: Int) -> [[Player?]] {
        boards[count]
    }

    private func lines(of player: Player, in cells: [Player?]) -> [[Int]] {
        Keypad.lines.filter { line in line.allSatisfy { cells[$0] == player } }
    }

    /// The lines that first appeared for a sign in a field: those present right after the earliest
    /// move that gave that sign any line there.
    private func firstLines(of player: Player, field: Int) -> (moveIndex: Int, lines: [[Int]])? {
        for count in moves.indices.map({ $0 + 1 }) {
            let found = lines(of: player, in: marks(after: count)[field])
            if !found.isEmpty { return (count, found) }
        }
        return nil
    }

    func state(of field: Int) -> MiniFieldState {
        let x = firstLines(of: .x, field: field)
        let o = firstLines(of: .o, field: field)
        switch rules {
        case .andora(.any):
            switch (x, o) {
            case (.some, .some): return .both
            case (.some, nil): return .won(by: .x)
            case (nil, .some): return .won(by: .o)
            case (nil, nil): return .empty
            }
        case .andora(.first), .standard:
            if let x, o == nil || x.moveIndex < o!.moveIndex { return .won(by: .x) }
            if o != nil { return .won(by: .o) }
            let full = marks(after: moves.count)[field].allSatisfy { $0 != nil }
            return rules == .standard && full ? .tied : .empty
        }
    }

    func drawnLines(in field: Int) -> Set<CellLine> {
        let x = firstLines(of: .x, field: field)
        let o = firstLines(of: .o, field: field)
        var drawn: [[Int]] = []
        switch rules {
        case .andora(.any):
            drawn = (x?.lines ?? []) + (o?.lines ?? [])
        case .andora(.first), .standard:
            if let x, o == nil || x.moveIndex < o!.moveIndex { drawn = x.lines } else if let o { drawn = o.lines }
        }
        return Set(drawn.map { CellLine(from: Keypad.cell(field: field, slot: $0[0]), to: Keypad.cell(field: field, slot: $0[2])) })
    }

    var outcome: Outcome {
        let states = (0..<9).map(state(of:))
        for player in Player.allCases where Keypad.lines.contains(where: { $0.allSatisfy { states[$0].counts(for: player) } }) {
            return .won(by: player)
        }
        return allowedFields.isEmpty ? .draw : .inProgress(next: moves.count.isMultiple(of: 2) ? .x : .o)
    }

    /// The fields the next move may go to, ignoring whether somebody has won.
    var allowedFields: [Int] {
        guard let last = moves.last else { return Array(0..<9) }
        let marks = marks(after: moves.count)
        let hasRoom = { (field: Int) in marks[field].contains(nil) }
        let target = Keypad.slot(of: last)
        switch rules {
        case .andora:
            return hasRoom(target) ? [target] : []
        case .standard:
            let open = (0..<9).filter { state(of: $0) == .empty && hasRoom($0) }
            return open.contains(target) ? [target] : open
        }
    }
}
