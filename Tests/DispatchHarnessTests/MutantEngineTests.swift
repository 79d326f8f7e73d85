import DispatchHarness
import DispatchModel
import Foundation
import Testing

@testable import ReferenceEngine

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let sharedCorpus = try! Corpus.load(from: repositoryRoot.appendingPathComponent("Fixtures").path)
let sharedRules = try! RuleCatalogue.load(specsDirectory: repositoryRoot.appendingPathComponent("Specs").path)

/// Each deliberate fault of the reference engine must make a fixture fail that cites a rule the
/// fault breaks and whose level can claim it: `required`, or `implementation-defined` for a fault
/// that changes only a rule's engine choice. A fixture of another rule failing by accident would not
/// show that the corpus pins the broken rule down.
@Test("a fixture of the rule a fault breaks catches it", arguments: EngineFault.allCases)
func corpusCatchesFault(_ fault: EngineFault) {
    let summary = ConformanceRunner(engine: ReferenceEngine(faults: [fault])).run(sharedCorpus, rules: sharedRules)
    #expect(summary.count("ERROR") == 0)
    let failing = summary.results.filter { $0.label == "FAIL" }.compactMap(\.fixture)
    let level: Conformance = fault.breaksOnlyAnEngineChoice ? .implementationDefined : .required
    let catching = failing.filter { $0.conformance == level && !Set($0.rules).isDisjoint(with: fault.rules) }
    #expect(!catching.isEmpty, "no \(level.rawValue) fixture citing \(fault.rules) fails with \(fault); failing: \(failing.map(\.id))")
}

/// A fault's rules exist, and one said to break only an engine choice names rules that record one.
@Test("a fault names rules of the catalogue", arguments: EngineFault.allCases)
func faultNamesKnownRules(_ fault: EngineFault) {
    let rules = fault.rules.map { (id: $0, rule: sharedRules.rule($0)) }
    #expect(!rules.isEmpty)
    for (id, rule) in rules {
        #expect(rule != nil, "\(fault) names \(id), which Specs/rules does not define")
        if fault.breaksOnlyAnEngineChoice { #expect(rule?.hasEngineChoice == true, "\(id) records no engine choice") }
    }
}

@Test func faultlessEngineFailsNothing() {
    let summary = ConformanceRunner(engine: ReferenceEngine()).run(sharedCorpus, rules: sharedRules)
    let failing = summary.results.filter { $0.label != "PASS" }.map(\.id)
    #expect(summary.succeeded, "not passing: \(failing)")
    #expect(summary.closingLine == "\(sharedCorpus.files.count) passed, 0 failed, 0 skipped")
}

@Test func readmeFailureExampleIsWhatTheHarnessPrints() {
    let file = sharedCorpus.files.filter { $0.fixture?.id == "seed002-tap-on-a-hit-test-order" }
    let summary = ConformanceRunner(engine: ReferenceEngine(faults: [.subviewsBackToFront])).run(
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
