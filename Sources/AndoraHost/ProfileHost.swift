import AndoraCore
import AndoraModel
import Foundation

/// One profile's app model at work: applies its intents and host events one at a time, commits
/// what they change before answering, runs its searches, and tells observers about changes that
/// did not come from a request (a computer's move, a hint).
actor ProfileHost {
    let id: ProfileID
    private var model: AppModel
    private let store: any ProfileStore
    private let threads: SearchThreads
    private let clock: @Sendable () -> Int64
    /// Where store problems are told in full (the host's log); the player sees a notice only.
    private let report: @Sendable (String) -> Void
    /// What the store is owed: changes whose commit failed go with the next commit, so nothing is
    /// lost while the model lives; a profile's first commit carries its options, so a new browser's
    /// language survives.
    private var ledger: ChangeLedger
    /// False when the profile could not be read: writing would replace what could not be read.
    private var writable: Bool
    /// The profile's version in a shared store as this host's copy has it; `nil` where the store
    /// is this server's alone.
    private var version: Int64?
    private let seed: UInt64
    private var searches: [Int: Task<Void, Never>] = [:]
    /// How fast this profile may start searches: beyond it, a search waits its turn, so one player
    /// looping through new games cannot keep the search threads from everyone else.
    private var searchPace: TokenBucket
    /// The least time between the player's move and the computer's reply.
    private let replyPause: Duration
    private var observers: [UUID: AsyncStream<AppState>.Continuation] = [:]
    /// The state last answered or pushed (without its number): a match change this profile asked
    /// for reaches its host twice (the answer, then the hall's broadcast), and the page needs it once.
    private var lastShown: AppState?
    /// One intent or event at a time, including its commit: every step is a job in this mailbox,
    /// which one task runs in the order they came (see ``serially(_:)``).
    private let mailbox: AsyncStream<@Sendable () async -> Void>.Continuation
    private var retired = false
    /// The server's matches; `nil` where there are none (the terminal's own runtime).
    private let hall: MatchHall?
    /// The match this profile follows, and the task that feeds its changes to the model.
    private var following: (code: MatchCode, task: Task<Void, Never>)?
    /// The side this profile holds a live connection for, as the hall knows it.
    private var present: (code: MatchCode, sign: Player)?
    /// Wakes the model when its state changes by itself (``AppModel/nextWakeAt``) and pushes the new
    /// state, while someone observes: the page's live socket, the terminal.
    private var wake: Task<Void, Never>?
    /// Numbers the states this host shows: one more with every change, and never behind the clock,
    /// so that a host loaded later (after an eviction or a restart) numbers above this one.
    private var revision: Int64
    /// The state that got the number `revision`.
    private var numbered: AppState?
    /// The marks of the board last numbered (a game's or a match's), and the revision of the first
    /// state that showed them: a move made on an older state was made on another board.
    private var numberedMarks: [CellMark]?
    private var boardSince: Int64 = 0

    init(
        id: ProfileID, reading: ProfileReading, seed: UInt64, store: any ProfileStore, threads: SearchThreads,
        searchPace: TokenBucket, replyPause: Duration, hall: MatchHall?, clock: @escaping @Sendable () -> Int64,
        report: @escaping @Sendable (String) -> Void
    ) {
        self.id = id
        self.hall = hall
        self.searchPace = searchPace
        self.replyPause = replyPause
        self.report = report
        self.seed = seed
        model = Self.model(id: id, reading: reading, seed: seed, report: report)
        ledger = ChangeLedger(storedPlace: reading.stored.place, isStored: reading.isStored)
        writable = reading.writable
        version = reading.version
        self.store = store
        self.threads = threads
        self.clock = clock
        revision = clock()
        let (jobs, mailbox) = AsyncStream.makeStream(of: (@Sendable () async -> Void).self)
        self.mailbox = mailbox
        Task {
            for await job in jobs { await job() }
        }
    }

    deinit {
        mailbox.finish()
    }

    /// The app model of what was read; the problems reading met are told to the log and the player.
    private static func model(
        id: ProfileID, reading: ProfileReading, seed: UInt64, report: @Sendable (String) -> Void
    ) -> AppModel {
        var model = AppModel(reading.stored, seed: seed)
        for problem in reading.stored.problems {
            report("profile \(id.rawValue): \(problem)")
            model.receive(.storeUnreadable(reason: problem))
        }
        return model
    }

    /// The model's state, numbered: a front end that gets states by two paths (answers and pushes)
    /// shows none older than the one it shows. The same state keeps its number.
    private func shownState() -> AppState {
        withRevision(model.state)
    }

    /// The state with its number; takes a state already built, as building one is most of an answer's work.
    private func withRevision(_ built: AppState) -> AppState {
        var state = built
        if state != numbered {
            revision = max(revision + 1, clock())
            let marks = (state.game ?? state.match?.game)?.board.cells.map(\.mark)
            // The first board a host numbers counts as the one its pages saw: a host loaded again
            // (a restart, a return to memory) knows no older one.
            if marks != numberedMarks, numbered != nil { boardSince = revision }
            numberedMarks = marks
            numbered = state
        }
        state.revision = revision
        return state
    }

    /// Starts what the restored model needs (the computer's move in a resumed game).
    func launch() async {
        let seating = await hall?.openSeating(of: id)
        await serially { host in
            _ = await host.run(asked: false) { model in
                if let seating { model.receive(.matchSeated(seating)) }
                return model.launch()
            }
        }
    }

    /// Replaces the model with the profile as the store holds it now (another server committed
    /// since this copy was read) and starts what it needs; what was on screen and not stored (an
    /// open dialog, a draft) is gone, as after a restart.
    ///
    /// - Parameter onlyIfReadable: keeps the model as it is when the store still cannot read the
    ///   profile (a blank copy being played in memory is not reset at each request).
    private func reload(onlyIfReadable: Bool = false) async {
        let reading = await Self.read(id, language: model.options.language, store: store)
        if onlyIfReadable, !reading.writable { return }
        model = Self.model(id: id, reading: reading, seed: seed &+ UInt64(bitPattern: reading.version ?? 0), report: report)
        ledger = ChangeLedger(storedPlace: reading.stored.place, isStored: reading.isStored)
        writable = reading.writable
        version = reading.version
        if let seating = await hall?.openSeating(of: id) { model.receive(.matchSeated(seating)) }
        await perform(model.launch())
    }

    /// Another server committed the profile since this copy was read. A store that cannot say is
    /// taken to be in step: the next commit finds out.
    private func isBehind() async -> Bool {
        guard let version, let shared = store as? any SharedProfileStore,
              let stored = try? await shared.version(of: id) else { return false }
        return stored != version
    }

    /// What the store holds of a profile for a host; a profile that cannot be read starts afresh
    /// and is never written over. The version is read first, so that a commit in between makes the
    /// copy look older than it is, never newer.
    static func read(_ id: ProfileID, language: Language, store: any ProfileStore) async -> ProfileReading {
        var fresh = StoredProfile()
        fresh.options.language = language
        do {
            let version = try await (store as? any SharedProfileStore)?.version(of: id)
            let stored = try await store.profile(id)
            return ProfileReading(stored: stored ?? fresh, isStored: stored != nil, writable: true, version: version)
        } catch {
            fresh.problems = ["\(error)"]
            return ProfileReading(stored: fresh, isStored: true, writable: false, version: nil)
        }
    }

    /// The state now, after the clock moved on (hint countdowns).
    func state() async -> AppState {
        await serially { host in
            _ = await host.run { _ in [] }
            return host.shownState()
        }
    }

    /// The model's language, for answers that are not states (errors).
    var language: Language { model.options.language }

    /// Applies the player's intent; returns the state once its changes are stored and, for a hint,
    /// once the hint is found.
    func send(_ intent: AppIntent) async -> AppState {
        await finished(await serially { host in await host.applied(intent) })
    }

    /// Applies the player's intent made on the state numbered `revision`, as ``send(_:)`` does; a
    /// move made on a state older than the board now is refused, and nothing changes.
    func send(_ intent: AppIntent, madeOn revision: Int64) async throws(StaleBoard) -> AppState {
        let step = await serially { host in
            host.isStale(intent, madeOn: revision) ? nil : await host.applied(intent)
        }
        guard let step else { throw StaleBoard() }
        return await finished(step)
    }

    /// Whether `intent` is a move made on a state older than the board now shown.
    private func isStale(_ intent: AppIntent, madeOn revision: Int64) -> Bool {
        guard intent.placesAMark else { return false }
        _ = shownState()
        return revision < boardSince
    }

    /// Applies the intent: its effects and the answer, read and numbered in the step (once the
    /// step ends, the next one may change the model, before its own commit, and number a later state).
    private func applied(_ intent: AppIntent) async -> (effects: [AppEffect], answer: AppState) {
        let effects = await run { $0.send(intent) }
        return (effects, answered(model.state))
    }

    /// The answer to an applied intent, once the hints it asked for are found.
    private func finished(_ step: (effects: [AppEffect], answer: AppState)) async -> AppState {
        let (effects, answer) = step
        let hints = effects.compactMap { effect in
            if case .think(let request) = effect, request.purpose == .hint { request.id } else { nil }
        }
        guard !hints.isEmpty else { return answer }
        for hint in hints { await searches[hint]?.value }
        return await serially { host in host.answered(host.model.state) }
    }

    /// The state as the answer to a request: the observers need not be shown it again.
    private func answered(_ state: AppState) -> AppState {
        lastShown = state
        return withRevision(state)
    }

    /// A stream of states after changes the player did not ask for; ends when the host retires.
    func updates() -> AsyncStream<AppState> {
        let (stream, continuation) = AsyncStream.makeStream(of: AppState.self, bufferingPolicy: .bufferingNewest(1))
        let key = UUID()
        observers[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeObserver(key) }
        }
        Task {
            // As a step, so that no step waiting on its commit shows before it is stored.
            await serially { host in continuation.yield(host.shownState()) }
            await syncMatch()
        }
        scheduleWake()
        return stream
    }

    /// Cancels searches and waits for the commit under way: after this, the profile can be loaded
    /// afresh without two models writing it.
    func retire() async {
        await serially { host in host.stop() }
        await syncMatch()
    }

    /// Ends the searches, the observers' streams, the wake and the match's feed, for good.
    private func stop() {
        retired = true
        for search in searches.values { search.cancel() }
        searches = [:]
        for observer in observers.values { observer.finish() }
        observers = [:]
        scheduleWake()
        following?.task.cancel()
        following = nil
    }

    private func removeObserver(_ key: UUID) async {
        observers[key] = nil
        scheduleWake()
        await syncMatch()
    }

    /// Runs `work` on this host once every job sent before it has finished, and nothing else from
    /// the mailbox until it finishes: a step waiting on its commit keeps the next one waiting.
    /// Whatever reads the model after a step does it inside the same job.
    private func serially<Result: Sendable>(
        _ work: @escaping @Sendable (isolated ProfileHost) async -> Result
    ) async -> Result {
        await withCheckedContinuation { answer in
            mailbox.yield { answer.resume(returning: await work(self)) }
        }
    }

    /// Runs one step on the model (after the clock) and performs its effects; only from a job of
    /// the mailbox, so no other step comes in between.
    ///
    /// - Parameter asked: a player's request (an intent, a poll), which shows that the player's device is there.
    private func run(asked: Bool = true, _ step: (inout AppModel) -> [AppEffect]) async -> [AppEffect] {
        guard !retired else { return [] }
        // A player's request shows what is stored; a step of the host's own (a match's news, a
        // search's answer) needs no check, as a commit from a copy behind is refused anyway.
        // A profile that could not be read (this copy is blank and never written) is read again,
        // and taken once it reads.
        if asked, !writable {
            await reload(onlyIfReadable: true)
        } else if asked, await isBehind() {
            await reload()
        }
        model.receive(.clock(now: clock()))
        await refreshMatch(asked: asked)
        let matchShown = model.shownMatch?.code
        var effects = step(&model)
        // Another server committed first: the step runs again on the profile as stored now, a few
        // times at most; after the last conflict the player is told it was not saved (the next
        // request reads the profile as stored, without it).
        for attempt in 1...Self.commitAttempts {
            if await perform(effects, lastTry: attempt == Self.commitAttempts) { break }
            await reload()
            model.receive(.clock(now: clock()))
            await refreshMatch(asked: asked)
            effects = step(&model)
        }
        await syncMatch()
        // A match just created, joined or opened shows who is connected at once.
        if model.shownMatch?.code != matchShown { await refreshMatch(asked: asked) }
        scheduleWake()
        return effects
    }

    /// How many times a step runs when other servers keep committing the profile first.
    static let commitAttempts = 3

    /// Commits the effects' changes, then starts the rest; false when another server had
    /// committed the profile first (unless `lastTry`, when the player is told it was not saved),
    /// and then nothing was stored or started.
    @discardableResult
    private func perform(_ effects: [AppEffect], lastTry: Bool = false) async -> Bool {
        let changes = ledger.changes(after: effects, of: model)
        if !changes.isEmpty, writable {
            do {
                if let expected = version, let shared = store as? any SharedProfileStore {
                    version = try await shared.commit(changes, for: id, expecting: expected)
                } else {
                    try await store.commit(changes, for: id)
                }
                ledger.committed(place: model.place)
                model.receive(.stored)
            } catch is ProfileChangedElsewhere where !lastTry {
                return false
            } catch {
                if ledger.isClear { report("profile \(id.rawValue): \(error)") }
                ledger.failed(changes)
                model.receive(.storeFailed(reason: "\(error)"))
            }
        }
        // What the model asks once a read or a match's answer reaches it (a review's first search).
        var next: [AppEffect] = []
        for effect in effects {
            switch effect {
            case .think(let request): start(request)
            case .fetch(let request): next += await fetch(request)
            case .match(let request): next += await ask(request)
            case .store: break
            }
        }
        // Their changes are committed as a last try: what was done above stays done.
        if !next.isEmpty { await perform(next, lastTry: true) }
        let awaited = model.awaitedThought?.id
        for (requestID, search) in searches where requestID != awaited {
            search.cancel()
            searches[requestID] = nil
        }
        return true
    }

    /// Reads what the model asked for, after the commit, so a deletion is already gone from it.
    private func fetch(_ request: FetchRequest) async -> [AppEffect] {
        do {
            switch request {
            case .history(let query): return model.receive(.fetched(query, try await store.history(of: id, query)))
            case .summaries: return model.receive(.summaries(try await store.summaries(of: id)))
            }
        } catch {
            report("profile \(id.rawValue): \(error)")
            return model.receive(.storeUnreadable(reason: "\(error)"))
        }
    }

    /// Asks the server's matches and tells the model the answer.
    private func ask(_ request: MatchRequest) async -> [AppEffect] {
        guard let hall else { return model.receive(.matchRefused(.unknownCode)) }
        do throws(MatchRefusal) {
            switch request {
            case .create(let game, let side): return model.receive(.matchSeated(try await hall.create(game, side: side, by: id)))
            case .join(let code): return model.receive(.matchSeated(try await hall.join(code, as: id)))
            case .watch(let code):
                return model.receive(.matchSeated(MatchSeating(match: try await hall.snapshot(code).match, seat: nil)))
            case .act(let code, let token, let action):
                return model.receive(.matchChanged(try await hall.act(action, in: code, token: token, as: id)))
            }
        } catch {
            return model.receive(.matchRefused(error))
        }
    }

    /// Reads the match the model shows as the hall holds it now, before a request is handled: the
    /// feed of changes may still be on its way. A polling page's side counts as connected.
    private func refreshMatch(asked: Bool) async {
        guard let hall, let shown = model.shownMatch, let snapshot = try? await hall.snapshot(shown.code) else { return }
        if asked, let sign = shown.sign { await hall.touch(shown.code, sign) }
        model.receive(.matchChanged(snapshot))
    }

    /// Follows the match the model shows (its changes reach the model and the observers at once),
    /// and tells the hall whether a live connection holds this profile's side.
    private func syncMatch() async {
        guard let hall else { return }
        var shown: (code: MatchCode, sign: Player?)?
        if !retired { shown = model.shownMatch }
        if following?.code != shown?.code {
            following?.task.cancel()
            following = shown.map { shown in
                (shown.code, Task { [weak self] in
                    guard let updates = try? await hall.updates(shown.code) else { return }
                    for await snapshot in updates {
                        await self?.answer(.matchChanged(snapshot))
                    }
                })
            }
        }
        let live = observers.isEmpty ? nil : shown.flatMap { shown in shown.sign.map { (shown.code, $0) } }
        if present?.code != live?.0 || present?.sign != live?.1 {
            // Noted before the hall hears it: a call that overlaps this one (an observer leaving
            // while another arrives) sees the change made and does not close the side twice.
            let previous = present
            present = live.map { (code: $0.0, sign: $0.1) }
            if let previous { await hall.connection(previous.code, previous.sign, open: false) }
            if let live { await hall.connection(live.0, live.1, open: true) }
        }
    }

    /// Starts the search on the search threads. A review's searches are not paced: it asks for one
    /// position at a time, each after the last is answered, so it holds one thread at most, as a
    /// game against the computer does; paced, a 60-move review would take half a minute. The
    /// computer's move comes no sooner than the reply pause after it was asked for.
    private func start(_ request: ThinkRequest) {
        let wait = request.purpose == .review ? 0 : searchPace.reserve(at: clock())
        let pause = request.purpose == .move ? replyPause : .zero
        searches[request.id] = Task(executorPreference: threads) { [weak self] in
            let asked = ContinuousClock.now
            if wait > 0 { try? await Task.sleep(for: .milliseconds(wait)) }
            guard !Task.isCancelled else { return }
            let answer = await think(request)
            try? await Task.sleep(until: asked + pause)
            guard !Task.isCancelled else { return }
            await self?.answer(answer)
        }
    }

    /// Sleeps until the model's next wake, if someone observes, then sends the clock and pushes the
    /// state; replaces the wake planned before.
    private func scheduleWake() {
        wake?.cancel()
        wake = nil
        guard !observers.isEmpty, !retired, let due = model.nextWakeAt else { return }
        let delay = max(0, due - clock())
        wake = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(delay))
            guard !Task.isCancelled else { return }
            await self?.wakeUp()
        }
    }

    /// The wake is due: it is no longer planned (so that planning the next one does not cancel the
    /// task that runs this), and the clock reaches the model.
    private func wakeUp() async {
        wake = nil
        await answer(.clock(now: clock()))
    }

    /// Hands the model an event of the host's own and shows the observers what changed, in one job.
    private func answer(_ event: HostEvent) async {
        await serially { host in
            _ = await host.run(asked: false) { $0.receive(event) }
            host.push()
        }
    }

    /// Shows the observers the model's state, unless they were shown it already.
    private func push() {
        guard !observers.isEmpty else { return }
        let state = model.state
        guard state != lastShown else { return }
        lastShown = state
        let shown = withRevision(state)
        for observer in observers.values { observer.yield(shown) }
    }

}
