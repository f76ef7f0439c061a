import AndoraCore
import AndoraInk

/// The pencil & paper sheet (docs/SPEC.md, D4): intents and the state drawn from them.
extension AppModel {
    mutating func sendOnPaper(_ intent: AppIntent, _ screen: inout PaperDestination) -> [AppEffect] {
        if let dialog = screen.dialog {
            switch (dialog, intent) {
            case (.exitConfirmation, .confirmExit):
                leave()
            case (.exitConfirmation, .cancelExit), (.exitConfirmation, .back):
                screen.dialog = nil
            default:
                break
            }
            return []
        }
        var sheet = screen.sheet
        let wasOver = sheet.game.outcome.isOver
        let applies: Bool
        switch intent {
        case .exit, .back:
            if wasOver || sheet.lines.isEmpty {
                leave()
            } else {
                screen.dialog = .exitConfirmation
            }
            return []
        case .stroke(let stroke):
            applies = sheet.addLine(stroke)
        case .tapPoint(let x, let y):
            applies = x.isFinite && y.isFinite && sheet.tap(at: InkPoint(x: x, y: y))
        case .shape(let strokes):
            applies = sheet.drawSign(strokes)
        case .undo:
            applies = sheet.undoLastSign()
        case .doubleTap:
            guard wasOver else { return [] }
            sheet = PaperSheet(input: options.paperInput)
            applies = true
        default:
            return []
        }
        guard applies else { return [] }
        sheet.stamp(at: now)
        // A finished game counts on the scoreboard and becomes a played game of the history.
        let ended = wasOver ? nil : sheet.playedGame(endedAt: now)
        if ended != nil {
            paper.score.record(winner: sheet.winningSign)
        }
        let changed = sheet.withoutLooseInk != screen.sheet.withoutLooseInk
        screen.sheet = sheet
        return (ended.map { [.store(.gameEnded($0))] } ?? [])
            + (changed ? [.store(.paper(PaperSnapshot(sheet: sheet, score: paper.score)))] : [])
    }

    func paperScreen(_ sheet: PaperSheet, _ text: Localizer) -> PaperScreenState {
        let outcome = sheet.game.outcome
        let winning = sheet.game.winningLines.map { line in
            [PaperSheet.index(of: line.from), PaperSheet.index(of: line.to)]
        }
        let inLine = Set(winning.flatMap { Self.squares(from: $0[0], to: $0[1]) })
        let cells = sheet.board?.cells.map { square in
            PaperCellState(
                index: square.index, corners: square.corners, center: square.center,
                sign: CellMark(sheet.sign(at: square.index)), strokes: sheet.signInk[square.index].map { $0.points },
                free: sheet.game.mark(at: PaperSheet.cell(at: square.index)) == nil && !outcome.isOver,
                inLine: inLine.contains(square.index))
        } ?? []
        let winningLines = winning.map { ends in
            PaperLineState(from: cells[ends[0]].center, to: cells[ends[1]].center, cells: Self.squares(from: ends[0], to: ends[1]))
        }
        return PaperScreenState(
            exit: ButtonState(label: text.text(.exit), intent: .exit),
            prompt: paperPrompt(sheet, text),
            phase: sheet.board == nil ? .board : outcome.isOver ? .over : .play,
            winner: sheet.winningSign,
            turn: sheet.board == nil ? nil : sheet.expectedSign,
            input: sheet.input,
            lines: sheet.lines.map { $0.points },
            halfSign: sheet.halfSign.map { $0.points },
            cells: cells,
            winningLines: winningLines,
            result: outcome.isOver
                ? sheet.winningSign.map { text.text(.won, signName($0, text)) } ?? text.text(.paperTie) : nil,
            fading: sheet.fading.map {
                FadingInkState(strokes: $0.strokes.map { $0.points }, reason: paperReason($0.reason, text))
            },
            newBoard: outcome.isOver ? ButtonState(label: text.text(.paperNewBoard), intent: .doubleTap) : nil,
            undo: sheet.board == nil || outcome.isOver ? nil : ButtonState(label: text.text(.undo), enabled: sheet.canUndo, intent: .undo),
            score: PaperScoreState(
                xWins: paper.score.xWins, oWins: paper.score.oWins, ties: paper.score.ties,
                text: text.text(.paperScore, paper.score.xWins, paper.score.oWins, paper.score.ties)))
    }

    private func paperPrompt(_ sheet: PaperSheet, _ text: Localizer) -> String {
        guard sheet.board != nil else {
            return sheet.lines.isEmpty ? text.text(.paperDrawBoard) : text.text(.paperLinesDrawn, sheet.lines.count)
        }
        if sheet.game.outcome.isOver { return text.text(.paperClearSheet) }
        return sheet.expectedSign.map { text.text(.turn, signName($0, text)) } ?? text.text(.paperFirstSign)
    }

    private func paperReason(_ refusal: PaperRefusal, _ text: Localizer) -> String {
        switch refusal {
        case .line(let rejection): text.text(Self.reason(for: rejection))
        case .notASign: text.text(.paperNotASign)
        case .wrongSign(let expected): text.text(.paperWrongSign, signName(expected, text))
        case .drawnOutsideFreeSquare: text.text(.paperOutsideSquare)
        case .tappedOutsideBoard: text.text(.paperTapOutside)
        case .occupied: text.text(.refusalOccupied)
        case .gameOver: text.text(.paperClearSheet)
        case .signsAreTapped: text.text(.paperSignsAreTapped)
        }
    }

    private static func reason(for rejection: LineRejection) -> TextKey {
        switch rejection {
        case .tooShort: .lineTooShort
        case .notStraight: .lineNotStraight
        case .neitherVerticalNorHorizontal: .lineTilted
        case .extraVertical: .lineExtraVertical
        case .extraHorizontal: .lineExtraHorizontal
        case .crossesParallelLine: .lineCrossesParallel
        case .tooCloseToParallelLine: .lineTooCloseToParallel
        case .missesCrossingLine: .lineMissesCrossing
        case .boardComplete: .lineBoardComplete
        }
    }

    /// The three squares of a line between two end squares.
    private static func squares(from: Int, to: Int) -> [Int] {
        [from, (from + to) / 2, to]
    }
}

extension BoardCell {
    /// The mean of the corners.
    var center: InkPoint {
        let count = Double(corners.count)
        return InkPoint(x: corners.map { $0.x }.reduce(0, +) / count, y: corners.map { $0.y }.reduce(0, +) / count)
    }
}
