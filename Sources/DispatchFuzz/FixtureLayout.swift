import DispatchModel

/// Lays out a JSON document the way the corpus's fixtures are written: a value that fits on its
/// line is written on it (`{ "at": 0, "touch": 1, "phase": "began", "point": [60, 160] }`),
/// otherwise its members or elements go one per line, indented by two spaces.
public enum FixtureLayout {
    /// The text of `value`, ending with a line break.
    public static func text(_ value: JSONValue, width: Int = 110) -> String {
        var out = ""
        write(value, indent: 0, width: width, forceExpand: true, to: &out)
        return out + "\n"
    }

    private static func write(_ value: JSONValue, indent: Int, width: Int, forceExpand: Bool, to out: inout String) {
        let inline = inlineText(value)
        let pad = String(repeating: " ", count: indent + 2)
        switch value {
        case .object(let members) where !members.isEmpty && (forceExpand || indent + inline.count > width):
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += pad + JSONWriter.text(.string(member.key)) + ": "
                write(member.value, indent: indent + 2, width: width, forceExpand: false, to: &out)
                out += index < members.count - 1 ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        case .array(let elements) where !elements.isEmpty && indent + inline.count > width:
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += pad
                write(element, indent: indent + 2, width: width, forceExpand: false, to: &out)
                out += index < elements.count - 1 ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        default:
            out += inline
        }
    }

    /// The value on one line, with a space after each `:` and `,` and inside braces.
    static func inlineText(_ value: JSONValue) -> String {
        switch value {
        case .array(let elements): "[" + elements.map(inlineText).joined(separator: ", ") + "]"
        case .object(let members) where members.isEmpty: "{}"
        case .object(let members):
            "{ " + members.map { JSONWriter.text(.string($0.key)) + ": " + inlineText($0.value) }.joined(separator: ", ") + " }"
        default: JSONWriter.text(value)
        }
    }
}
