import DispatchModel

/// Rewrites a fixture's `features` list in place so that it names what the fixture needs
/// (`Specs/FEATURES.md`): each retired name (`gestures`, `tap`, `pinch-rotation`) is replaced by
/// the parts of it the fixture uses, and any other needed feature missing from the list is added
/// (``FeatureUsage/completed(_:scenario:expectations:)``). Every other byte of the file is kept.
public enum FeatureMigration {
    /// The outcome for one file.
    public enum Outcome: Sendable, Equatable {
        /// The list changed: the new text, and the old and new lists.
        case rewritten(text: [UInt8], from: [String], to: [String])
        /// The list already names what the fixture needs.
        case unchanged
        /// The file cannot be rewritten automatically.
        case failed(String)
    }

    /// Rewrites one file's bytes.
    public static func migrate(_ bytes: [UInt8]) -> Outcome {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            return .failed("not valid JSON: \(error)")
        }
        guard case .array(let elements)? = document["features"] else { return .failed("no features list") }
        let declared = elements.compactMap { element -> Feature? in
            guard case .string(let name) = element else { return nil }
            return Feature(rawValue: name)
        }
        guard declared.count == elements.count, declared.allSatisfy({ $0.isKnown || $0.isRetired }) else {
            return .failed("the features list has an unknown name; run lint")
        }
        // Decoded with every retired name expanded, so that only the file's other problems, if
        // any, can stop it from decoding.
        guard case .object(var members) = document else { return .failed("not a JSON object") }
        let expanded = declared.flatMap(\.expansion).reduce(into: [Feature]()) { list, feature in
            if !list.contains(feature) { list.append(feature) }
        }
        if let index = members.firstIndex(where: { $0.key == "features" }) {
            members[index].value = .array(expanded.map { .string($0.rawValue) })
        }
        let context = DecodingContext(file: "migrated")
        guard let fixture = FixtureDecoder.decode(.object(members), context: context) else {
            return .failed("the fixture does not decode; run lint (\(context.diagnostics.first.map { "\($0.path): \($0.message)" } ?? ""))")
        }
        let completed = FeatureUsage.completed(declared, scenario: fixture.scenario, expectations: fixture.expectations)
        guard completed != declared else { return .unchanged }
        guard let spans = JSONSpans(bytes),
            let member = spans.members.first(where: { $0.key == "features" && $0.objectPath.components.isEmpty })
        else { return .failed("the text could not be scanned") }
        let old = Array(bytes[member.valueRange])
        var text = bytes
        text.replaceSubrange(member.valueRange, with: Array(listText(completed.map(\.rawValue), like: old).utf8))
        return .rewritten(text: text, from: declared.map(\.rawValue), to: completed.map(\.rawValue))
    }

    /// `names` as a JSON array laid out as `old` was: on one line, or one name per line at the
    /// indentation of its first element.
    static func listText(_ names: [String], like old: [UInt8]) -> String {
        let quoted = names.map { "\"\($0)\"" }
        guard let newline = old.firstIndex(of: UInt8(ascii: "\n")) else { return "[" + quoted.joined(separator: ", ") + "]" }
        let indent = old[(newline + 1)...].prefix { $0 == UInt8(ascii: " ") }.count
        let closing = old.lastIndex(of: UInt8(ascii: "\n")).map { old[($0 + 1)...].prefix { $0 == UInt8(ascii: " ") }.count } ?? 0
        let pad = String(repeating: " ", count: indent)
        return "[\n" + quoted.map { pad + $0 }.joined(separator: ",\n") + "\n" + String(repeating: " ", count: closing) + "]"
    }
}
