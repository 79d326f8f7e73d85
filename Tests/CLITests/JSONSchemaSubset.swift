import DispatchModel

/// A validator for the part of JSON Schema (draft 2020-12) that `Specs/results.schema.json` uses:
/// `type` (one or a list), `enum`, `properties`, `required`, `additionalProperties: false`,
/// `items`, `minimum` and `$ref` to `#/$defs/…`. Any other keyword is reported as unsupported, so
/// that a schema can never be more lenient here than it reads.
struct JSONSchemaSubset {
    /// The whole schema, for `$ref`.
    let root: JSONValue

    /// Keywords that only document.
    static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description"]

    /// Every way `value` breaks `schema`, each as `path: problem`; empty when it conforms.
    func problems(_ value: JSONValue, _ schema: JSONValue? = nil, at path: String = "$") -> [String] {
        guard case .object(let keywords) = schema ?? root else { return ["\(path): the schema is not an object"] }
        var out: [String] = []
        for keyword in keywords {
            switch (keyword.key, keyword.value) {
            case ("$ref", .string(let reference)):
                let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
                guard reference.hasPrefix("#/$defs/"), let target = root["$defs"]?[name] else {
                    out.append("\(path): unresolvable $ref \(reference)")
                    continue
                }
                out += problems(value, target, at: path)
            case ("type", let types):
                let names: [String]
                switch types {
                case .string(let one): names = [one]
                case .array(let many): names = many.compactMap { if case .string(let name) = $0 { name } else { nil } }
                default: names = []
                }
                if !names.contains(where: { Self.has(value, type: $0) }) {
                    out.append("\(path): expected \(names.joined(separator: " or "))")
                }
            case ("enum", .array(let allowed)):
                if !allowed.contains(value) {
                    out.append("\(path): \(JSONWriter.text(value)) is not one of \(JSONWriter.text(.array(allowed)))")
                }
            case ("minimum", .number(let minimum)):
                if case .number(let number) = value, number < minimum { out.append("\(path): \(number) is below \(minimum)") }
            case ("required", .array(let keys)):
                guard case .object = value else { continue }
                for case .string(let key) in keys where value[key] == nil { out.append("\(path): missing \(key)") }
            case ("properties", .object(let properties)):
                guard case .object(let members) = value else { continue }
                for member in members {
                    if let property = properties.first(where: { $0.key == member.key }) {
                        out += problems(member.value, property.value, at: "\(path).\(member.key)")
                    }
                }
            case ("additionalProperties", .bool(false)):
                guard case .object(let members) = value, case .object(let properties)? = (schema ?? root)["properties"] else { continue }
                for member in members where !properties.contains(where: { $0.key == member.key }) {
                    out.append("\(path): unexpected key \(member.key)")
                }
            case ("items", let itemSchema):
                guard case .array(let elements) = value else { continue }
                for (index, element) in elements.enumerated() { out += problems(element, itemSchema, at: "\(path)[\(index)]") }
            case (let name, _) where Self.annotations.contains(name):
                continue
            case (let name, _):
                out.append("\(path): the schema uses \(name), which this validator does not support")
            }
        }
        return out
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }
}
