import Foundation
import Hummingbird
import NIOCore

/// Checks a request's body against the OpenAPI document before the handler sees it:
/// - `Content-Type` must be exactly `application/json` (parameters allowed), else 415;
/// - at most the route's limit in bytes (``APIController/bodyLimit(of:)``), else 413;
/// - a JSON body that names a documented variant (`{"type": "setClassicSize", …}`) must fit that
///   variant's schema — ranges, patterns, item counts — else 422, so the server holds to every range the
///   document states (an intent's field named, with the intent; on the backup routes, not a backup). Bodies
///   that are not JSON, or name no documented variant, go on to the handler, which says what is
///   wrong with them.
///
/// Used on the API's routes only (GET and HEAD carry no body).
struct RequestBodyMiddleware<Context: RequestContext>: RouterMiddleware {
    private let checker: SchemaChecker
    /// The request body's schema by `METHOD /path`.
    private let schemas: [String: SchemaValue]
    init(document: SchemaValue) {
        checker = SchemaChecker(document: document)
        var schemas = [String: SchemaValue]()
        for (path, operations) in document["paths"]?.object ?? [:] {
            for (method, operation) in operations.object ?? [:] {
                schemas["\(method.uppercased()) \(path)"] = operation["requestBody"]?["content"]?["application/json"]?["schema"]
            }
        }
        self.schemas = schemas
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method != .get, request.method != .head else { return try await next(request, context) }
        guard Self.isJSON(request.headers[.contentType]) else { throw APIProblem(.notJSON, language: request.browserLanguage) }
        var request = request
        let limit = APIController.bodyLimit(of: context.endpointPath ?? "")
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw APIProblem(.tooLarge(limit: limit), language: request.browserLanguage)
        }
        // The route's own path: `/api/intent/` is the same route as `/api/intent`.
        let schema = schemas["\(request.method.rawValue) \(context.endpointPath ?? "")"]
        if let schema, let value = try? SchemaValue(Data(buffer: body)), let variant = checker.variant(of: value, in: schema),
           let problem = checker.problems(value, against: variant).first {
            guard context.endpointPath == "/api/intent" else { throw APIProblem(.invalidBackup, language: request.browserLanguage) }
            throw APIProblem(Self.intentProblem(problem, type: value["type"]?.string), language: request.browserLanguage)
        }
        return try await next(request, context)
    }

    /// The refusal of an intent for a schema problem (`$.cell: … does not match …`): its field and type named.
    static func intentProblem(_ problem: String, type: String?) -> APIProblem.Kind {
        let path = problem.prefix { $0 != ":" }
        guard let type, path.hasPrefix("$."), path.count > 2 else { return .unknownIntent }
        return .invalidIntentField(field: String(path.dropFirst(2)), type: type)
    }

    /// Whether a `Content-Type` is `application/json`, with or without parameters (`; charset=utf-8`).
    static func isJSON(_ contentType: String?) -> Bool {
        let mediaType = contentType?.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first
        return mediaType?.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }
}
