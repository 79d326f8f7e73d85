import DispatchHarness
import DispatchModel
import Foundation
import Testing

@testable import ReferenceEngine

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let sharedCorpus = try! Corpus.load(from: repositoryRoot.appendingPathComponent("Fixtures").path)
let sharedRules = try! RuleCatalogue.load(specsDirectory: repositoryRoot.appendingPathComponent("Specs").path)

/// Each deliberate fault of the reference engine must make the corpus fail: otherwise the corpus
/// does not pin down the rule the fault breaks.
@Test("the corpus catches a broken engine", arguments: EngineFault.allCases)
func corpusCatchesFault(_ fault: EngineFault) {
    let summary = ConformanceRunner(engine: ReferenceEngine(faults: [fault])).run(sharedCorpus, rules: sharedRules)
    #expect(summary.count("FAIL") > 0, "no fixture fails with \(fault)")
    #expect(summary.count("ERROR") == 0)
}

@Test func faultlessEngineFailsNothing() {
    let summary = ConformanceRunner(engine: ReferenceEngine()).run(sharedCorpus, rules: sharedRules)
    let failing = summary.results.filter { $0.label != "PASS" }.map(\.id)
    #expect(summary.succeeded, "not passing: \(failing)")
    #expect(summary.closingLine == "\(sharedCorpus.files.count) passed, 0 failed, 0 skipped")
}

@Test func readmeFailureExampleIsWhatTheHarnessPrints() {
    let file = sharedCorpus.files.filter { $0.fixture?.id == "seed002-tap-on-a-hit-test-order" }
    let summary = ConformanceRunner(engine: ReferenceEngine(faults: [.subviewsFrontToBack])).run(
        Corpus(root: "Fixtures", files: file), rules: sharedRules)
    let report = TextReport { "swift run dispatch-conformance explain \($0)" }.render(summary)
    if ProcessInfo.processInfo.environment["PRINT_README_EXAMPLE"] != nil { print(report) }
    let readme = (try? String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    let lines = report.split(separator: "\n")
    #expect(lines.count >= 11, "the report is shorter than the README's example: \(report)")
    for line in lines.prefix(11).dropFirst(3) {
        #expect(readme.contains(line), "README's failure example lacks: \(line)")
    }
}
