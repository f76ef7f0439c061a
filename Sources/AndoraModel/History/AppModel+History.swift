import AndoraCore

/// The History screen and the replay of a played game (R5.2.3).
extension AppModel {
    /// Opens the History screen on the query and asks the host for its page.
    mutating func openHistory(_ query: HistoryQuery) -> [AppEffect] {
        destination = .history(HistoryDestination(query: query))
        return [.fetch(.history(query))]
    }

    mutating func sendOnHistory(_ intent: AppIntent, _ history: inout HistoryDestination) -> [AppEffect] {
        if let deletion = history.confirming {
            return answerDeletion(deletion, intent, &history)
        }
        var query = history.query
        switch intent {
        case .back:
            destination = .main(MainDestination())
            return []
        case .openGameFile(let text):
            do throws(GameFileError) {
                let game = try GameFile.game(in: text, now: now)
                history.openingRefusal = nil
                // Not in the history: no id of its own, and nothing stored.
                return openReplay(of: HistoryEntry(id: 0, game: game), from: history.query)
            } catch {
                history.openingRefusal = error
                return []
            }
        case .setHistorySort(let sort):
            query.sort = sort
            query.page = 0
        case .setHistoryMode(let mode):
            query.mode = mode
            query.page = 0
        case .setHistoryResult(let result):
            query.result = result
            query.page = 0
        case .showHistoryPage(let page):
            query.page = min(max(0, page), history.lastPage)
        case .openPlayedGame(let id):
            guard let entry = history.page?.entries.first(where: { $0.id == id }) else { return [] }
            // A review left under way goes on.
            return openReplay(of: entry, from: history.query)
        case .deletePlayedGame(let id):
            guard history.page?.entries.contains(where: { $0.id == id }) == true else { return [] }
            history.confirming = .game(id)
            return []
        case .deleteAllPlayedGames:
            guard (history.page?.total ?? 0) > 0 else { return [] }
            history.confirming = .all
            return []
        default:
            return []
        }
        guard query != history.query else { return [] }
        history.query = query
        return [.fetch(.history(query))]
    }

    /// Opens the replay of a played game at its end: from the result dialog (`finished`, the game's
    /// screen Back returns to) with its review started, else going on with a review left under way.
    mutating func openReplay(of entry: HistoryEntry, from query: HistoryQuery, finished: GameDestination? = nil) -> [AppEffect] {
        var replay = ReplayDestination(entry: entry, step: entry.game.moves.count, history: query, finishedGame: finished)
        let effects = finished != nil ? startReview(&replay) : askForNextJudgement(&replay)
        destination = .replay(replay)
        return effects
    }

    /// The store's page for the History screen; the replay of the game the result dialog asked to
    /// review, if the page has it first.
    mutating func receive(_ page: HistoryPage, for history: inout HistoryDestination) -> [AppEffect] {
        history.page = page
        guard let finished = history.reviewing else { return [] }
        history.reviewing = nil
        guard let entry = page.entries.first, entry.game.moves == finished.game.board.moves else { return [] }
        return openReplay(of: entry, from: history.query, finished: finished)
    }

    private mutating func answerDeletion(
        _ deletion: HistoryDeletion, _ intent: AppIntent, _ history: inout HistoryDestination
    ) -> [AppEffect] {
        switch intent {
        case .confirmDelete:
            history.confirming = nil
            let change: StoreChange
            switch deletion {
            case .game(let id):
                change = .forgetPlayedGame(id)
                // The last game of the last page gone: show the page before.
                if history.page?.entries.count == 1 { history.query.page = max(0, history.query.page - 1) }
            case .all:
                change = .forgetPlayedGames
                history.query.page = 0
            }
            return [.store(change), .fetch(.history(history.query))]
        case .cancelDelete, .back:
            history.confirming = nil
        default:
            break
        }
        return []
    }

    mutating func sendOnReplay(_ intent: AppIntent, _ replay: inout ReplayDestination) -> [AppEffect] {
        if replay.confirmingNewGame {
            return answerPlayFromHere(intent, &replay)
        }
        switch intent {
        case .back:
            guard let finished = replay.finishedGame else { return openHistory(replay.history) }
            destination = .game(finished)
        case .replayStep(let step):
            replay.step = min(max(0, step), replay.moveCount)
            replay.autoplaySteppedAt = nil
        case .toggleAutoplay:
            if replay.autoplaySteppedAt != nil {
                replay.autoplaySteppedAt = nil
            } else {
                if replay.step == replay.moveCount { replay.step = 0 }
                replay.autoplaySteppedAt = now
            }
        case .startReview:
            return startReview(&replay)
        case .toggleBetterMove:
            replay.showsBetterMove.toggle()
        case .playFromHere:
            guard !replacesPlayedGame else {
                replay.confirmingNewGame = true
                return []
            }
            return abandonUnfinishedGame() + play(from: replay)
        default:
            break
        }
        return []
    }

    /// "Start a new game? The unfinished one will be recorded as abandoned" (docs/SPEC.md, D7).
    private mutating func answerPlayFromHere(_ intent: AppIntent, _ replay: inout ReplayDestination) -> [AppEffect] {
        switch intent {
        case .confirmNewGame:
            return abandonUnfinishedGame() + play(from: replay)
        case .cancelNewGame, .back:
            replay.confirmingNewGame = false
        default:
            break
        }
        return []
    }

    /// A new game from the replayed position, with the played game's rules and opponent.
    private mutating func play(from replay: ReplayDestination) -> [AppEffect] {
        let played = replay.entry.game.game
        var game = newGame(of: played.board.prefix(replay.step))
        game.confirmTurn = played.confirmTurn
        game.opponent = played.opponent
        game.computerPlays = played.computerPlays
        game.startingMoves = replay.step
        return start(game)
    }
}

extension HistoryDestination {
    /// The last page the query has (0 when it finds nothing or is not answered yet).
    var lastPage: Int {
        max(0, ((page?.total ?? 0) - 1) / HistoryQuery.pageSize)
    }
}

extension ReplayDestination {
    /// Autoplay's pace: one move this often.
    static let autoplayInterval: Int64 = 800

    /// Steps on while autoplay runs and the interval has passed; stops at the end.
    mutating func autoplay(at now: Int64) {
        guard let last = autoplaySteppedAt, now - last >= Self.autoplayInterval else { return }
        step = min(step + 1, moveCount)
        autoplaySteppedAt = step < moveCount ? now : nil
    }
}

extension SavedBoard {
    /// The board after its first `count` moves, with nothing to redo.
    func prefix(_ count: Int) -> SavedBoard {
        switch self {
        case .andora(let record):
            (try? GameRecord(rules: record.game.rules, moves: Array(record.game.moves.prefix(count)))).map(Self.andora) ?? self
        case .classic(let record):
            (try? GameRecord(rules: record.game.rules, moves: Array(record.game.moves.prefix(count)))).map(Self.classic) ?? self
        }
    }
}
