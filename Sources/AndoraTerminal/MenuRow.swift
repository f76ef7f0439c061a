import AndoraModel

/// One row of the main screen or the options screen, as drawn and as the keys work it.
struct MenuRow: Hashable, Sendable {
    /// The text before any value, with the key hint for buttons.
    var label: String
    /// What Enter does on a button row.
    var action: TerminalAction?
    /// A picker's values; Left/Right/Enter move through them.
    var choices: [ChoiceState] = []
    /// A switch; Enter, Left and Right flip it.
    var toggle: SwitchState?

    static func button(_ button: ButtonState) -> MenuRow {
        MenuRow(label: KeyHint.label(button), action: button.enabled ? .send(button.intent) : nil)
    }

    static func toggle(_ toggle: SwitchState) -> MenuRow {
        MenuRow(label: toggle.label, toggle: toggle)
    }

    static func picker(_ picker: PickerState, key: String? = nil) -> MenuRow {
        MenuRow(label: key.map { "[\($0)] \(picker.label)" } ?? picker.label, choices: picker.choices)
    }

    /// What Enter does: press the button, flip the switch, or take the next value round.
    var enterAction: TerminalAction? {
        if let action { return action }
        if let toggle { return .send(toggle.intent) }
        guard let selected = choices.firstIndex(where: \.selected) else { return nil }
        return .send(choices[(selected + 1) % choices.count].intent)
    }

    /// What Left (-1) or Right (+1) does: the neighbouring value, without wrapping.
    func step(_ direction: Int) -> TerminalAction? {
        if let toggle { return .send(toggle.intent) }
        guard let selected = choices.firstIndex(where: \.selected), choices.indices.contains(selected + direction) else {
            return nil
        }
        return .send(choices[selected + direction].intent)
    }

    /// The main screen's rows, Start game first so that Enter starts the default game.
    static func main(_ screen: MainScreenState, quit: String) -> [MenuRow] {
        [MenuRow.button(screen.startGame)]
            + (screen.resumeGame.map { [MenuRow.button($0)] } ?? [])
            + [.picker(screen.mode, key: KeyHint.key(for: .chooseMode(.andora))), .button(screen.options),
               .button(screen.history), .button(screen.statistics), .button(screen.tutorial),
               .button(screen.puzzles)]
            + (screen.tutorialOffer.map { [MenuRow.button($0.dismiss)] } ?? [])
            + [MenuRow(label: "[\(KeyHint.quit)] \(quit)", action: .quit)]
    }

    /// The History screen's rows: the order and filters, one row per game (Enter replays it; its
    /// items joined by " · ", between which a narrow terminal breaks it), then the page buttons where
    /// there is more than one page, Delete all and Back.
    static func history(_ screen: HistoryScreenState) -> [MenuRow] {
        let pages = screen.previous.enabled || screen.next.enabled ? [MenuRow.button(screen.previous), .button(screen.next)] : []
        return [.picker(screen.sort), .picker(screen.mode), .picker(screen.result)]
            + screen.rows.map { row in
                MenuRow(label: "\(HistoryDate.text(row.endedAt))  \(row.items.joined(separator: " · "))", action: .send(row.open))
            }
            + pages + [.button(screen.deleteAll), .button(screen.back)]
    }

    /// The options screen's rows in screen order: only the settings that apply. Coordinates are not
    /// among them: the terminal always shows them, since cells are typed by name.
    static func options(_ screen: OptionsScreenState) -> [MenuRow] {
        let applying = [screen.classicSize, screen.classicInARow, screen.opponent, screen.computerPlays, screen.paperInput]
        return [.picker(screen.strategy), .toggle(screen.confirmTurn), .picker(screen.language)]
            + applying.compactMap { $0.map { MenuRow.picker($0) } }
            + [screen.coach].compactMap { $0.map { MenuRow.toggle($0) } }
            + [.button(screen.save), .button(screen.back)]
    }
}
