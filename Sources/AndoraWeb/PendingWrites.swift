import AndoraApp
import AndoraStore

/// The app models' effects not yet stored, reduced to what matters: the latest options and the
/// latest autosave (or its deletion).
struct PendingWrites: Sendable {
    private enum GameChange {
        case save(SavedGame)
        case delete
    }

    private var options: Options?
    private var game: GameChange?

    var isEmpty: Bool { options == nil && game == nil }

    /// Keeps what is to be stored; searches (`think`) are not this type's business.
    mutating func add(_ effects: [AppEffect]) {
        for effect in effects {
            switch effect {
            case .saveOptions(let newOptions): options = newOptions
            case .saveGame(let newGame): game = .save(newGame)
            case .deleteSavedGame: game = .delete
            case .think: break
            }
        }
    }

    /// Writes them, options first.
    func write(to store: AppDatabase) throws(StoreError) {
        if let options { try store.saveOptions(options) }
        switch game {
        case .save(let saved): try store.saveGame(saved)
        case .delete: try store.deleteSavedGame()
        case nil: break
        }
    }
}
