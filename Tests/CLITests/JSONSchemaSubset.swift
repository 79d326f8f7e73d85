import DispatchModel
import Foundation

/// A validator for the part of JSON Schema (draft 2020-12) that `Specs/results.schema.json` and
/// `Specs/fixture.schema.json` use: `type` (one or a list), `enum`, `const`, `properties`,
/// `required`, `additionalProperties` (false or a schema), `items`, `prefixItems`, `minItems`,
/// `maxItems`, `uniqueItems`, `minimum`, `maximum`, `minLength`, `maxLength`, `pattern`, `not`,
/// `anyOf`, `oneOf`, `allOf`, `if`/`then`/`else` and `$ref` to `#/$defs/…`. Any other keyword is
/// reported as unsupported, so that a schema can never be more lenient here than it reads.
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
            case ("maximum", .number(let maximum)):
                if case .number(let number) = value, number > maximum { out.append("\(path): \(number) is above \(maximum)") }
            case ("minItems", .number(let bound)):
                if case .array(let elements) = value, Double(elements.count) < bound { out.append("\(path): fewer than \(bound) items") }
            case ("maxItems", .number(let bound)):
                if case .array(let elements) = value, Double(elements.count) > bound { out.append("\(path): more than \(bound) items") }
            case ("uniqueItems", .bool(true)):
                if case .array(let elements) = value,
                    elements.indices.contains(where: { index in elements[..<index].contains(elements[index]) })
                {
                    out.append("\(path): items repeat")
                }
            case ("minLength", .number(let bound)):
                if case .string(let text) = value, Double(text.unicodeScalars.count) < bound {
                    out.append("\(path): shorter than \(bound)")
                }
            case ("maxLength", .number(let bound)):
                if case .string(let text) = value, Double(text.unicodeScalars.count) > bound { out.append("\(path): longer than \(bound)") }
            case ("pattern", .string(let pattern)):
                if case .string(let text) = value,
                    (try? NSRegularExpression(pattern: pattern))?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil
                {
                    out.append("\(path): does not match \(pattern)")
                }
            case ("const", let constant):
                if value != constant { out.append("\(path): is not \(JSONWriter.text(constant))") }
            case ("not", let negated):
                if problems(value, negated, at: path).isEmpty { out.append("\(path): matches a schema it must not") }
            case ("anyOf", .array(let options)):
                if !options.contains(where: { problems(value, $0, at: path).isEmpty }) { out.append("\(path): matches none of anyOf") }
            case ("oneOf", .array(let options)):
                let matching = options.filter { problems(value, $0, at: path).isEmpty }.count
                if matching != 1 { out.append("\(path): matches \(matching) of oneOf, not exactly one") }
            case ("allOf", .array(let parts)):
                for part in parts { out += problems(value, part, at: path) }
            case ("if", let condition):
                let branch = problems(value, condition, at: path).isEmpty ? (schema ?? root)["then"] : (schema ?? root)["else"]
                if let branch { out += problems(value, branch, at: path) }
            case ("then", _), ("else", _):
                continue
            case ("prefixItems", .array(let prefix)):
                guard case .array(let elements) = value else { continue }
                for (index, element) in elements.prefix(prefix.count).enumerated() {
                    out += problems(element, prefix[index], at: "\(path)[\(index)]")
                }
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
            case ("additionalProperties", let additional):
                guard case .object(let members) = value else { continue }
                var properties: [JSONMember] = []
                if case .object(let declared)? = (schema ?? root)["properties"] { properties = declared }
                for member in members where !properties.contains(where: { $0.key == member.key }) {
                    if additional == .bool(false) {
                        out.append("\(path): unexpected key \(member.key)")
                    } else if additional != .bool(true) {
                        out += problems(member.value, additional, at: "\(path).\(member.key)")
                    }
                }
            case ("items", let itemSchema):
                guard case .array(let elements) = value else { continue }
                var skipped = 0
                if case .array(let prefix)? = (schema ?? root)["prefixItems"] { skipped = prefix.count }
                for (index, element) in elements.enumerated().dropFirst(skipped) {
                    if itemSchema == .bool(false) {
                        out.append("\(path)[\(index)]: no item allowed here")
                    } else {
                        out += problems(element, itemSchema, at: "\(path)[\(index)]")
                    }
                }
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
