/// The changes a host owes its store after each step of the model: the step's store effects, the
/// player's place when it moved, the options first for a profile never stored, and whatever an
/// earlier commit that failed left unsaved. The server's hosts and the page's host keep one each.
public struct ChangeLedger: Hashable, Sendable {
    private var unsaved: [StoreChange] = []
    private var storedPlace: Place
    private var isStored: Bool

    /// - Parameters:
    ///   - storedPlace: the place the store holds.
    ///   - isStored: the store holds the profile already.
    public init(storedPlace: Place, isStored: Bool) {
        self.storedPlace = storedPlace
        self.isStored = isStored
    }

    /// What to commit after a step that produced `effects`, in one transaction; empty if nothing changed.
    public func changes(after effects: [AppEffect], of model: AppModel) -> [StoreChange] {
        var changes = unsaved
        for effect in effects {
            if case .store(let change) = effect { changes.append(change) }
        }
        if model.place != storedPlace { changes.append(.place(model.place)) }
        if !isStored, !changes.isEmpty { changes.insert(.options(model.options), at: 0) }
        return changes.coalesced()
    }

    /// The store holds the changes now, and the player's `place`.
    public mutating func committed(place: Place) {
        unsaved = []
        isStored = true
        storedPlace = place
    }

    /// The commit of `changes` failed: they are owed with the next one.
    public mutating func failed(_ changes: [StoreChange]) {
        unsaved = changes
    }

    /// Nothing was owed before this failure (it is the first of a run, worth reporting).
    public var isClear: Bool { unsaved.isEmpty }
}
