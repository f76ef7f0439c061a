import AndoraCore

/// The options screen (R4): edits go to a draft; Save stores it, Back drops it (R4.1, R4.3).
extension AppModel {
    mutating func sendOnOptions(_ intent: AppIntent, _ draft: inout Options) -> [AppEffect] {
        switch intent {
        case .back:
            destination = .main(MainDestination())
            return []
        case .saveOptions:
            options = draft
            destination = .main(MainDestination())
            return [.store(.options(options))]
        default:
            guard Self.edit(&draft, with: intent) else { return [] }
        }
        destination = .options(draft: draft)
        return []
    }

    /// Applies an intent that edits options to the draft; `false` if the intent edits none.
    static func edit(_ draft: inout Options, with intent: AppIntent) -> Bool {
        switch intent {
        case .setStrategy(let strategy):
            draft.strategy = strategy
        case .setConfirmTurn(let on):
            draft.confirmTurn = on
        case .setLanguage(let language):
            draft.language = language
        case .setClassicSize(let size):
            guard let rules = ClassicRules(size: size) else { return false }
            draft.classic = rules
        case .setClassicInARow(let inARow):
            guard let rules = ClassicRules(size: draft.classic.size, inARow: inARow) else { return false }
            draft.classic = rules
        case .setOpponent(let opponent):
            draft.opponent = opponent
        case .setComputerPlays(let sign):
            draft.computerPlays = sign
        case .setPaperInput(let input):
            draft.paperInput = input
        case .setCoordinates(let on):
            draft.coordinates = on
        case .setCoach(let on):
            draft.coach = on
        default:
            return false
        }
        return true
    }
}
