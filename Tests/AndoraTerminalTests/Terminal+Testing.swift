import AndoraModel
import AndoraCore
import AndoraTerminal

/// A terminal session wired straight to an app model, as `andora play` wires it to the runtime,
/// so that tests drive keys and read screens synchronously.
struct TerminalHarness {
    private(set) var model: AppModel
    private(set) var session: TerminalSession

    init(model: AppModel) {
        self.model = model
        session = TerminalSession(state: model.state)
        _ = show()
    }

    var focus: TerminalFocus { session.focus }

    /// What the terminal draws now.
    func frame(size: TerminalSize) -> Frame {
        session.frame(size: size)
    }

    /// Handles a key or click; returns what the model asked the host to do, or `nil` when the player
    /// quits (saving a replay's files is the terminal's own business: nothing for the model).
    mutating func press(_ key: Key, size: TerminalSize) -> [AppEffect]? {
        switch session.press(key, size: size) {
        case .quit?: return nil
        case .send(let intent)?: return send(intent)
        case .saveReplay?, nil: return []
        }
    }

    /// Passes on what the host learnt by itself.
    mutating func receive(_ event: HostEvent) -> [AppEffect] {
        model.receive(event) + show()
    }

    private mutating func send(_ intent: AppIntent) -> [AppEffect] {
        model.send(intent) + show()
    }

    /// Shows the model's state and sends what the terminal sends on its own.
    private mutating func show() -> [AppEffect] {
        let followUps = session.show(model.state)
        guard !followUps.isEmpty else { return [] }
        let effects = followUps.flatMap { model.send($0) }
        _ = session.show(model.state)
        return effects
    }

    /// The harness after pressing the keys, typed as text: each character is a key, `\r` is Enter.
    func typing(_ text: String, size: TerminalSize = .roomy) -> TerminalHarness {
        var harness = self
        for key in KeyParser.keys(in: Array(text.utf8)) {
            _ = harness.press(key, size: size)
        }
        return harness
    }

    /// The screen text at a size.
    func screen(_ size: TerminalSize = .roomy) -> String {
        frame(size: size).text
    }
}

extension TerminalSize {
    /// Large enough for the full Andora board.
    static let roomy = TerminalSize(columns: 100, rows: 40)
    /// The classic 80×24 terminal.
    static let standard = TerminalSize(columns: 80, rows: 24)
}

extension AppModel {
    /// A model launched with these stored options.
    init(options: Options) {
        self.init(StoredProfile(options: options))
    }
}
