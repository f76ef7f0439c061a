import AndoraCore

/// The options screen (R4): edits go to a draft; Save stores it, Back drops it (R4.1, R4.3). Back on a
/// changed draft first asks "Save the changes?" (Cancel, Don't save, Save), so that no choice is
/// dropped without a word.
extension AppModel {
    mutating func sendOnOptions(_ intent: AppIntent, _ screen: inout OptionsDestination) -> [AppEffect] {
        switch intent {
        case .saveOptions:
            options = screen.draft
            destination = .main(MainDestination())
            return [.store(.options(options))]
        case .discardOptions where screen.confirmingDiscard:
            destination = .main(MainDestination())
            return []
        case .back where screen.draft == options:
            destination = .main(MainDestination())
            return []
        case .back where !screen.confirmingDiscard:
            screen.confirmingDiscard = true
        case .back, .closeDialog:
            // Hardware back or Cancel under the question: the draft stays on screen, as it was.
            screen.confirmingDiscard = false
        default:
            // The question is modal: nothing under it changes.
            guard !screen.confirmingDiscard, Self.edit(&screen.draft, with: intent) else { return [] }
        }
        destination = .options(screen)
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
