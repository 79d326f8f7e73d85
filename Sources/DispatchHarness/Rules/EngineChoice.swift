/// One *engine choice* of a rule: where UIKit is unspecified, the behaviour the reference engine
/// picks, written in a paragraph that starts ``**Engine choice `GA-13/recognizer-order`.**``
/// (`Specs/rules/README.md`).
public struct EngineChoice: Sendable, Hashable {
    /// The stable id: the rule's id, a slash, and a slug, e.g. `GA-13/recognizer-order`.
    public var id: String
    /// The paragraph after its label, as Markdown.
    public var text: String

    /// Creates a choice.
    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }

    /// The id of the rule the choice belongs to: the part before the slash.
    public var ruleID: String { String(id.prefix { $0 != "/" }) }

    /// Whether `id` has the shape `RULE-ID/slug` for the rule `ruleID`: the slug is lowercase
    /// letters and digits in words joined by single hyphens.
    public static func isWellFormed(_ id: String, of ruleID: String) -> Bool {
        guard id.hasPrefix(ruleID + "/") else { return false }
        let slug = id.dropFirst(ruleID.count + 1)
        let words = slug.split(separator: "-", omittingEmptySubsequences: false)
        return !slug.isEmpty
            && words.allSatisfy { word in !word.isEmpty && word.allSatisfy { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") } }
    }
}
