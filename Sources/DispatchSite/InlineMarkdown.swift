import DispatchModel
import DispatchPictures

/// The Markdown of rule paragraphs as XHTML, minimally and safely: every character is escaped,
/// `` `code` `` spans become `<code>`, and rule ids outside code become links when `ruleLink`
/// knows them. Nothing else is interpreted.
struct InlineMarkdown {
    /// The relative link to a rule's page, or nil when the id is not a rule of the catalogue.
    var ruleLink: (String) -> String?

    /// `markdown` as XHTML content.
    func xhtml(_ markdown: String) -> String {
        let parts = markdown.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        var out = ""
        for (index, part) in parts.enumerated() {
            let isCode = index % 2 == 1
            let isUnclosed = isCode && index == parts.count - 1
            if isUnclosed {
                out += Markup.escape("`") + linkingRuleIDs(part)
            } else if isCode {
                out += "<code>\(Markup.escape(part))</code>"
            } else {
                out += linkingRuleIDs(part)
            }
        }
        return out
    }

    /// Escaped text in which every known rule id is a link.
    private func linkingRuleIDs(_ text: String) -> String {
        var out = ""
        var word = ""
        func flushWord() {
            if RuleID.isWellFormed(word), let link = ruleLink(word) {
                out += "<a href=\"\(Markup.escape(link))\">\(Markup.escape(word))</a>"
            } else {
                out += Markup.escape(word)
            }
            word = ""
        }
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber || character == "-") {
                word.append(character)
            } else {
                flushWord()
                out += Markup.escape(String(character))
            }
        }
        flushWord()
        return out
    }
}
