import DispatchHarness
import DispatchModel
import DispatchPictures

/// `index.html`: the corpus at a glance, fixtures by area (the corpus folders), fixtures by rule
/// (in catalogue order, grouped by rule file), and the rules no fixture cites.
struct IndexPage {
    /// The corpus, for files that do not decode.
    var corpus: Corpus
    /// The decoded fixtures, in corpus order.
    var fixtures: [SiteFixture]
    /// The rules.
    var rules: RuleCatalogue
    /// Fixtures citing each rule id.
    var citing: [String: [Fixture]]
    /// Whether the site has a results matrix to link.
    var hasMatrix = false
    /// Whether the site has a vocabulary coverage page to link.
    var hasVocabulary = false

    private let path = SitePaths.index

    /// The page.
    func page() -> SitePage {
        let context = SiteContext(rules: rules, engineName: "")
        let areas = fixtures.map(\.area).uniqued()
        let gaps = rules.rules.filter { (citing[$0.id] ?? []).isEmpty }
        let invalid = corpus.files.filter { $0.fixture == nil }
        var body = [
            "<h1>The dispatch-conformance corpus</h1>",
            "<p>\(counted(fixtures.count, "fixture")) in \(counted(areas.count, "area")); \(counted(rules.rules.count, "rule")), of which "
                + "\(rules.rules.count - gaps.count) are cited by a fixture and <a href=\"#gaps\">\(gaps.count) by none</a>.</p>",
        ]
        if hasMatrix {
            body.append("<p><a href=\"\(SitePaths.matrix)\"><strong>Results matrix</strong></a>: engines' results side by side.</p>")
        }
        if hasVocabulary {
            body.append(
                "<p><a href=\"\(SitePaths.vocabulary)\"><strong>Vocabulary coverage</strong></a>: which value classes of the fixture format the corpus exercises.</p>"
            )
        }
        body += [
            "<h2 id=\"areas\">Fixtures by area</h2>",
            "<ul class=\"compact\">",
        ]
        body += areas.map { area in
            let count = fixtures.filter { $0.area == area }.count
            return "<li><a href=\"#\(SitePaths.areaAnchor(area))\">\(Markup.escape(area))</a> (\(count))</li>"
        }
        body.append("</ul>")
        for area in areas {
            body.append("<h3 id=\"\(SitePaths.areaAnchor(area))\">\(Markup.escape(area))</h3>")
            body.append("<table>")
            body.append("<thead><tr><th scope=\"col\">fixture</th><th scope=\"col\">title</th><th scope=\"col\">rules</th></tr></thead>")
            body.append("<tbody>")
            for entry in fixtures where entry.area == area {
                let link = "<a href=\"\(Markup.escape(SitePaths.fixturePage(entry.id)))\"><code>\(Markup.escape(entry.id))</code></a>"
                let ruleLinks = entry.fixture.rules.map { context.ruleLink($0, from: path) }.joined(separator: ", ")
                body.append("<tr><td>\(link)</td><td>\(Markup.escape(entry.fixture.title))</td><td>\(ruleLinks)</td></tr>")
            }
            body.append("</tbody>")
            body.append("</table>")
        }
        if !invalid.isEmpty {
            body.append("<h3 id=\"invalid\">Files that do not decode</h3>")
            body.append("<p>Run <code>dispatch-conformance lint</code> for their problems.</p>")
            body.append("<ul class=\"compact\">")
            body += invalid.map { "<li><code>\(Markup.escape($0.relativePath))</code></li>" }
            body.append("</ul>")
        }
        body += rulesSection(context: context)
        body += gapsSection(gaps)
        return SitePage(path: path, contents: HTMLDocument.page(path: path, title: "dispatch-conformance corpus", body: body))
    }

    /// Each rule with the fixtures that cite it, one table per rule file.
    private func rulesSection(context: SiteContext) -> [String] {
        var body = ["<h2 id=\"rules\">Fixtures by rule</h2>"]
        for file in rules.rules.map(\.file).uniqued() {
            let fileRules = rules.rules.filter { $0.file == file }
            let prefix = fileRules.first.map { String($0.id.prefix { $0 != "-" }) } ?? file
            body.append(
                "<h3 id=\"\(SitePaths.ruleGroupAnchor(prefix))\">\(Markup.escape(prefix)) <span class=\"muted\">(\(Markup.escape(file)))</span></h3>"
            )
            body.append("<table>")
            body.append(
                "<thead><tr><th scope=\"col\">rule</th><th scope=\"col\">title</th><th scope=\"col\">confidence</th><th scope=\"col\">fixtures</th></tr></thead>"
            )
            body.append("<tbody>")
            for rule in fileRules {
                let cited = citing[rule.id] ?? []
                let fixtureLinks =
                    cited.isEmpty
                    ? "<span class=\"gap\">none</span>"
                    : cited.map { "<a href=\"\(Markup.escape(SitePaths.fixturePage($0.id)))\">\(Markup.escape($0.id))</a>" }.joined(
                        separator: "<br/>")
                body.append(
                    "<tr><td>\(context.ruleLink(rule.id, from: path))</td><td>\(Markup.escape(rule.title))</td>"
                        + "<td>\(Markup.escape(rule.confidence))</td><td>\(fixtureLinks)</td></tr>")
            }
            body.append("</tbody>")
            body.append("</table>")
        }
        return body
    }

    /// The rules no fixture cites, by rule file.
    private func gapsSection(_ gaps: [RuleCatalogue.Rule]) -> [String] {
        var body = ["<h2 id=\"gaps\">Coverage gaps</h2>"]
        guard !gaps.isEmpty else { return body + ["<p>Every rule is cited by at least one fixture.</p>"] }
        body.append("<p>\(counted(gaps.count, "rule")) \(gaps.count == 1 ? "is" : "are") cited by no fixture yet.</p>")
        body.append("<ul class=\"compact\">")
        for file in gaps.map(\.file).uniqued() {
            let links = gaps.filter { $0.file == file }.map {
                "<a href=\"\(Markup.escape(SitePaths.rulePage($0.id)))\" title=\"\(Markup.escape($0.title))\">\(Markup.escape($0.id))</a>"
            }
            body.append("<li><strong>\(Markup.escape(file))</strong>: \(links.joined(separator: ", "))</li>")
        }
        body.append("</ul>")
        return body
    }

}
