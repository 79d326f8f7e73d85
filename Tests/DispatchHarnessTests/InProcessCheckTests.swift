import DispatchHarness
import DispatchModel
import ReferenceEngine
import Testing

// The README's snippet for engine authors, verbatim but for the engine's body, which here
// delegates to the reference engine while declaring a single feature.

struct MyEngine: DispatchEngine {
    var name: String { "my-engine 1.0" }
    var features: Set<Feature> { [.hitTesting] }
    func run(_ scenario: Scenario) throws -> Trace { try ReferenceEngine().run(scenario) }
}

@Test func conformsToUIKit() throws {
    try ConformanceSuite.check(MyEngine())
}

@Test(arguments: ConformanceSuite.fixtureIDs(runnableBy: MyEngine()))
func conformsToUIKit(fixture id: String) throws {
    try ConformanceSuite.check(MyEngine(), id: id)
}

// What the parameterized form promises: its cases are exactly the fixtures the engine runs, and
// a fixture it would skip is refused, never passed.

@Test func theParameterizedCasesAreTheFixturesTheEngineRuns() throws {
    let summary = try ConformanceSuite.run(MyEngine())
    let run = summary.results.filter { $0.outcome.label != "SKIP" }.map(\.id)
    let skipped = summary.results.filter { $0.outcome.label == "SKIP" }.map(\.id)
    #expect(!run.isEmpty && !skipped.isEmpty)
    #expect(ConformanceSuite.fixtureIDs(runnableBy: MyEngine()) == run)
    #expect(ConformanceSuite.fixtureIDs(runnableBy: ReferenceEngine()) == currentCorpus.files.map { $0.fixture?.id ?? $0.fileID })
    #expect(ConformanceSuite.fixtureIDs(runnableBy: ReferenceEngine(iOS: IOSVersion(12))).count > earlierCorpus.files.count)
    let refused = try #require(skipped.first)
    #expect {
        try ConformanceSuite.check(MyEngine(), id: refused)
    } throws: { error in
        "\(error)".contains("fixtureIDs(runnableBy:)") && "\(error)".contains("skips \"\(refused)\"")
    }
}

// What the snippet promises: a broken engine fails with the diffs.

struct BrokenEngine: DispatchEngine {
    var name: String { "broken 1.0" }
    var features: Set<Feature> { [.hitTesting] }
    func run(_ scenario: Scenario) throws -> Trace {
        var trace = try ReferenceEngine().run(scenario)
        trace.entries.removeAll { if case .pointInside = $0.event { true } else { false } }
        return trace
    }
}

@Test func aBrokenEngineFailsWithTheDiffs() {
    #expect(ConformanceSuite.fixtureIDs.count == sharedCorpus.files.count)
    do {
        try ConformanceSuite.check(BrokenEngine())
        Issue.record("the broken engine passed")
    } catch let failure as ConformanceFailure {
        #expect(failure.summary.count("FAIL") > 0)
        // Hit-test calls are compared with contains (HT-22): the missing pointInside line is shown
        // as a line not found in order, with the filtered trace.
        #expect(failure.description.contains("not found in order:"))
        #expect(failure.description.contains("pointInside"))
    } catch {
        Issue.record("unexpected error \(error)")
    }
}
