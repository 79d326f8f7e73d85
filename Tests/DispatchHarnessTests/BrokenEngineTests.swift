import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine
import Testing

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let sharedCorpus = try! Corpus.load(from: repositoryRoot.appendingPathComponent("Fixtures").path)
let sharedRules = try! RuleCatalogue.load(specsDirectory: repositoryRoot.appendingPathComponent("Specs").path)
/// The corpus's files whose fixtures hold for the release an engine models by default (iOS 26),
/// which a reference engine of that release runs; the others hold only for earlier releases.
let currentCorpus = Corpus(
    root: sharedCorpus.root, files: sharedCorpus.files.filter { ($0.fixture?.ios ?? .all).contains(.latestCovered) })
/// The fixtures that hold only before the release an engine models by default.
let earlierCorpus = Corpus(
    root: sharedCorpus.root, files: sharedCorpus.files.filter { !($0.fixture?.ios ?? .all).contains(.latestCovered) })

/// Each deliberately broken engine (`BrokenEngines/`) must make a `required` fixture fail that
/// cites a rule the engine breaks. A fixture of another rule failing by accident would not show
/// that the corpus pins the broken rule down.
@Test("a required fixture of the rule a broken engine breaks catches it", arguments: BrokenReferenceEngine.all)
func corpusCatchesBrokenEngine(_ engine: BrokenReferenceEngine) {
    // Only the fixtures that could catch it run: the required ones citing a rule it breaks.
    let candidates = sharedCorpus.files.filter { file in
        guard let fixture = file.fixture else { return false }
        return fixture.conformance == .required && !Set(fixture.rules).isDisjoint(with: engine.rules)
    }
    #expect(!candidates.isEmpty, "no required fixture cites \(engine.rules)")
    let summary = ConformanceRunner(engine: engine).run(Corpus(root: sharedCorpus.root, files: candidates), rules: sharedRules)
    #expect(summary.count("ERROR") == 0)
    let catching = summary.results.filter { $0.label == "FAIL" }.compactMap(\.fixture)
    #expect(!catching.isEmpty, "no required fixture citing \(engine.rules) fails with \(engine) among \(candidates.count)")
}

/// A broken engine's rules exist.
@Test("a broken engine names rules of the catalogue", arguments: BrokenReferenceEngine.all)
func brokenEngineNamesKnownRules(_ engine: BrokenReferenceEngine) {
    #expect(!engine.rules.isEmpty)
    for id in engine.rules { #expect(sharedRules.rule(id) != nil, "\(engine) names \(id), which Specs/rules does not define") }
}

@Test func referenceEngineFailsNothing() {
    // Modelling iOS 26 it runs every fixture but those that hold only before iOS 13, which it
    // skips for the release; modelling iOS 12 it runs those.
    #expect(!earlierCorpus.files.isEmpty)
    let summary = ConformanceRunner(engine: ReferenceEngine()).run(sharedCorpus, rules: sharedRules)
    let failing = summary.results.filter { $0.label != "PASS" && $0.label != "SKIP" }.map(\.id)
    #expect(summary.succeeded, "not passing: \(failing)")
    #expect(summary.closingLine == "\(currentCorpus.files.count) passed, 0 failed, \(earlierCorpus.files.count) skipped")
    let earlier = ConformanceRunner(engine: ReferenceEngine(iOS: IOSVersion(12))).run(earlierCorpus, rules: sharedRules)
    #expect(earlier.closingLine == "\(earlierCorpus.files.count) passed, 0 failed, 0 skipped")
}

@Test func readmeFailureExampleIsWhatTheHarnessPrints() throws {
    let file = sharedCorpus.files.filter { $0.fixture?.id == "seed002-tap-on-a-hit-test-order" }
    let backToFront = try #require(BrokenReferenceEngine.all.first { $0.rules == ["HT-08"] })
    let summary = ConformanceRunner(engine: backToFront, annotationOracle: ReferenceEngine()).run(
        Corpus(root: "Fixtures", files: file), rules: sharedRules)
    let report = TextReport { "swift run dispatch-conformance explain \($0)" }.render(summary)
    if ProcessInfo.processInfo.environment["PRINT_README_EXAMPLE"] != nil { print(report) }
    let readme = (try? String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    let lines = report.split(separator: "\n")
    #expect(lines.count >= 12, "the report is shorter than the README's example: \(report)")
    for line in lines.prefix(12).dropFirst(3) {
        #expect(readme.contains(line), "README's failure example lacks: \(line)")
    }
}

/// Whatever fixture a broken engine fails, the failure names a rule the engine breaks as the rule
/// broken: the failing expectation's `rules` include it. A failure that names only other rules
/// would send the engine's author to the wrong part of the specification.
@Test("every fixture a broken engine fails names a rule it breaks", arguments: BrokenReferenceEngine.all)
func failuresNameTheBrokenRule(_ engine: BrokenReferenceEngine) {
    let summary = ConformanceRunner(engine: engine).run(sharedCorpus, rules: sharedRules)
    let failed = summary.results.filter { $0.label == "FAIL" }
    #expect(!failed.isEmpty, "\(engine) fails no fixture")
    let misnamed = failed.filter { Set($0.brokenRules).isDisjoint(with: engine.rules) }
    let detail =
        "\(misnamed.count) of \(failed.count) failures of \(engine) do not name \(engine.rules): "
        + misnamed.map { "\($0.id) names \($0.brokenRules.joined(separator: ","))" }.joined(separator: "; ")
    #expect(misnamed.isEmpty, "\(detail)")
}
