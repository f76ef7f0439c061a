import AndoraCore
import AndoraModel
import Foundation

/// The sides of a match that devices connected to one server hold (a live socket, or a poll
/// within ``MatchHall``'s window), as that server tells the others sharing its store.
public struct MatchPresence: Hashable, Sendable {
    public var code: MatchCode
    /// The server that tells: each ``MatchHall`` names itself at random when it starts.
    public var server: UUID
    public var sides: Set<Player>

    public init(code: MatchCode, server: UUID, sides: Set<Player>) {
        self.code = code
        self.server = server
        self.sides = sides
    }
}
