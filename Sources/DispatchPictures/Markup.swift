/// Escaping for the XML this package writes (SVG and XHTML pages), so that any text from a
/// fixture or a rule appears as text and every document parses as XML.
public enum Markup {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by the five predefined XML entities; safe
    /// both as element content and inside a double-quoted attribute.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// One element: `<name a="1">content</name>`, or `<name a="1"/>` when `content` is nil.
    /// Attribute values are escaped here; `content` must already be markup.
    public static func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], content: String? = nil) -> String {
        let attributeText = attributes.map { " \($0.key)=\"\(escape($0.value))\"" }.joined()
        guard let content else { return "<\(name)\(attributeText)/>" }
        return "<\(name)\(attributeText)>\(content)</\(name)>"
    }
}
