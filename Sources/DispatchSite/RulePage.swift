import DispatchHarness
import DispatchModel
import DispatchPictures

/// `rules/ID.html`: a rule's statement, constants, sources, confidence and engine choice, its
/// evidence (what the confidence line says it rests on, and the fixtures resting on observed logs
/// that cite it), and the fixtures that cite it (or that none does yet).
struct RulePage {
    /// The rule.
    var rule: RuleCatalogue.Rule
    /// The fixtures citing it, in corpus order.
    var fixtures: [Fixture]
    /// The whole site's rules and engine name.
    var context: SiteContext
    /// The rules before and after it in catalogue order.
    var previous: RuleCatalogue.Rule?
    var next: RuleCatalogue.Rule?

    private var path: String { SitePaths.rulePage(rule.id) }

    /// The page.
    func page() -> SitePage {
        let markdown = context.markdown(on: path)
        let prefix = String(rule.id.prefix { $0 != "-" })
        let group = SitePaths.link(from: path, to: SitePaths.index) + "#" + SitePaths.ruleGroupAnchor(prefix)
        var body = [
            "<h1><span class=\"rule-id\">\(Markup.escape(rule.id))</span> \(Markup.escape(rule.title))</h1>",
            "<p class=\"muted\">In <a href=\"\(Markup.escape(group))\">\(Markup.escape(rule.file))</a>; "
                + "confidence <strong>\(Markup.escape(rule.confidence.isEmpty ? "not stated" : rule.confidence))</strong> "
                + "(D documented, O observed, I inferred).</p>",
        ]
        let evidence = RuleEvidence(rule: rule, fixtures: fixtures)
        let paragraphs: [(String, String?)] = [
            ("Rule", rule.statement), ("Constants", rule.constants), ("Sources", rule.sources), ("Engine choice", rule.engineChoice),
        ]
        for (heading, text) in paragraphs {
            guard let text else { continue }
            body.append("<h2>\(heading)</h2>")
            body.append(text.isEmpty ? "<p class=\"gap\">Not stated.</p>" : "<p>\(markdown.xhtml(text))</p>")
        }
        body += evidenceSection(evidence, markdown: markdown)
        body.append("<h2 id=\"fixtures\">Fixtures (\(fixtures.count))</h2>")
        if fixtures.isEmpty {
            body.append("<p class=\"gap\">No fixture cites this rule yet: a coverage gap.</p>")
        } else {
            body.append("<ul>")
            body += fixtures.map { fixture in
                let link = SitePaths.link(from: path, to: SitePaths.fixturePage(fixture.id))
                return
                    "<li><a href=\"\(Markup.escape(link))\"><code>\(Markup.escape(fixture.id))</code></a>: \(Markup.escape(fixture.title))</li>"
            }
            body.append("</ul>")
        }
        body += HTMLDocument.pager(
            from: path, previous: previous.map { (SitePaths.rulePage($0.id), $0.id) }, next: next.map { (SitePaths.rulePage($0.id), $0.id) }
        )
        return SitePage(
            path: path, contents: HTMLDocument.page(path: path, title: "\(rule.id) \(rule.title) · dispatch-conformance", body: body))
    }

    /// What the rule rests on (its confidence line after the letters), then the fixtures citing it
    /// that rest on observed logs, each with the observations it cites.
    private func evidenceSection(_ evidence: RuleEvidence, markdown: InlineMarkdown) -> [String] {
        var body = ["<h2 id=\"evidence\">Evidence</h2>"]
        body.append(
            rule.evidence.isEmpty
                ? "<p class=\"gap\">The confidence line does not say what the rule rests on.</p>"
                : "<p>\(markdown.xhtml(rule.evidence))</p>")
        body.append("<h3>Fixtures resting on observed logs (\(evidence.observedFixtures.count))</h3>")
        guard !evidence.observedFixtures.isEmpty else {
            body.append("<p class=\"gap\">No fixture citing this rule rests on a log observed on real UIKit.</p>")
            return body
        }
        body.append("<ul>")
        body += evidence.observedFixtures.map { fixture in
            let link = SitePaths.link(from: path, to: SitePaths.fixturePage(fixture.id))
            return "<li><a href=\"\(Markup.escape(link))\"><code>\(Markup.escape(fixture.id))</code></a>: "
                + "\(Markup.escape(fixture.observations.joined(separator: ", ")))</li>"
        }
        body.append("</ul>")
        return body
    }
}
