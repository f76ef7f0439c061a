import Foundation
import Glibc
import Testing

/// A plain TCP connection to the server under test, for what no HTTP client sends: a foreign `Host`,
/// bytes that are not HTTP, a request that stops half-way. Waiting blocks a thread of its own, never
/// one of the few that run the server's tasks (on Linux `DispatchQueue.global()` shares them).
final class RawConnection: Sendable {
    /// One answer, read up to the server's closing of the connection.
    struct Answer {
        var status: Int
        /// By lowercased name.
        var headers: [String: String]
        var body: Data
        var error: String? { (try? JSONDecoder().decode([String: String].self, from: body))?["error"] }
    }

    private let descriptor: Int32

    /// Connects to `localhost`, whichever of its addresses the server listens on.
    init(port: Int) throws {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var addresses: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo("localhost", String(port), &hints, &addresses) == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        defer { freeaddrinfo(addresses) }
        var next = addresses
        while let address = next?.pointee {
            let descriptor = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
            if Glibc.connect(descriptor, address.ai_addr, address.ai_addrlen) == 0 {
                self.descriptor = descriptor
                return
            }
            close(descriptor)
            next = address.ai_next
        }
        throw POSIXError(.ECONNREFUSED)
    }

    deinit {
        close(descriptor)
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Whether the server closed the connection within `timeout` (what it sent before is dropped).
    func isClosed(within timeout: Duration) async -> Bool {
        await readUntilClosed(within: timeout) != nil
    }

    /// Everything the server sent until it closed the connection, or nil if it did not close it in time.
    func readUntilClosed(within timeout: Duration = .seconds(30)) async -> Data? {
        await read(within: timeout) { _ in false }
    }

    /// What the server sent until `enough` holds for it or the server closed the connection; nil if
    /// neither happened in time.
    func read(within timeout: Duration = .seconds(30), until enough: @escaping @Sendable (Data) -> Bool) async -> Data? {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: self.blockingRead(within: timeout, until: enough)) }.start()
        }
    }

    private func blockingRead(within timeout: Duration, until enough: (Data) -> Bool) -> Data? {
        let deadline = ContinuousClock.now + timeout
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while ContinuousClock.now < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let left = deadline - ContinuousClock.now
            let milliseconds = Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            guard poll(&poller, 1, max(milliseconds, 1)) > 0 else { continue }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 {
                return received
            }
            received.append(contentsOf: buffer[..<count])
            if enough(received) {
                return received
            }
        }
        return nil
    }

    /// Sends a whole request (it should say `Connection: close`) and reads the answer.
    func exchange(_ request: String) async throws -> Answer {
        send(request)
        let data = try #require(await readUntilClosed())
        let separator = try #require(data.range(of: Data("\r\n\r\n".utf8)))
        let lines = String(decoding: data[..<separator.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let status = try #require(Int(lines[0].split(separator: " ")[1]))
        var headers = [String: String]()
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        return Answer(status: status, headers: headers, body: data[separator.upperBound...])
    }
}
