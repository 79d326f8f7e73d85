import DispatchModel
import Foundation
import ReferenceEngine
import Testing

@testable import DispatchHarness

@Test func theSuiteCheckThrowsWhenNothingWasExecutedOrTheIdIsUnknown() throws {
    #expect(throws: ConformanceFailure.self) { try ConformanceSuite.check(featurelessEngine) }
    #expect(throws: HarnessError.self) { try ConformanceSuite.check(ReferenceEngine(), id: "no-such-fixture") }
    do {
        try ConformanceSuite.check(ReferenceEngine(), id: "no-such-fixture")
    } catch {
        #expect("\(error)".hasPrefix("no fixture \"no-such-fixture\" in "))
    }
    // A fixture the engine would skip is refused, never passed: it lacks the fixture's features.
    #expect(throws: HarnessError.self) { try ConformanceSuite.check(featurelessEngine, id: tapOnA.id) }
    #expect(ConformanceSuite.fixtureIDs(runnableBy: featurelessEngine).isEmpty)
    #expect(throws: ConformanceFailure.self) {
        try ConformanceSuite.check(ScriptedEngine { _ in throw EngineExploded() }, id: tapOnA.id)
    }
}

@Test func theSuiteLoadsItsCorpusOnceAndReusesIt() throws {
    #expect(ConformanceSuite.fixtureIDs == sharedCorpus.files.map { $0.fixture?.id ?? $0.fileID })
    let first = try ConformanceSuite.run(ReferenceEngine(), selection: FixtureSelection(area: "windows"))
    let again = try ConformanceSuite.run(ReferenceEngine(), selection: FixtureSelection(area: "windows"))
    #expect(first.results.map(\.id) == again.results.map(\.id) && first.succeeded && again.succeeded)
}

/// Without a corpus, the ids of a parameterized test are one entry that names the reason, so the
/// test runs once and fails, rather than running nothing and passing.
@Test func withoutACorpusTheFixtureIdsNameTheReason() {
    let missing = Result<LintedCorpus, any Error> {
        throw HarnessError.missingDirectory("/nowhere", what: "fixture corpus", option: "--fixtures")
    }
    #expect(
        ConformanceSuite.ids(of: missing) == [
            "(no fixtures: no fixture corpus directory at /nowhere; run from the repository root, or pass its path with --fixtures DIR)"
        ])
    #expect(throws: HarnessError.self) { try ConformanceSuite.check(ReferenceEngine(), id: ConformanceSuite.ids(of: missing)[0]) }
}
