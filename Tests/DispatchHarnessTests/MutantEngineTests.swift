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
    #expect(summary.succeeded, "\(summary.closingLine)")
    #expect(summary.closingLine == "\(sharedCorpus.files.count) passed, 0 failed, 0 skipped")
}
