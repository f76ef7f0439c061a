import AndoraModel
import Foundation
import Hummingbird

/// JSON responses of the API: never cached, since every answer is one session's current state.
enum JSONResponse {
    /// A value in its one wire form (the form the page's WebAssembly model writes too).
    static func make(wire value: some WireEncodable, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: value.json)))
    }
}
