import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The Python engine with the wrong subview order: it fails a few fixtures and skips most.
func wrongPythonEngine() throws -> OutOfProcessEngine {
    try OutOfProcessEngine(command: "python3 \(repository.path)/Examples/python-hit-testing/engine.py --wrong")
}

@Test func expectedFailuresAreXfailAndTheRunSucceeds() throws {
    let engine = try wrongPythonEngine()
    defer { engine.shutDown() }
    var summary = ConformanceRunner(engine: engine).run(corpus, rules: rules)
    let failing = summary.results.filter { $0.label == "FAIL" }.map(\.id)
    #expect(!failing.isEmpty)
    let file = try ExpectationsFile.parse(ExpectationsFile.text(listingFailuresOf: summary, previous: nil), file: "known.txt")
    #expect(file.entries.map(\.id) == failing.sorted())
    file.apply(to: &summary, corpus: corpus, file: "known.txt")
    #expect(summary.count("XFAIL") == failing.count)
    #expect(summary.succeeded)
    #expect(summary.closingLine.hasSuffix("skipped, \(failing.count) expected failures"))
}

@Test func expectedFailureThatPassesFailsTheRun() throws {
    var summary = ConformanceRunner(engine: ReferenceEngine()).run(corpus, rules: rules)
    let file = try ExpectationsFile.parse("seed002-tap-on-a-hit-test-order  # thought broken\n", file: "known.txt")
    file.apply(to: &summary, corpus: corpus, file: "known.txt")
    #expect(summary.count("XPASS") == 1)
    #expect(!summary.succeeded)
}

@Test func staleOrSkippedEntriesFailTheRun() throws {
    let engine = try OutOfProcessEngine(command: "python3 \(repository.path)/Examples/python-hit-testing/engine.py")
    defer { engine.shutDown() }
    var summary = ConformanceRunner(engine: engine).run(corpus, rules: rules)
    let file = try ExpectationsFile.parse("no-such-fixture\nrc-12-unhandled-touch-is-dropped\n", file: "known.txt")
    file.apply(to: &summary, corpus: corpus, file: "known.txt")
    #expect(!summary.succeeded)
    #expect(
        summary.problems == [
            "known.txt: no-such-fixture is not a fixture of the corpus; remove it",
            "known.txt: rc-12-unhandled-touch-is-dropped is skipped (engine lacks responder-chain); remove it",
        ])
}

@Test func jsonResultsCarryStatusAndFirstDivergence() throws {
    let engine = try wrongPythonEngine()
    defer { engine.shutDown() }
    let summary = ConformanceRunner(engine: engine).run(corpus, rules: rules)
    let document = try JSONParser.parse(JSONResults.text(summary))
    #expect(document["suite"]?["version"] == .string(SuiteVersion.current))
    #expect(document["engine"] == .string("python-hit-testing 1.0"))
    guard case .array(let results)? = document["results"] else {
        Issue.record("no results")
        return
    }
    #expect(results.count == corpus.files.count)
    let failed = results.filter { $0["status"] == .string("FAIL") }
    #expect(!failed.isEmpty && failed.allSatisfy { $0["firstDivergence"] != nil })
    #expect(failed.contains { $0["firstDivergence"]?["line"] != nil && $0["firstDivergence"]?["expected"] != nil })
    let skipped = try #require(results.first { $0["status"] == .string("SKIP") })
    #expect(skipped["missingFeatures"] != nil)
}

@Test func junitIsWellFormedXML() throws {
    let engine = try wrongPythonEngine()
    defer { engine.shutDown() }
    let summary = ConformanceRunner(engine: engine).run(corpus, rules: rules)
    let xml = JUnitReport(textReport: TextReport { $0 }).render(summary)
    let parser = XMLParser(data: Data(xml.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(xml.contains("<failure type=\"FAIL\" message=\"breaks "))
    #expect(xml.contains("<skipped message=\"engine lacks"))
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == corpus.files.count)
}

@Test func compareShowsTheMatrixAndWhoFails() throws {
    let engine = try wrongPythonEngine()
    defer { engine.shutDown() }
    let wrong = JSONResults.text(ConformanceRunner(engine: engine).run(corpus, rules: rules))
    let reference = JSONResults.text(ConformanceRunner(engine: ReferenceEngine()).run(corpus, rules: rules))
    let markdown = try EngineComparison(documents: [("ref.json", reference), ("wrong.json", wrong)]).markdown()
    #expect(markdown.hasPrefix("| area | reference \(ReferenceEngine.version), iOS 26 | python-hit-testing 1.0, iOS 26 |"))
    #expect(markdown.contains("| hit-testing | \(corpus.files.filter { $0.area == "hit-testing" }.count) pass |"))
    #expect(markdown.contains("fails only in reference \(ReferenceEngine.version), iOS 26: none"))
    #expect(markdown.contains("fails only in python-hit-testing 1.0, iOS 26: ht-"))
    #expect(markdown.contains("fails everywhere: none"))
    #expect(throws: HarnessError.self) { try EngineComparison(documents: [("x.json", "{}")]) }
}

/// `--evidence printed` keeps the fixtures with an expectation graded printed: the seed article's
/// logged taps, and nothing that rests on documents or inference alone.
@Test func selectionByEvidenceKeepsTheGradeAndStrongerOnes() {
    func ids(_ level: EvidenceGrade.Level) -> Set<String> {
        var selection = FixtureSelection()
        selection.evidence = level
        return Set(corpus.files.filter { selection.matches($0, rules: rules) }.compactMap(\.fixture?.id))
    }
    let printed = ids(.printed)
    #expect(printed.contains("seed002-tap-on-c-hit-test-order"))
    #expect(!printed.contains("ht-06-max-x-edge-is-outside"))
    #expect(printed.isSubset(of: ids(.documented)) && ids(.documented).isSubset(of: ids(.tested)))
    #expect(ids(.inferred).count == corpus.files.count)
    var unlinted = FixtureSelection()
    unlinted.evidence = .printed
    #expect(!corpus.files.contains { unlinted.matches($0) }, "without a catalogue nothing can be graded, so nothing is selected")
}

@Test func selectionCombinesInclusionsThenExclusions() {
    func ids(_ selection: FixtureSelection) -> [String] {
        corpus.files.filter { selection.matches($0, rules: rules) }.compactMap(\.fixture?.id)
    }
    #expect(ids(FixtureSelection(area: "windows")).count == corpus.files.filter { $0.area == "windows" }.count)
    #expect(ids(FixtureSelection(area: "windows")).allSatisfy { $0.hasPrefix("ht-") })
    let citingRC11 = corpus.files.compactMap(\.fixture).filter { $0.rules.contains("RC-11") }.map(\.id)
    #expect(ids(FixtureSelection(ruleGlob: "RC-11")) == citingRC11)
    #expect(citingRC11.contains("rc-11-next-responder-override-skips-superview"))
    #expect(ids(FixtureSelection(conformance: .implementationDefined)).count >= 2)
    let seeds = ids(FixtureSelection(idGlob: "seed002-*", area: "hit-testing"))
    let fewer = ids(FixtureSelection(idGlob: "seed002-*", area: "hit-testing", excludedIDGlobs: ["*center*", "*pass*"]))
    #expect(seeds.count == 8 && fewer.count == 4)
}
