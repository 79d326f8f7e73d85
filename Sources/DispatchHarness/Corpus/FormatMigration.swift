import DispatchModel

/// Rewrites a fixture file of an older format as the current one in place, byte for byte except
/// for what changed (`Specs/DECISIONS.md`, "Format 2" and "Format 3"). Format 1 becomes 2:
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
///
/// Format 2 becomes 3: `formatVersion` 3, and each expectation without `rules` gets the fixture's
/// whole `rules` list as its first member. With one expectation that is the only valid answer;
/// with several it is a start that the author narrows to the rules each expectation checks, and
/// the change says so.
///
/// Format 3 becomes 4: `formatVersion` 4 and nothing else, since format 4 only adds the optional
/// `ios` range (a fixture without one holds for every version the corpus covers).
public enum FormatMigration {
    /// The outcome for one file.
    public enum Outcome: Sendable, Equatable {
        /// The file was of an older format and is rewritten.
        case migrated(text: [UInt8], changes: [String])
        /// The file is already of the current format.
        case alreadyCurrent
        /// The file cannot be migrated automatically.
        case failed(String)
    }

    /// Migrates one file's bytes to ``Fixture/formatVersion``.
    public static func migrate(_ bytes: [UInt8]) -> Outcome {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            return .failed("not valid JSON: \(error)")
        }
        guard case .number(let version)? = document["formatVersion"] else { return .failed("no formatVersion") }
        if version == Double(Fixture.formatVersion) { return .alreadyCurrent }
        var text = bytes
        var changes: [String] = []
        switch version {
        case 1:
            guard let two = migrateOneToTwo(bytes, document) else { return .failed("the text could not be scanned") }
            if case .failed(let reason) = two { return .failed(reason) }
            guard case .migrated(let twoText, let twoChanges) = two else { return .failed("format 1 was not rewritten") }
            text = twoText
            changes = twoChanges
        case 2, 3:
            break
        default:
            return .failed("formatVersion \(NumberFormat.text(version)) is not 1, 2 or 3")
        }
        if version < 3 {
            switch migrateTwoToThree(text) {
            case .migrated(let threeText, let threeChanges):
                text = threeText
                changes += threeChanges
            case .failed(let reason): return .failed(reason)
            case .alreadyCurrent: return .failed("format 2 was not rewritten")
            }
        }
        guard let four = settingFormatVersion(text, to: 4) else { return .failed("the text could not be scanned") }
        return .migrated(text: four, changes: changes + ["formatVersion → 4"])
    }

    /// The text with its top-level `formatVersion` set to `version`, byte for byte otherwise.
    static func settingFormatVersion(_ bytes: [UInt8], to version: Int) -> [UInt8]? {
        guard let spans = JSONSpans(bytes),
            let member = spans.members.first(where: { $0.key == "formatVersion" && $0.objectPath.components.isEmpty })
        else { return nil }
        var text = bytes
        text.replaceSubrange(member.valueRange, with: Array(String(version).utf8))
        return text
    }

    /// Format 2 → 3: `formatVersion` 3, and `rules` added to each expectation that lacks it.
    /// (``migrate(_:)`` then sets format 4.)
    static func migrateTwoToThree(_ bytes: [UInt8]) -> Outcome {
        guard let document = try? JSONParser.parse(bytes), let spans = JSONSpans(bytes) else {
            return .failed("the text could not be scanned")
        }
        guard case .array(let listed)? = document["rules"] else { return .failed("no \"rules\" list to give the expectations") }
        let rules = listed.compactMap { if case .string(let id) = $0 { id } else { nil } }
        guard rules.count == listed.count, !rules.isEmpty else { return .failed("\"rules\" is not a list of rule ids") }
        let expectationCount = if case .array(let expectations)? = document["expectations"] { expectations.count } else { 0 }
        let quoted = "[" + rules.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        var edits: [(range: Range<Int>, text: String)] = []
        var changes: [String] = []
        for member in spans.members where member.key == "formatVersion" && member.objectPath.components.isEmpty {
            edits.append((member.valueRange, "3"))
        }
        let byExpectation = Dictionary(
            grouping: spans.members.filter {
                $0.objectPath.components.count == 2 && $0.objectPath.components.first == .key("expectations")
            },
            by: \.objectPath)
        let inOrder = byExpectation.sorted { lhs, rhs in
            (lhs.value.map(\.keyRange.lowerBound).min() ?? 0) < (rhs.value.map(\.keyRange.lowerBound).min() ?? 0)
        }
        for (objectPath, members) in inOrder {
            guard !members.contains(where: { $0.key == "rules" }),
                let first = members.min(by: { $0.keyRange.lowerBound < $1.keyRange.lowerBound })
            else { continue }
            var start = first.keyRange.lowerBound
            while start > 0, bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
            let separator =
                start > 0 && bytes[start - 1] == UInt8(ascii: "\n")
                ? ",\n" + String(repeating: " ", count: first.keyRange.lowerBound - start) : ", "
            edits.append((first.keyRange.lowerBound..<first.keyRange.lowerBound, "\"rules\": \(quoted)\(separator)"))
            changes.append(
                expectationCount == 1
                    ? "\(objectPath).rules ← the fixture's rules"
                    : "\(objectPath).rules ← every rule of the fixture: keep only those this expectation checks")
        }
        var text = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            text.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return .migrated(text: text, changes: changes)
    }

    /// Format 1 → 2 (see the type's documentation); nil when the text cannot be scanned.
    static func migrateOneToTwo(_ bytes: [UInt8], _ document: JSONValue) -> Outcome? {
        guard let spans = JSONSpans(bytes) else { return nil }
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
