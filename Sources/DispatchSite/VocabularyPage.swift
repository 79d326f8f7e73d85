import DispatchCoverage
import DispatchModel
import DispatchPictures

/// `vocabulary.html`: the vocabulary coverage of `coverage --vocabulary` as a table — every value
/// class of every key per object kind, and every combination of `Specs/VOCABULARY.md`, with the
/// `required` fixtures that exercise it counted apart from the others, the reason of an item left
/// uncovered on purpose, and the gaps.
struct VocabularyPage {
    /// The measured coverage.
    var coverage: VocabularyCoverage
    /// The ids of fixtures that have a page.
    var fixtureIDs: Set<String>

    private let path = SitePaths.vocabulary

    /// How many fixtures a cell links by name before it only counts the rest.
    private static let linkedFixtures = 3

    /// The page.
    func page() -> SitePage {
        let objects = coverage.items.map(\.object).uniqued()
        var body = [
            "<h1>Vocabulary coverage</h1>",
            "<p>\(Markup.escape(coverage.summary)).</p>",
            "<p class=\"muted\">The same measure as <code>dispatch-conformance coverage --vocabulary --all</code>: each value class "
                + "of each key of the fixture format, per kind of object, and each combination <code>Specs/VOCABULARY.md</code> "
                + "enumerates, with the fixtures that exercise it. A class no <code>required</code> fixture exercises is a gap unless "
                + "<code>Specs/VOCABULARY.md</code> gives the reason it is left uncovered.</p>",
        ]
        if !coverage.problems.isEmpty {
            body.append("<h2 id=\"problems\">Problems</h2>")
            body.append("<ul class=\"compact\">")
            body += coverage.problems.map { "<li class=\"gap\">\(Markup.escape($0))</li>" }
            body.append("</ul>")
        }
        body.append("<ul class=\"compact\">")
        body += objects.map { object in
            let items = coverage.items.filter { $0.object == object }
            let covered = items.filter { !(coverage.requiredFixtures[$0] ?? []).isEmpty }.count
            return
                "<li><a href=\"#\(SitePaths.anchorSafe("vocabulary-" + object))\">\(Markup.escape(object))</a> (\(covered) of \(items.count))</li>"
        }
        body.append("</ul>")
        for object in objects {
            body.append("<h2 id=\"\(SitePaths.anchorSafe("vocabulary-" + object))\">\(Markup.escape(object))</h2>")
            body.append("<table>")
            body.append(
                "<thead><tr><th scope=\"col\">key</th><th scope=\"col\">value class</th><th scope=\"col\">required fixtures</th>"
                    + "<th scope=\"col\">other fixtures</th></tr></thead>")
            body.append("<tbody>")
            for item in coverage.items where item.object == object {
                body.append(row(item))
            }
            body.append("</tbody>")
            body.append("</table>")
        }
        return SitePage(
            path: path, contents: HTMLDocument.page(path: path, title: "Vocabulary coverage · dispatch-conformance", body: body))
    }

    /// One item: its required fixtures, or why it has none.
    private func row(_ item: VocabularyItem) -> String {
        let required = coverage.requiredFixtures[item] ?? []
        let others = (coverage.fixtures[item] ?? []).filter { !required.contains($0) }
        let requiredCell: String
        if !required.isEmpty {
            requiredCell = links(required)
        } else if let reason = coverage.deliberatelyUncovered[item] {
            requiredCell = "<span class=\"muted\">deliberately uncovered: \(Markup.escape(reason))</span>"
        } else {
            requiredCell = "<strong class=\"gap\">gap</strong>"
        }
        return "<tr><td><code>\(Markup.escape(item.key))</code></td><td>\(Markup.escape(item.valueClass))</td>"
            + "<td>\(requiredCell)</td><td>\(others.isEmpty ? "—" : links(others))</td></tr>"
    }

    /// The first few fixtures linked to their pages, then how many more.
    private func links(_ ids: [String]) -> String {
        let shown = ids.prefix(Self.linkedFixtures).map { id in
            fixtureIDs.contains(id)
                ? "<a href=\"\(Markup.escape(SitePaths.link(from: path, to: SitePaths.fixturePage(id))))\">\(Markup.escape(id))</a>"
                : Markup.escape(id)
        }
        let more = ids.count > Self.linkedFixtures ? " and \(ids.count - Self.linkedFixtures) more" : ""
        return "\(ids.count): " + shown.joined(separator: ", ") + more
    }

}
