import DispatchModel

/// Rewrites a format-1 fixture file as format 2 in place, byte for byte except for what changed
/// (`Specs/DECISIONS.md`, "Format 2"):
///
/// - `formatVersion` 1 becomes 2;
/// - an expectation's `trace` becomes `exact` (the same assertion: the whole filtered trace, in
///   order, every line at its time);
/// - a provenance `ref` naming a seed article's file (`seeds/002_….txt`) becomes its source id
///   (`SEED-002`), which resolves inside the repository;
/// - `absent` lines beside a `trace` are dropped: with the same filter, the exact trace already
///   says that nothing else occurs, and format 2 keeps `exact` alone in its expectation;
/// - a scroll or table view's `scrollableAxes` becomes the `contentSize` that gives those axes: twice
///   the bounds along a scrollable axis, the bounds along another (format 1's default, both axes,
///   gets a `contentSize` twice the bounds).
public enum FormatMigration {
    /// The outcome for one file.
    public enum Outcome: Sendable, Equatable {
        /// The file was format 1 and is rewritten.
        case migrated(text: [UInt8], changes: [String])
        /// The file is already format 2.
        case alreadyCurrent
        /// The file cannot be migrated automatically.
        case failed(String)
    }

    /// Migrates one file's bytes.
    public static func migrate(_ bytes: [UInt8]) -> Outcome {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            return .failed("not valid JSON: \(error)")
        }
        guard case .number(let version)? = document["formatVersion"] else { return .failed("no formatVersion") }
        if version == Double(Fixture.formatVersion) { return .alreadyCurrent }
        guard version == 1 else { return .failed("formatVersion \(NumberFormat.text(version)) is not 1") }
        guard let spans = JSONSpans(bytes) else { return .failed("the text could not be scanned") }
        var edits: [(range: Range<Int>, text: String)] = []
        var changes: [String] = []
        let membersByObject = Dictionary(grouping: spans.members, by: \.objectPath)
        for member in spans.members {
            switch (member.key, member.objectPath.components.count) {
            case ("formatVersion", 0):
                edits.append((member.valueRange, "2"))
            case ("trace", 2) where member.objectPath.components.first == .key("expectations"):
                edits.append((member.keyRange, "\"exact\""))
                changes.append("\(member.objectPath).trace → exact")
            case ("absent", 2) where member.objectPath.components.first == .key("expectations"):
                let siblings = membersByObject[member.objectPath] ?? []
                guard siblings.contains(where: { $0.key == "trace" }), let index = siblings.firstIndex(where: { $0.key == "absent" })
                else { continue }
                let range =
                    index > 0
                    ? siblings[index - 1].valueRange.upperBound..<member.valueRange.upperBound
                    : member.keyRange
                        .lowerBound..<(index + 1 < siblings.count ? siblings[index + 1].keyRange.lowerBound : member.valueRange.upperBound)
                edits.append((range, ""))
                changes.append("\(member.objectPath).absent dropped (the exact trace already excludes its lines)")
            case ("ref", _) where member.objectPath.components.first == .key("provenance"):
                let text = String(decoding: bytes[member.valueRange], as: UTF8.self)
                if let source = seedSource(text) {
                    edits.append((member.valueRange, "\"\(source)\""))
                    changes.append("\(member.objectPath).ref → \(source)")
                }
            case ("kind", _):
                let text = String(decoding: bytes[member.valueRange], as: UTF8.self)
                guard text == "\"scrollView\"" || text == "\"tableView\"", let object = value(at: member.objectPath, in: document),
                    let siblings = membersByObject[member.objectPath]
                else { continue }
                guard let edit = contentSizeEdit(for: object, siblings: siblings, bytes: bytes) else {
                    return .failed("\(member.objectPath): a scroll view without a valid frame or id")
                }
                edits.append(edit)
                changes.append("\(member.objectPath): contentSize \(edit.text.split(separator: "[").last.map { "[" + $0 } ?? "")")
            default:
                continue
            }
        }
        var text = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            text.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return .migrated(text: text, changes: changes)
    }

    /// `SEED-00N` for the quoted file name of a seed article, else nil.
    static func seedSource(_ quoted: String) -> String? {
        let prefix = "\"seeds/"
        guard quoted.hasPrefix(prefix), quoted.hasSuffix(".txt\""), quoted.count > prefix.count + 3 else { return nil }
        let number = quoted.dropFirst(prefix.count).prefix(3)
        guard number.allSatisfy(\.isNumber) else { return nil }
        return "SEED-\(number)"
    }

    /// The value at `path` of `document`.
    static func value(at path: JSONPath, in document: JSONValue) -> JSONValue? {
        var current = document
        for component in path.components {
            switch (component, current) {
            case (.key(let key), .object): guard let next = current[key] else { return nil }; current = next
            case (.index(let index), .array(let elements)) where elements.indices.contains(index): current = elements[index]
            default: return nil
            }
        }
        return current
    }

    /// The edit that gives a scroll view its `contentSize`: replacing `scrollableAxes`, or added
    /// after its `id` in the layout of the object.
    static func contentSizeEdit(for view: JSONValue, siblings: [JSONSpans.Member], bytes: [UInt8]) -> (range: Range<Int>, text: String)? {
        guard case .array(let frame)? = view["frame"], frame.count == 4, case .number(let width) = frame[2],
            case .number(let height) = frame[3]
        else { return nil }
        var axes: Set<String> = ["horizontal", "vertical"]
        if case .array(let listed)? = view["scrollableAxes"] {
            axes = Set(listed.compactMap { if case .string(let axis) = $0 { axis } else { nil } })
        }
        let size =
            "\"contentSize\": [\(NumberFormat.text(axes.contains("horizontal") ? width * 2 : width)), \(NumberFormat.text(axes.contains("vertical") ? height * 2 : height))]"
        if let old = siblings.first(where: { $0.key == "scrollableAxes" }) {
            return (old.keyRange.lowerBound..<old.valueRange.upperBound, size)
        }
        guard let id = siblings.first(where: { $0.key == "id" }) else { return nil }
        var cursor = id.valueRange.upperBound
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") { cursor += 1 }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\n") {
            var indentEnd = cursor + 1
            while indentEnd < bytes.count, bytes[indentEnd] == UInt8(ascii: " ") { indentEnd += 1 }
            let indent = String(repeating: " ", count: indentEnd - cursor - 1)
            return (id.valueRange.upperBound..<id.valueRange.upperBound, ",\n\(indent)\(size)")
        }
        return (id.valueRange.upperBound..<id.valueRange.upperBound, ", \(size)")
    }
}
