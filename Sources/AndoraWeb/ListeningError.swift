/// Why the server cannot listen where it was told to, said so that the player knows what to do.
public enum ListeningError: Error, CustomStringConvertible, Equatable {
    case portInUse(host: String, port: Int)
    case notThisMachine(host: String)
    case notAllowed(host: String, port: Int)
    case unknownHost(String)
    case other(host: String, port: Int, reason: String)

    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            "Cannot listen on \(host):\(port): another program uses that port. Stop it, or choose another with --port (0 picks a free one)."
        case .notThisMachine(let host):
            "Cannot listen on \(host): it is not an address of this machine. Leave out --host, or use --lan for every network."
        case .notAllowed(let host, let port):
            "Cannot listen on \(host):\(port): this user may not use that port. Choose one above 1023 with --port."
        case .unknownHost(let host):
            "Cannot listen on \(host): no address has that name. Give an IP address or a name this machine resolves."
        case .other(let host, let port, let reason):
            "Cannot listen on \(host):\(port): \(reason)."
        }
    }
}
