import AndoraCore

/// What the History and replay screens show.
extension AppModel {
    func historyScreen(_ history: HistoryDestination, _ text: Localizer) -> HistoryScreenState {
        let query = history.query
        let page = history.page ?? HistoryPage(entries: [], total: 0)
        let modes: [GameMode?] = [nil, .andora, .classic, .paper]
        let results: [HistoryResult?] = [nil] + HistoryResult.allCases.map { Optional($0) }
        let shown = query.offset + page.entries.count
        return HistoryScreenState(
            title: text.text(.historyTitle),
            back: ButtonState(label: text.text(.back), intent: .back),
            sort: PickerState(label: text.text(.historySort), choices: HistorySort.allCases.map {
                ChoiceState(label: text.text(Self.name(of: $0)), selected: query.sort == $0, intent: .setHistorySort($0))
            }),
            mode: PickerState(label: text.text(.historyMode), choices: modes.map { mode in
                let label = switch mode {
                case nil: text.text(.historyAll)
                case .andora?: text.text(.modeAndora)
                case .classic?: text.text(.historyClassic)
                case .paper?: text.text(.modePaper)
                }
                return ChoiceState(label: label, selected: query.mode == mode, intent: .setHistoryMode(mode))
            }),
            result: PickerState(label: text.text(.historyResult), choices: results.map { result in
                ChoiceState(
                    label: result.map { text.text(Self.name(of: $0)) } ?? text.text(.historyAll),
                    selected: query.result == result, intent: .setHistoryResult(result))
            }),
            rows: page.entries.map { historyRow($0, text) },
            summary: page.entries.isEmpty
                ? text.text(.historyEmpty) : text.text(.historySummary, query.offset + 1, shown, page.total),
            previous: ButtonState(
                label: text.text(.historyPrevious), enabled: query.page > 0, intent: .showHistoryPage(max(0, query.page - 1))),
            next: ButtonState(
                label: text.text(.historyNext), enabled: shown < page.total, intent: .showHistoryPage(query.page + 1)),
            deleteAll: ButtonState(label: text.text(.historyDeleteAll), enabled: page.total > 0, intent: .deleteAllPlayedGames),
            opening: GameOpeningState(
                title: text.text(.openGameTitle), placeholder: text.text(.openGamePlaceholder), open: text.text(.openGame),
                chooseFile: text.text(.openGameFile), refusal: history.openingRefusal.map { refusal($0, text) }))
    }

    private func refusal(_ error: GameFileError, _ text: Localizer) -> String {
        switch error {
        case .tooLong: text.text(.openGameTooLong)
        case .noMoves: text.text(.openGameNoMoves)
        case .unknownRules(let name): text.text(.openGameUnknownRules, name)
        case .notACell(let move, let word): text.text(.openGameNotACell, move, word)
        case .illegalMove(let move, let cell): text.text(.openGameIllegalMove, move, cell)
        }
    }

    func replayScreen(_ replay: ReplayDestination, _ text: Localizer) -> ReplayScreenState {
        let played = replay.entry.game
        let moves = played.moves
        let step = replay.step
        let autoplaying = replay.autoplaySteppedAt != nil
        var drawn = BoardState(played.game.board.prefix(step), pending: nil)
        if let better = betterCell(replay)?.notation, let index = drawn.cells.firstIndex(where: { $0.name == better }) {
            drawn.cells[index].hint = true
        }
        let board = Self.labelled(played.firstSign == .x ? drawn : drawn.swappingSigns(), text) { _ in false }
        // The picture needs no cell names; a game begun with an O on paper shows its own signs.
        let full = BoardState(played.game.board, pending: nil)
        let final = step == moves.count ? nil : played.firstSign == .x ? full : full.swappingSigns()
        let day = CalendarDay(milliseconds: played.endedAt)
        let fileName = "andora-\(day)-\(replay.entry.id)"
        let opponent = opponentName(of: played, text)
        let marks = reviewMarks(replay)
        let title = [rulesName(GameVariant(played), text), opponent, resultName(of: played, text)]
            .joined(separator: " · ")
        let position = text.text(.replayPosition, step, moves.count)
        return ReplayScreenState(
            back: ButtonState(label: text.text(.back), intent: .back),
            title: title,
            board: board,
            step: step,
            moveCount: moves.count,
            position: position,
            moves: moves.enumerated().map { index, cell in
                ReplayMoveState(
                    notation: cell.notation, player: index % 2 == 0 ? played.firstSign : played.firstSign.opponent,
                    current: index + 1 == step,
                    intent: .replayStep(index + 1),
                    mark: marks[index], markSymbol: marks[index]?.symbol ?? "",
                    markLabel: marks[index].map { text.text(Self.name(of: $0)) })
            },
            first: ButtonState(label: text.text(.replayFirst), enabled: step > 0, intent: .replayStep(0)),
            previous: ButtonState(
                label: text.text(.replayPrevious), enabled: step > 0, intent: .replayStep(max(0, step - 1))),
            next: ButtonState(
                label: text.text(.replayNext), enabled: step < moves.count, intent: .replayStep(min(moves.count, step + 1))),
            last: ButtonState(label: text.text(.replayLast), enabled: step < moves.count, intent: .replayStep(moves.count)),
            autoplay: ButtonState(label: text.text(autoplaying ? .replayStop : .replayPlay), intent: .toggleAutoplay),
            playing: autoplaying,
            // A game begun with an O on paper would go on with the signs exchanged: not offered.
            playFromHere: ButtonState(
                label: text.text(.playFromHere),
                enabled: !played.game.board.prefix(step).outcome.isOver && played.firstSign == .x, intent: .playFromHere),
            notation: moves.map { $0.notation }.joined(separator: " "),
            notationFile: GameFile.text(of: played, day: day, opponent: opponent),
            copyNotation: text.text(.copyNotation),
            downloadNotation: text.text(.downloadNotation),
            picture: BoardPicture.svg(of: board, title: title + " — " + position),
            downloadPicture: final == nil ? text.text(.downloadFinalPicture) : text.text(.downloadPicture, step),
            finalPicture: final.map { BoardPicture.svg(of: $0, title: title + " — " + text.text(.replayPosition, moves.count, moves.count)) },
            downloadFinalPicture: final.map { _ in text.text(.downloadFinalPicture) },
            fileName: fileName,
            pictureFileName: final == nil ? fileName : fileName + "-move-\(step)",
            review: reviewState(replay, text))
    }

    private func historyRow(_ entry: HistoryEntry, _ text: Localizer) -> HistoryRowState {
        let played = entry.game
        let rules = rulesName(GameVariant(played), text)
        let opponent = opponentName(of: played, text)
        let result = resultName(of: played, text)
        let moves = text.text(.historyMoves, played.moves.count)
        let duration = played.duration.map(ClockState.text) ?? "—"
        return HistoryRowState(
            id: entry.id, endedAt: played.endedAt, rules: rules, opponent: opponent, result: result, moves: moves,
            duration: duration, label: [rules, opponent, result, moves, duration].joined(separator: ", "),
            open: .openPlayedGame(entry.id),
            delete: ButtonState(label: text.text(.historyDelete), intent: .deletePlayedGame(entry.id)))
    }

    /// "Andora (first)", "Standard ultimate", "Classic 3×3, 3 in a row", "Pencil & paper".
    func rulesName(_ rules: GameVariant, _ text: Localizer) -> String {
        switch rules {
        case .andora(let strategy):
            text.text(.rulesAndora, text.text(strategy == .first ? .strategyFirstShort : .strategyAnyShort))
        case .standard:
            text.text(.rulesStandard)
        case .classic(let classic):
            text.text(.modeClassic, classic.size, classic.size, classic.inARow)
        case .paper:
            text.text(.modePaper)
        }
    }

    /// The computer and its sign, the side this player held on two devices, or two players here.
    private func opponentName(of played: PlayedGame, _ text: Localizer) -> String {
        if let side = played.matchSide { return text.text(.matchSidePlayed, signName(side, text)) }
        guard let computer = played.game.computer else { return text.text(.twoPlayers) }
        return text.text(.computerAs, text.text(Self.name(of: played.game.opponent)), signName(computer, text))
    }

    /// The result, as this player's win or loss for a game on two devices.
    private func resultName(of played: PlayedGame, _ text: Localizer) -> String {
        if let side = played.matchSide, case .won(let winner) = played.result {
            return text.text(winner == side ? .resultYouWon : .resultYouLost)
        }
        return text.text(Self.name(of: HistoryResult(played.result)))
    }

    static func name(of sort: HistorySort) -> TextKey {
        switch sort {
        case .newest: .sortNewest
        case .oldest: .sortOldest
        case .longest: .sortLongest
        case .shortest: .sortShortest
        case .result: .sortResult
        }
    }

    static func name(of result: HistoryResult) -> TextKey {
        switch result {
        case .xWon: .resultXWon
        case .oWon: .resultOWon
        case .draw: .resultDraw
        case .abandoned: .resultAbandoned
        }
    }
}
