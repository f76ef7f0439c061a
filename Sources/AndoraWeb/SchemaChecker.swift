import Foundation

/// Checks a JSON value against an OpenAPI schema: types, enums, required fields, nested objects,
/// arrays and their lengths, number ranges, string lengths and patterns, `nullable`, `$ref` and
/// `oneOf` — the parts our document uses. The server checks request bodies with it, the tests
/// check answers.
struct SchemaChecker: Sendable {
    let document: SchemaValue
    /// Whether a field the schema does not name is a problem: the tests check the model's answers
    /// so, to find a field missing from the document; request bodies are not held to it.
    var rejectsUndocumentedFields = false

    /// What does not match, by JSON path; empty when the value fits.
    func problems(_ value: SchemaValue, against schema: SchemaValue, at path: String = "$") -> [String] {
        if let reference = schema["$ref"]?.string {
            return problems(value, against: resolve(reference), at: path)
        }
        if value == .null, schema["nullable"] == .bool(true) {
            return []
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
                guard let property = properties[key] else {
                    return rejectsUndocumentedFields && schema["properties"] != nil ? ["\(path).\(key): not documented"] : []
                }
                return problems(child, against: property, at: "\(path).\(key)")
            }
        case ("array", .array(let array)):
            let items = schema["items"] ?? .object([:])
            return lengthProblems(array.count, schema, "Items", at: path)
                + array.enumerated().flatMap { problems($1, against: items, at: "\(path)[\($0)]") }
        case ("integer", .integer(let number)), ("number", .integer(let number)):
            return rangeProblems(Double(number), schema, at: path)
        case ("number", .number(let number)):
            return rangeProblems(number, schema, at: path)
        case ("integer", .number(let number)) where number.isFinite && number == number.rounded():
            // A whole number too large for 64 bits is still an integer to JSON Schema.
            return rangeProblems(number, schema, at: path)
        case ("string", .string(let string)):
            return lengthProblems(string.unicodeScalars.count, schema, "Length", at: path)
                + patternProblems(string, schema, at: path)
        case ("boolean", .bool), ("null", .null), (nil, _):
            return []
        case (let type?, _):
            return ["\(path): \(value) is not of type \(type)"]
        }
    }

    /// The branch of a `oneOf` with a discriminator that the value names (`{"type": "tapCell"}` names
    /// the `tapCell` schema); the schema itself when it has no discriminator; nil when it names none.
    func variant(of value: SchemaValue, in schema: SchemaValue) -> SchemaValue? {
        let schema = schema["$ref"]?.string.map(resolve) ?? schema
        guard let property = schema["discriminator"]?["propertyName"]?.string, let branches = schema["oneOf"]?.array else {
            return schema
        }
        guard let name = value[property] else { return nil }
        return branches.first { branch in
            let names = (branch["$ref"]?.string.map(resolve) ?? branch)["properties"]?[property]?["enum"]?.array
            return names?.contains(name) == true
        }
    }

    func schema(named name: String) -> SchemaValue {
        resolve("#/components/schemas/\(name)")
    }

    private func resolve(_ reference: String) -> SchemaValue {
        reference.dropFirst(2).split(separator: "/").reduce(document) { node, key in node[String(key)] ?? .null }
    }

    /// `minItems`/`maxItems` of an array (`unit` "Items"), `minLength`/`maxLength` of a string ("Length",
    /// in Unicode scalars as JSON Schema counts them).
    private func lengthProblems(_ count: Int, _ schema: SchemaValue, _ unit: String, at path: String) -> [String] {
        let fewest = schema["min" + unit]?.number ?? 0
        let most = schema["max" + unit]?.number ?? .infinity
        return (fewest...most).contains(Double(count)) ? [] : ["\(path): length \(count), not \(fewest)...\(most)"]
    }

    private func rangeProblems(_ number: Double, _ schema: SchemaValue, at path: String) -> [String] {
        let lowest = schema["minimum"]?.number ?? -.infinity
        let highest = schema["maximum"]?.number ?? .infinity
        return number.isFinite && (lowest...highest).contains(number) ? [] : ["\(path): \(number) is not in \(lowest)...\(highest)"]
    }

    private func patternProblems(_ string: String, _ schema: SchemaValue, at path: String) -> [String] {
        guard let pattern = schema["pattern"]?.string, string.range(of: pattern, options: .regularExpression) == nil else {
            return []
        }
        return ["\(path): \(string) does not match \(pattern)"]
    }
}
