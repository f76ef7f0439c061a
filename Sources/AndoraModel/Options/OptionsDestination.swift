/// The options screen (R4): the draft the player edits, and whether Back is asking what becomes of
/// its changes.
struct OptionsDestination: Hashable, Sendable {
    var draft: Options
    /// Back was pressed on a changed draft: ask whether to save the changes or drop them.
    var confirmingDiscard = false
}
