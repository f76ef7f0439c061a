/// The main screen (R2): start, resume, pick the mode, open the options.
extension AppModel {
    mutating func sendOnMain(_ intent: AppIntent, _ main: inout MainDestination) -> [AppEffect] {
        if main.confirmingNewGame {
            return answerNewGameQuestion(intent)
        }
        switch intent {
        case .startGame:
            guard let board = SavedBoard(mode: options.mode, options: options) else {
                openPaper()
                return []
            }
            guard !replacesPlayedGame else {
                destination = .main(MainDestination(confirmingNewGame: true))
                return []
            }
            return abandonUnfinishedGame() + start(newGame(of: board))
        case .resumeGame:
            return resume()
        case .chooseMode(let mode):
            guard mode != options.mode else { return [] }
            options.mode = mode
            return [.store(.options(options))]
        case .openOptions:
            destination = .options(OptionsDestination(draft: options))
            return []
        case .openHistory:
            return openHistory(HistoryQuery())
        case .openStatistics:
            return openStatistics()
        case .openTutorial:
            return openTutorial()
        case .openPuzzles:
            return openPuzzles()
        case .dismissTutorialOffer:
            return dismissTutorialOffer()
        case .openMatchSetup:
            destination = .matchSetup(MatchSetupDestination(draft: options))
            return []
        default:
            return []
        }
    }

    /// "Start a new game? The unfinished one will be recorded as abandoned" (docs/SPEC.md, D7).
    private mutating func answerNewGameQuestion(_ intent: AppIntent) -> [AppEffect] {
        switch intent {
        case .confirmNewGame:
            guard unfinishedGame != nil, let board = SavedBoard(mode: options.mode, options: options) else {
                destination = .main(MainDestination())
                return []
            }
            return abandonUnfinishedGame() + start(newGame(of: board))
        case .cancelNewGame, .back:
            destination = .main(MainDestination())
            return []
        default:
            return []
        }
    }

    /// Records the unfinished game, if any, as abandoned: a new game is about to replace it. A game
    /// that ended and was taken back by undo is in the history already, as it ended; one the player
    /// never moved in is no game of theirs.
    mutating func abandonUnfinishedGame() -> [AppEffect] {
        defer { unfinishedGame = nil }
        guard let game = unfinishedGame, game.recordedEndings.isEmpty, game.playerHasMoved else { return [] }
        return [.store(.gameEnded(PlayedGame(game: game, endedAt: now, result: .abandoned)))]
    }

    mutating func start(_ game: SavedGame) -> [AppEffect] {
        hasPlayed = true
        var screen = GameDestination(game: game, now: now)
        let effects = [.store(.game(game))] + computerMove(&screen)
        destination = .game(screen)
        return effects
    }
}
