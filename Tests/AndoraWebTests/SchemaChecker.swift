/// Checks a JSON value against an OpenAPI schema: types, enums, required fields, nested objects,
/// arrays, `$ref` and `oneOf` — the parts our document uses.
struct SchemaChecker {
    let document: JSONValue

    /// What does not match, by JSON path; empty when the value fits.
    func problems(_ value: JSONValue, against schema: JSONValue, at path: String = "$") -> [String] {
        if let reference = schema["$ref"]?.string {
            return problems(value, against: resolve(reference), at: path)
        }
        if let branches = schema["oneOf"]?.array {
            let fitting = branches.filter { problems(value, against: $0, at: path).isEmpty }
            return fitting.count == 1 ? [] : ["\(path): fits \(fitting.count) of the oneOf schemas"]
        }
        if let allowed = schema["enum"]?.array, !allowed.contains(value) {
            return ["\(path): \(value) is not one of \(allowed)"]
        }
        switch (schema["type"]?.string, value) {
        case ("object", .object(let object)):
            let required = schema["required"]?.array?.compactMap(\.string) ?? []
            let missing = required.filter { object[$0] == nil }.map { "\(path).\($0): missing" }
            let properties = schema["properties"]?.object ?? [:]
            return missing + object.flatMap { key, child in
                properties[key].map { problems(child, against: $0, at: "\(path).\(key)") } ?? []
            }
        case ("array", .array(let array)):
            let items = schema["items"] ?? .object([:])
            return array.enumerated().flatMap { problems($1, against: items, at: "\(path)[\($0)]") }
        case ("string", .string), ("integer", .integer), ("number", .integer), ("number", .number), ("boolean", .bool),
             ("null", .null), (nil, _):
            return []
        case (let type?, _):
            return ["\(path): \(value) is not of type \(type)"]
        }
    }

    func schema(named name: String) -> JSONValue {
        resolve("#/components/schemas/\(name)")
    }

    private func resolve(_ reference: String) -> JSONValue {
        reference.dropFirst(2).split(separator: "/").reduce(document) { node, key in node[String(key)] ?? .null }
    }
}
