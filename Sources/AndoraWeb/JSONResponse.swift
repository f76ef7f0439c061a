import AndoraModel
import Foundation
import Hummingbird

/// JSON responses of the API: never cached, since every answer is one session's current state.
enum JSONResponse {
    static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        response(ByteBuffer(bytes: try JSONEncoder().encode(value)), status: status)
    }

    /// A value of the app model in its one wire form (the form the page's WebAssembly model writes too).
    static func make(wire value: some WireEncodable, status: HTTPResponse.Status = .ok) -> Response {
        response(ByteBuffer(string: value.json), status: status)
    }

    private static func response(_ body: ByteBuffer, status: HTTPResponse.Status) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: body))
    }
}
