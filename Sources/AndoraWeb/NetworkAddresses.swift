import NIOCore

/// This machine's addresses on its local networks, for `andora serve --lan`.
public enum NetworkAddresses {
    /// The IPv4 addresses of the network interfaces other than loopback, in interface order;
    /// empty when the machine is on no network (or its interfaces cannot be read).
    public static func current() -> [String] {
        let devices = (try? System.enumerateDevices()) ?? []
        var seen: [String] = []
        for device in devices {
            guard case .v4? = device.address, let ip = device.address?.ipAddress, !ip.hasPrefix("127."),
                  !seen.contains(ip) else { continue }
            seen.append(ip)
        }
        return seen
    }
}
