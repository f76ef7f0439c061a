import Synchronization

/// How many live sockets one browser (a profile's cookie) and one client address may hold open at
/// once: enough for a player's tabs and a household behind one address, not for one client to hold
/// the server's connections.
final class SocketAllowance: Sendable {
    /// Open sockets one profile may hold: one per tab.
    let perBrowser: Int
    /// Open sockets one client address may hold.
    let perAddress: Int
    private let open = Mutex((byBrowser: [String: Int](), byAddress: [String: Int]()))

    init(perBrowser: Int = 8, perAddress: Int = 64) {
        self.perBrowser = perBrowser
        self.perAddress = perAddress
    }

    /// Takes a socket for the browser at the address; false (and nothing taken) beyond either allowance.
    func take(browser: String, address: String) -> Bool {
        open.withLock { open in
            guard open.byBrowser[browser, default: 0] < perBrowser, open.byAddress[address, default: 0] < perAddress else {
                return false
            }
            open.byBrowser[browser, default: 0] += 1
            open.byAddress[address, default: 0] += 1
            return true
        }
    }

    /// Gives back a socket taken with ``take(browser:address:)``.
    func give(browser: String, address: String) {
        open.withLock { open in
            open.byBrowser[browser] = open.byBrowser[browser].flatMap { $0 > 1 ? $0 - 1 : nil }
            open.byAddress[address] = open.byAddress[address].flatMap { $0 > 1 ? $0 - 1 : nil }
        }
    }
}
