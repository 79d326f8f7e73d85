import DispatchCoverage
import DispatchHarness
import DispatchModel
import DispatchPictures
import DispatchSite
import Foundation
import Testing

@testable import ReferenceEngine

/// The hit-testing fixtures.
let matrixCorpus = Corpus(root: sharedCorpus.root, files: sharedCorpus.files.filter { $0.relativePath.hasPrefix("hit-testing/") })

/// The reference engine asking subviews back to front (HT-08): every subviews list reversed, as
/// the broken engine of that defect in `DispatchHarnessTests` does.
struct SubviewsBackToFrontEngine: DispatchEngine {
    var name: String { "reference with subviews asked back to front" }
    var features: Set<Feature> { ReferenceEngine().features }

    func run(_ scenario: Scenario) throws -> Trace {
        func reversed(_ view: ViewSpec) -> ViewSpec {
            var view = view
            view.subviews = view.subviews.reversed().map(reversed)
            return view
        }
        var scene = scenario.scene
        for index in scene.windows.indices { scene.windows[index].view = reversed(scene.windows[index].view) }
        return try ReferenceEngine().run(Scenario(scene: scene, script: scenario.script))
    }
}

/// The hit-testing fixtures run by the reference engine and by one that asks subviews back to
/// front, as `run --json` writes them, with a member a newer format might add to a FAIL and a
/// result for a fixture the corpus does not hold.
func matrixResults() throws -> [EngineResults] {
    let reference = JSONResults.text(ConformanceRunner(engine: ReferenceEngine()).run(matrixCorpus, rules: sharedRules))
    var broken = JSONResults.document(
        ConformanceRunner(engine: SubviewsBackToFrontEngine()).run(matrixCorpus, rules: sharedRules))
    guard case .object(var members) = broken, let index = members.firstIndex(where: { $0.key == "results" }),
        case .array(var results) = members[index].value,
        let failing = results.firstIndex(where: { $0["status"] == .string("FAIL") }), case .object(var first) = results[failing]
    else { throw HarnessError.notFound("unexpected results document") }
    first.append(JSONMember("reviewNotes", .array([.string("@0 hitTest root"), .string("@0 hitTest <B>")])))
    results[failing] = .object(first)
    results.append(.object([JSONMember("id", .string("not-a-corpus-fixture")), JSONMember("status", .string("FAIL"))]))
    members[index].value = .array(results)
    broken = .object(members)
    return [
        try EngineResults(file: "reference.json", text: reference),
        try EngineResults(file: "broken.json", text: JSONWriter.text(broken)),
    ]
}

@Test func theMatrixHasEnginesAsColumnsACellPerFixtureAndLinkedResultPages() throws {
    let columns = try matrixResults()
    let pages = CorpusSite(corpus: matrixCorpus, rules: sharedRules, engine: ReferenceEngine(), results: columns).pages()
    let byPath = Dictionary(uniqueKeysWithValues: pages.map { ($0.path, $0) })
    let matrix = try #require(byPath["matrix.html"]).contents
    let scan = XMLScan(matrix)
    #expect(scan.isWellFormed, "\(scan.errorDescription ?? "")")
    let fixtureCount = matrixCorpus.fixtures.count + 1
    #expect(scan.elements(named: "td").filter { $0.attributes["class"]?.hasPrefix("status ") == true }.count == 2 * fixtureCount)
    for level in ["required", "implementation-defined", "<strong>all</strong>"] {
        #expect(matrix.contains("<th scope=\"row\">\(level)</th>"))
    }
    #expect(matrix.contains("<a href=\"#matrix-hit-testing\">hit-testing</a>"))
    #expect(matrix.contains("<a href=\"rules/HT-08.html\""))
    #expect(matrix.contains("<h3 id=\"matrix-not-in-the-corpus\">not in the corpus"))
    let failing = try #require(columns[1].results.first { $0.status == "FAIL" && $0.id != "not-a-corpus-fixture" })
    #expect(matrix.contains("<a href=\"results/2/\(failing.id).html\""))
    #expect(byPath["results/1/\(failing.id).html"] == nil, "a PASS of a corpus fixture links to the fixture, not to a result page")
    let page = try #require(byPath["results/2/\(failing.id).html"]).contents
    #expect(XMLScan(page).isWellFormed)
    #expect(page.contains("<h2 id=\"divergence\">First divergence</h2>") && page.contains("<pre class=\"diff\">"))
    #expect(page.contains("href=\"../../fixtures/\(failing.id).html\""))
    #expect(page.contains("<h3 id=\"expectation\">Expectation "), "the expectation that failed, as written")
    let first = try #require(columns[1].results.first { $0.details.contains { $0.key == "reviewNotes" } })
    let firstPage = try #require(byPath["results/2/\(first.id).html"]).contents
    #expect(firstPage.contains("<dt>reviewNotes</dt>") && firstPage.contains("@0 hitTest &lt;B&gt;"), "an added member is shown")
    let links = pages.flatMap { page in
        XMLScan(page.contents).elements(named: "a").compactMap { $0.attributes["href"] }.map { (page.path, $0) }
    }
    for (path, link) in links {
        let target = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)[0]
        #expect(target.isEmpty || byPath[resolve(target, from: path)] != nil, "\(path): \(link) points to no page")
    }
}

/// The error reading `text` as results file `file`, as printed; nil when it reads.
func resultsRejection(_ file: String, _ text: String) -> String? {
    do {
        _ = try EngineResults(file: file, text: text)
        return nil
    } catch {
        return "\(error)"
    }
}

@Test func aResultsFileWithoutEngineOrStatusIsRejectedByName() {
    #expect(
        resultsRejection("a.json", "{\"results\": []}")
            == "a.json: expected a results file written by `run --json`, with a string \"engine\"")
    #expect(
        resultsRejection("b.json", "{\"engine\": \"e\", \"results\": [{\"id\": \"x\"}]}")
            == "b.json: results[0]: expected an object with a string \"id\" and a string \"status\"")
    #expect(
        resultsRejection(
            "c.json", "{\"engine\": \"e\", \"results\": [{\"id\": \"x\", \"status\": \"PASS\"}, {\"id\": \"x\", \"status\": \"FAIL\"}]}")
            == "c.json: results[1]: fixture \"x\" appears twice")
    #expect(resultsRejection("d.json", "{\"engine\": \"e\", \"results\": [], \"later\": {\"added\": true}}") == nil)
}

@Test func theVocabularyPageShowsEveryItemWithItsRequiredFixturesOrWhyNone() throws {
    let engine = ReferenceEngine()
    let coverage = try VocabularyCoverage(corpus: sharedCorpus, specsDirectory: repositoryRoot.appendingPathComponent("Specs").path) {
        try? engine.run($0.scenario)
    }
    let pages = CorpusSite(corpus: matrixCorpus, rules: sharedRules, engine: engine, vocabulary: coverage).pages()
    let page = try #require(pages.first { $0.path == "vocabulary.html" }).contents
    #expect(XMLScan(page).isWellFormed)
    #expect(page.contains(Markup.escape(coverage.summary)))
    let rows = XMLScan(page).elements(named: "tr").count
    #expect(rows == coverage.items.count + Set(coverage.items.map(\.object)).count, "a header row per object and a row per item")
    let index = try #require(pages.first { $0.path == "index.html" }).contents
    #expect(index.contains("<a href=\"vocabulary.html\">"))
}

@Test func aResultPageShowsTheWholeExactDiffWithContext() throws {
    let columns = try matrixResults()
    let exact = try #require(
        columns[1].results.first { result in
            result.details.contains { $0.key == "firstDivergence" && $0.value["mode"] == .string("exact") }
        })
    let pages = CorpusSite(corpus: matrixCorpus, rules: sharedRules, engine: ReferenceEngine(), results: columns).pages()
    let page = try #require(pages.first { $0.path == "results/2/\(exact.id).html" }).contents
    let diff = try #require(page.components(separatedBy: "<pre class=\"diff\">").dropFirst().first?.components(separatedBy: "</pre>").first)
    let lines = diff.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("<span class=\"del\">- ") } && lines.contains { $0.hasPrefix("<span class=\"ins\">+ ") })
    #expect(lines.contains { $0.hasPrefix("  @") }, "common lines give the changes their context: \(diff)")
    #expect(!diff.contains("@0     "), "the lines are spelled as the trace prints them, without padding")
}
