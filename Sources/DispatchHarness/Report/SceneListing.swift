import DispatchModel
import Foundation

/// Every key of a fixture's scene — windows, views, controllers, recognizers and their delegates,
/// controls, scroll views, `sendEvent` overrides, the application — with the value the engine is
/// given, and each value the fixture does not write marked as a default (`explain`, the site's
/// fixture pages).
///
/// The values come from `Scenario.jsonValue` (every key written out, as engines receive it); a key
/// is *set* when the fixture's own `scene` object writes it, and a *default* otherwise. An object
/// or list the fixture writes in a short form (a `touches` behaviour for all four phases at once) is
/// set as a whole.
public struct SceneListing: Sendable {
    /// One line of the listing.
    public struct Line: Sendable, Equatable {
        /// The nesting depth, from 0.
        public var depth: Int
        /// The text: `key: value`, a heading (`view "A"`), or `defaults: key value, …`.
        public var text: String
        /// Whether the line lists values the fixture does not write.
        public var isDefault: Bool

        /// Creates a line.
        public init(depth: Int, text: String, isDefault: Bool) {
            self.depth = depth
            self.text = text
            self.isDefault = isDefault
        }
    }

    /// The lines, in the order of the scene's JSON.
    public let lines: [Line]

    /// Lists `scenario`'s scene; `written` is the `scene` object of the fixture file (nil: what
    /// ``CompactScenarioJSON`` leaves, the members that differ from their defaults).
    public init(scenario: Scenario, written: JSONValue?) {
        let full = scenario.jsonValue["scene"] ?? .object([])
        var lines: [Line] = []
        Self.list(full, written: written ?? CompactScenarioJSON.json(of: scenario).scene, depth: 0, into: &lines)
        self.lines = lines
    }

    /// The `scene` object of the fixture file at `relativePath` below `root`; nil when it cannot
    /// be read.
    public static func writtenScene(root: String, relativePath: String) -> JSONValue? {
        let path = (root as NSString).appendingPathComponent(relativePath)
        guard let data = FileManager.default.contents(atPath: path), let document = try? JSONParser.parse(Array(data)) else { return nil }
        return document["scene"]
    }

    /// The listing as text, two spaces per level after `indent`; defaults lines end with
    /// `(defaults)` rather than being told apart by colour.
    public func text(indent: String = "  ") -> [String] {
        lines.map { indent + String(repeating: "  ", count: $0.depth) + $0.text }
    }

    /// The members of `full` but those in `skipping` (a list element's heading shows them), set
    /// ones one per line (objects and lists of objects as nested blocks), then one line of the
    /// defaults.
    private static func list(_ full: JSONValue, written: JSONValue?, depth: Int, skipping: Set<String> = [], into lines: inout [Line]) {
        guard case .object(let members) = full else { return }
        var defaults: [String] = []
        for member in members where !skipping.contains(member.key) {
            let writtenValue = written?[member.key]
            guard let writtenValue else {
                defaults.append("\(member.key) \(compact(member.value))")
                continue
            }
            // A short form (a string for all four phases) sets the whole of the full value.
            let sameShape =
                switch (member.value, writtenValue) {
                case (.object, .object), (.array, .array): true
                default: false
                }
            let given = sameShape ? writtenValue : member.value
            switch member.value {
            case .array(let elements) where elements.contains(where: isObject):
                lines.append(Line(depth: depth, text: "\(member.key):", isDefault: false))
                for (index, element) in elements.enumerated() {
                    lines.append(Line(depth: depth + 1, text: heading(element, index: index), isDefault: false))
                    list(element, written: given[index], depth: depth + 2, skipping: ["id", "kind"], into: &lines)
                }
            case .object(let inner)
            where inner.contains(where: { isObject($0.value) || $0.value.isList }) || sameShape && given != member.value:
                lines.append(Line(depth: depth, text: "\(member.key):", isDefault: false))
                list(member.value, written: given, depth: depth + 1, into: &lines)
            default:
                lines.append(Line(depth: depth, text: "\(member.key): \(compact(member.value))", isDefault: false))
            }
        }
        if !defaults.isEmpty {
            lines.append(Line(depth: depth, text: "defaults: " + defaults.joined(separator: ", "), isDefault: true))
        }
    }

    /// A list element's heading: its `id` (and `kind`) when it has one, else its position.
    private static func heading(_ element: JSONValue, index: Int) -> String {
        switch (element["id"], element["kind"]) {
        case (.string(let id)?, .string(let kind)?): "- \(kind) \"\(id)\""
        case (.string(let id)?, _): "- \"\(id)\""
        default: "- [\(index)]"
        }
    }

    private static func isObject(_ value: JSONValue) -> Bool {
        if case .object = value { return true }
        return false
    }

    /// A value in short text: strings unquoted, lists as `[a, b]`, objects as `{key value, …}`, or
    /// `{all value}` when every member has the same scalar value (a `touches` behaviour).
    static func compact(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .array(let elements): return "[" + elements.map(compact).joined(separator: ", ") + "]"
        case .object(let members):
            if members.count > 1, let first = members.first?.value, !isObject(first), !first.isList,
                members.allSatisfy({ $0.value == first })
            {
                return "{all \(compact(first))}"
            }
            return "{" + members.map { "\($0.key) \(compact($0.value))" }.joined(separator: ", ") + "}"
        case .null, .bool, .number: return JSONWriter.text(value)
        }
    }
}

extension JSONValue {
    /// Whether the value is an array.
    fileprivate var isList: Bool {
        if case .array = self { return true }
        return false
    }
}
