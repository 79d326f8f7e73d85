import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine
import Testing

/// With the reference engine as annotation oracle, a broken engine's failure report gives, as
/// context after the rules broken, the rule that produced the expected line of its first
/// divergence, in the text report, `--json` (`referenceRules` on `firstDivergence`) and JUnit;
/// without an oracle it names none.
@Test func brokenEnginesFirstDivergenceNamesItsRule() throws {
    let noVeto = try #require(BrokenReferenceEngine.all.first { $0.rules == ["GA-08"] })
    let files = sharedCorpus.files.filter { $0.fixture.map { $0.conformance == .required && $0.rules.contains("GA-08") } ?? false }
    let corpus = Corpus(root: sharedCorpus.root, files: files)
    let annotated = ConformanceRunner(engine: noVeto, annotationOracle: ReferenceEngine()).run(corpus, rules: sharedRules)
    let failed = annotated.results.filter { $0.label == "FAIL" }
    #expect(!failed.isEmpty)
    let named = try #require(
        failed.first { $0.divergenceRules.contains("GA-08") }, "no failure names GA-08: \(failed.map(\.divergenceRules))")
    let report = TextReport { "swift run dispatch-conformance explain \($0)" }
    let text = report.render(RunSummary(engineName: noVeto.name, corpusRoot: corpus.root, results: [named]))
    #expect(text.contains(" by \(named.divergenceRules.joined(separator: ", "))\n"), "\(text)")
    let lines = text.split(separator: "\n").map(String.init)
    let breaks = try #require(lines.firstIndex { $0.hasPrefix("  breaks ") }, "\(text)")
    let context = try #require(lines.firstIndex { $0.hasPrefix("  context: the reference engine emits ") }, "\(text)")
    #expect(breaks < context, "the rules broken come first, the reference engine's rule after them")
    #expect(lines[breaks].contains("GA-08"))
    let json = JSONResults.text(annotated)
    #expect(json.contains("\"referenceRules\"") && json.contains("\"brokenRules\""))
    #expect(JUnitReport(textReport: report).render(annotated).contains("context: the reference engine emits "))
    let plain = ConformanceRunner(engine: noVeto).run(corpus, rules: sharedRules)
    #expect(plain.results.allSatisfy { $0.divergenceRules.isEmpty })
}

/// `explain` shows the reference engine's rules beside each line of its trace.
@Test func explanationShowsRuleAnnotations() throws {
    let fixture = try #require(sharedCorpus.fixtures.first { $0.id == "ga-07-button-vetoes-ancestor-tap-and-is-not-cancelled" })
    let page = FixtureExplanation(fixture: fixture, engine: ReferenceEngine(), showsFullTrace: true).render()
    #expect(page.contains("   [GR-07 GR-08 GA-07 GA-08]"), "\(page)")
    #expect(page.contains("touch 1 began") && page.contains("[TD-01]"))
}

/// An annotated run gives the same trace as a plain one, with one rule list per entry.
@Test func annotatedRunKeepsTheTrace() throws {
    for fixture in sharedCorpus.fixtures.prefix(60) {
        let annotated = try ReferenceEngine().runAnnotated(fixture.scenario)
        let plain = try ReferenceEngine().run(fixture.scenario)
        #expect(annotated.trace == plain)
        #expect(annotated.rules.count == annotated.trace.entries.count)
        #expect(annotated.rules.allSatisfy { !$0.isEmpty }, "\(fixture.id) has an unannotated line")
    }
}
