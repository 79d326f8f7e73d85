import DispatchHarness
import DispatchModel
import DispatchPictures
import DispatchSite
import Foundation
import ReferenceEngine
import Testing

/// The site of the repository's corpus, built once for these tests.
let sharedSite = CorpusSite(corpus: sharedCorpus, rules: sharedRules, engine: ReferenceEngine()).pages()

/// The page at a site path.
func sitePage(_ path: String) throws -> SitePage {
    try #require(sharedSite.first { $0.path == path }, "no page \(path)")
}

@Test func theXMLCheckRejectsMalformedMarkup() {
    #expect(!XMLScan("<p><b>unclosed</p>").isWellFormed)
    #expect(!XMLScan("<p>a & b</p>").isWellFormed)
    #expect(XMLScan("<!DOCTYPE html>\n<p>a &amp; b</p>").isWellFormed)
}

@Test func everyPageAndDrawingOfTheSiteIsWellFormedXML() {
    for page in sharedSite {
        let scan = XMLScan(page.contents)
        #expect(scan.isWellFormed, "\(page.path): \(scan.errorDescription ?? "")")
        #expect(Set(scan.ids).count == scan.ids.count, "\(page.path) has duplicate ids")
    }
}

@Test func theSiteHasAnIndexAPageAndDrawingPerFixtureAndAPagePerRule() {
    let paths = Set(sharedSite.map(\.path))
    #expect(paths.contains("index.html"))
    for fixture in sharedCorpus.fixtures {
        #expect(paths.contains("fixtures/\(fixture.id).html"))
        #expect(paths.contains("fixtures/\(fixture.id).svg"))
    }
    for rule in sharedRules.rules { #expect(paths.contains("rules/\(rule.id).html")) }
    #expect(sharedSite.map(\.path) == sharedSite.map(\.path).sorted())
}

/// The site path a relative link on the page at `page` points to (`../index.html` from
/// `fixtures/x.html` is `index.html`); `..` above the site's root is kept, so it matches no page.
func resolve(_ link: String, from page: String) -> String {
    var parts = page.split(separator: "/").dropLast().map(String.init)
    for part in link.split(separator: "/").map(String.init) {
        if part == ".." {
            if parts.isEmpty || parts.last == ".." { parts.append("..") } else { parts.removeLast() }
        } else if part != "." {
            parts.append(part)
        }
    }
    return parts.joined(separator: "/")
}

@Test func everyLinkResolvesToAPageAndItsFragmentToAnId() throws {
    let pages = Dictionary(uniqueKeysWithValues: sharedSite.map { ($0.path, $0) })
    var ids: [String: Set<String>] = [:]
    for page in sharedSite { ids[page.path] = Set(XMLScan(page.contents).ids) }
    var checked = 0
    for page in sharedSite {
        for element in XMLScan(page.contents).elements {
            for attribute in ["href", "src"] {
                guard let link = element.attributes[attribute] else { continue }
                #expect(!link.contains(":"), "\(page.path): \(link) is not a relative link")
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? page.path : resolve(parts[0], from: page.path)
                #expect(pages[target] != nil, "\(page.path): \(link) points to no page")
                if parts.count == 2 {
                    #expect(ids[target]?.contains(parts[1]) == true, "\(page.path): \(link) points to no id")
                }
                checked += 1
            }
        }
    }
    #expect(checked > 1000)
}

@Test func theSiteIsByteIdenticalAcrossBuildsAndNamesNoAbsolutePath() {
    let again = CorpusSite(corpus: sharedCorpus, rules: sharedRules, engine: ReferenceEngine()).pages()
    #expect(again == sharedSite)
    for page in sharedSite { #expect(!page.contents.contains(repositoryRoot.path), "\(page.path) names an absolute path") }
}

@Test func theIndexListsFixturesByAreaAndByRuleAndTheCoverageGaps() throws {
    let index = try sitePage("index.html").contents
    let scan = XMLScan(index)
    for area in ["hit-testing", "responder-chain", "touch-delivery", "windows"] {
        #expect(scan.element(id: "area-\(area)") != nil, "no section for area \(area)")
    }
    let links = Set(scan.elements(named: "a").compactMap { $0.attributes["href"] })
    for fixture in sharedCorpus.fixtures { #expect(links.contains("fixtures/\(fixture.id).html")) }
    for rule in sharedRules.rules { #expect(links.contains("rules/\(rule.id).html")) }
    let cited = Set(sharedCorpus.fixtures.flatMap(\.rules))
    let gaps = sharedRules.rules.filter { !cited.contains($0.id) }
    #expect(!gaps.isEmpty)
    let gapsSection = try #require(index.components(separatedBy: "<h2 id=\"gaps\">").last)
    for rule in sharedRules.rules {
        #expect(
            gapsSection.contains("rules/\(rule.id).html\"") == !cited.contains(rule.id),
            "\(rule.id) in the gaps: \(!cited.contains(rule.id))")
    }
    #expect(index.contains("\(gaps.count) rules are cited by no fixture yet."))
}

@Test func aFixturePageShowsItsFactsDrawingScriptAndExpectedTrace() throws {
    let id = "seed000-subviews-first-hits-overflowing-b"
    let page = try sitePage("fixtures/\(id).html").contents
    let scan = XMLScan(page)
    #expect(page.contains("With A&#39;s hitTest asking subviews before its own bounds"))
    #expect(page.contains("SEED-000"))
    for rule in ["HT-07", "HT-08", "HT-10", "RC-08"] {
        #expect(scan.elements(named: "a").contains { $0.attributes["href"] == "../rules/\(rule).html" })
    }
    for view in ["window", "root", "A", "B", "C"] { #expect(scan.element(id: "view-\(view)")?.name == "g") }
    #expect(scan.element(id: "touch-1")?.name == "g")
    #expect(scan.element(id: "hit-1") != nil)
    #expect(scan.elements(named: "svg").contains { $0.attributes["class"] == "dc-timeline" })
    #expect(page.contains("@0 touch 1 hit B"))
    #expect(page.contains("hitTest A -&gt; B"))
    #expect(scan.elements(named: "style").count == 1, "one style block per page")
    let drawing = try sitePage("fixtures/\(id).svg").contents
    let fixture = try #require(sharedCorpus.fixtures.first { $0.id == id })
    #expect(drawing == SceneSVG(fixture: fixture, trace: try ReferenceEngine().run(fixture.scenario)).render())
}

@Test func aRulePageShowsItsTextAndTheFixturesThatCiteIt() throws {
    let page = try sitePage("rules/HT-07.html").contents
    #expect(page.contains("<h2>Rule</h2>"))
    #expect(page.contains("<h2>Sources</h2>"))
    #expect(page.contains("<code>point(inside:)</code>"))
    #expect(page.contains("href=\"../fixtures/seed000-subviews-first-hits-overflowing-b.html\""))
    let withChoice = try #require(sharedRules.rules.first { $0.engineChoice != nil })
    #expect(try sitePage("rules/\(withChoice.id).html").contents.contains("<h2>Engine choice</h2>"))
    let cited = Set(sharedCorpus.fixtures.flatMap(\.rules))
    let gap = try #require(sharedRules.rules.first { !cited.contains($0.id) })
    #expect(try sitePage("rules/\(gap.id).html").contents.contains("No fixture cites this rule yet"))
}

@Test func markdownIsEscapedAndCodeSpansBecomeCode() throws {
    let rule = try #require(sharedRules.rules.first { $0.constants.contains("1<<0") })
    let page = try sitePage("rules/\(rule.id).html").contents
    #expect(page.contains("1&lt;&lt;0"))
    let catalogue = RuleCatalogue.parse([
        (
            name: "rules/XX.md",
            text: "### XX-01 A <b>title</b>\n\n**Rule.** Uses `a < b` & HT-99 and XX-01, `unclosed\n\n**Constants.** none\n\n"
                + "**Sources.** S\n\n**Confidence.** D\n"
        )
    ])
    let pages = CorpusSite(corpus: Corpus(root: "none", files: []), rules: catalogue, engine: ReferenceEngine()).pages()
    let text = try #require(pages.first { $0.path == "rules/XX-01.html" }).contents
    #expect(XMLScan(text).isWellFormed)
    #expect(text.contains("A &lt;b&gt;title&lt;/b&gt;"))
    #expect(text.contains("Uses <code>a &lt; b</code> &amp; HT-99 and <a href=\"XX-01.html\">XX-01</a>, `unclosed"))
}

@Test func writingTheSitePutsEveryPageOnDisk() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try SitePage.write(sharedSite, to: directory.path)
    for page in sharedSite {
        let written = try Data(contentsOf: directory.appendingPathComponent(page.path))
        #expect(written == Data(page.contents.utf8), "\(page.path)")
    }
}

@Test func aRulePageShowsItsEvidenceAndTheObservedFixtures() throws {
    let page = try sitePage("rules/GR-19.html").contents
    #expect(page.contains("<h2 id=\"evidence\">Evidence</h2>"))
    #expect(page.contains("observed "))
    #expect(page.contains("href=\"../fixtures/obs-081-double-tap-on-a-logging-view-began-action-cancelled.html\""))
    let unobserved = try #require(sharedRules.rules.first { rule in !sharedCorpus.fixtures.contains { $0.rules.contains(rule.id) } })
    #expect(try sitePage("rules/\(unobserved.id).html").contents.contains("No fixture citing this rule rests on a log observed"))
}
