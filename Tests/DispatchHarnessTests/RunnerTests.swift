import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine
import Testing

/// An engine that fails in a chosen way, to check how the runner reports it.
struct ScriptedEngine: DispatchEngine {
    var name = "scripted"
    var features: Set<Feature> = Set(Feature.catalogue)
    var iOS: IOSVersion = .latestCovered
    var behaviour: @Sendable (Scenario) throws -> Trace

    func run(_ scenario: Scenario) throws -> Trace { try behaviour(scenario) }
}

struct EngineExploded: Error, CustomStringConvertible {
    var description: String { "engine exploded" }
}

let tapOnA = sharedCorpus.fixtures.first { $0.id == "seed002-tap-on-a-hit-test-order" }!

@Test func engineThatThrowsIsAnErrorAndTheRunGoesOn() {
    let engine = ScriptedEngine { scenario in
        if scenario == tapOnA.scenario { throw EngineExploded() }
        return try ReferenceEngine().run(scenario)
    }
    let summary = ConformanceRunner(engine: engine).run(currentCorpus, rules: sharedRules)
    #expect(summary.count("ERROR") == 1)
    #expect(summary.count("PASS") == currentCorpus.files.count - 1)
    let error = summary.results.first { $0.id == tapOnA.id }
    guard case .error(let message) = error?.outcome else {
        Issue.record("expected ERROR")
        return
    }
    #expect(message.contains("engine exploded"))
    #expect(summary.closingLine.hasSuffix(", 1 errors"))
}

@Test func missingFeatureIsSkippedNamingTheFeatureNeverPassed() {
    var engine = ScriptedEngine { try ReferenceEngine().run($0) }
    engine.features = [.hitTesting]
    let result = ConformanceRunner(engine: engine).run(tapOnA)
    guard case .skipped(let reason) = result.outcome else {
        Issue.record("expected SKIP, got \(result.outcome.label)")
        return
    }
    #expect(reason.missing == [.responderChain] && reason.needs == nil)
}

@Test func fixtureOutsideTheModelledIOSIsSkippedWithTheReasonNeverSent() throws {
    var fixture = tapOnA
    fixture.ios = IOSRange(from: IOSVersion(13, 4))
    var engine = ScriptedEngine { _ in throw EngineExploded() }
    engine.iOS = IOSVersion(12)
    let result = ConformanceRunner(engine: engine).run(fixture)
    guard case .skipped(let reason) = result.outcome else {
        Issue.record("expected SKIP, got \(result.outcome.label)")
        return
    }
    #expect(reason.missing.isEmpty && reason.needs == fixture.ios && reason.modelled == IOSVersion(12))
    #expect(reason.description == "models iOS 12; needs iOS 13.4 or later")
    let summary = RunSummary(engineName: "scripted", corpusRoot: "Fixtures", results: [result])
    guard case .array(let results)? = JSONResults.document(summary)["results"], let document = results.first else {
        Issue.record("no results in the JSON document")
        return
    }
    #expect(document["skipReason"] == .string("models iOS 12; needs iOS 13.4 or later"))
    #expect(document["needsIOS"] == .object([JSONMember("from", .string("13.4"))]))
    // The release the range holds, and one past a `before` bound: run, then skipped.
    engine.iOS = IOSVersion(13, 10)
    #expect(ConformanceRunner(engine: engine).run(fixture).outcome.label == "ERROR")
    fixture.ios = IOSRange(before: IOSVersion(13))
    #expect(ConformanceRunner(engine: engine).run(fixture).outcome.label == "SKIP")
}

@Test func failureReportShowsDiffFirstDivergenceAndRepro() {
    let engine = ScriptedEngine { scenario in
        var trace = try ReferenceEngine().run(scenario)
        trace.entries.removeAll { $0.event == .hitTestCall(view: "C") }
        return trace
    }
    let summary = ConformanceRunner(engine: engine).run(
        Corpus(root: "Fixtures", files: sharedCorpus.files.filter { $0.fixture?.id == tapOnA.id }), rules: sharedRules)
    #expect(summary.closingLine == "0 passed, 1 failed, 0 skipped")
    let report = TextReport { "repro-command \($0)" }.render(summary)
    #expect(report.contains("FAIL seed002-tap-on-a-hit-test-order"))
    #expect(report.contains("first divergence at line 6:"))
    #expect(report.contains("expected: @0     hitTest C"))
    #expect(report.contains("actual:   @0     pointInside C -> false"))
    #expect(report.contains("- @0     hitTest C"))
    #expect(report.contains("repro: repro-command seed002-tap-on-a-hit-test-order"))
    #expect(report.hasSuffix("0 passed, 1 failed, 0 skipped"))
}

@Test func absentLineThatAppearsFails() {
    let fixture = sharedCorpus.fixtures.first { $0.expectations.contains { $0.absent.contains { $0.pattern.event != nil } } }!
    let expectation = fixture.expectations.first { $0.absent.contains { $0.pattern.event != nil } }!
    let absentEvent = expectation.absent.compactMap(\.pattern.event)[0]
    let engine = ScriptedEngine { scenario in
        var trace = try ReferenceEngine().run(scenario)
        trace.append(absentEvent, at: trace.entries.last?.time ?? 0)
        return trace
    }
    let result = ConformanceRunner(engine: engine).run(fixture)
    #expect(result.outcome.label == "FAIL")
}

@Test func invalidFixtureIsAnErrorWithItsDiagnostics() {
    let broken = CorpusFile(
        relativePath: "x/bad.json", fileID: "bad",
        result: FixtureDecoder.decode(Array("{\"formatVersion\": 2}".utf8), file: "Fixtures/x/bad.json", expectedID: "bad"))
    let summary = ConformanceRunner(engine: ReferenceEngine()).run(Corpus(root: "Fixtures", files: [broken]), rules: sharedRules)
    #expect(summary.results.map(\.outcome.label) == ["ERROR"])
    #expect(summary.closingLine == "0 passed, 0 failed, 0 skipped, 1 errors")
}

@Test func duplicateIdsAcrossFilesAreReported() {
    let file = sharedCorpus.files.first { $0.fixture?.id == tapOnA.id }!
    var copy = file
    copy.relativePath = "other/seed002-tap-on-a-hit-test-order.json"
    let diagnostics = Linter.lint(Corpus(root: "Fixtures", files: [file, copy]), rules: sharedRules)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.contains("duplicate fixture id") == true)
}

@Test func unknownRuleIsReported() {
    var fixtureFile = sharedCorpus.files.first { $0.fixture?.id == tapOnA.id }!
    var fixture = fixtureFile.fixture!
    fixture.rules = ["HT-99"]
    fixtureFile.result = .success(fixture)
    let diagnostics = Linter.lint(Corpus(root: "Fixtures", files: [fixtureFile]), rules: sharedRules)
    #expect(diagnostics.map(\.path) == ["$.rules[0]"])
    #expect(diagnostics.first?.message.contains("not in the catalogue") == true)
}

@Test func globMatchesIds() {
    #expect(Glob.matches("seed002-*", "seed002-tap-on-a-hit-test-order"))
    #expect(Glob.matches("*tap-on-?-hit*", "seed002-tap-on-a-hit-test-order"))
    #expect(!Glob.matches("seed00", "seed002"))
    #expect(Glob.matches("*", ""))
}

/// The engine of ``ScriptedEngine`` behind a standard-error log, which makes the runner play the
/// fixtures one by one in its loop, as it does for an engine process.
struct SequentialEngine: DispatchEngine, EngineLogSource {
    var inner: ScriptedEngine
    var name: String { inner.name }
    var features: Set<Feature> { inner.features }
    func run(_ scenario: Scenario) throws -> Trace { try inner.run(scenario) }
    func takeStandardError() -> String { "" }
}

/// An in-process engine's fixtures run on every core before the loop takes their results
/// (DECISIONS 42): the summary must be the one a fixture-by-fixture run gives, failures, stop
/// on the maximum of failures and progress reports included.
@Test func runningInProcessFixturesOnEveryCoreChangesNoResult() {
    let engine = ScriptedEngine { scenario in
        var trace = try ReferenceEngine().run(scenario)
        // Scenes whose window id has a length divisible by three lose their trace's last line, so
        // that some fixtures fail.
        if scenario.scene.windows[0].view.id.utf8.count % 3 == 0 { trace.entries.removeLast() }
        return trace
    }
    for limits in [RunLimits(), RunLimits(maximumFailures: 7)] {
        var parallel = ConformanceRunner(engine: engine)
        parallel.limits = limits
        var sequential = ConformanceRunner(engine: SequentialEngine(inner: engine))
        sequential.limits = limits
        let progress = ProgressLog()
        parallel.progress = { progress.add($0) }
        let (a, b) = (parallel.run(sharedCorpus, rules: sharedRules), sequential.run(sharedCorpus, rules: sharedRules))
        #expect(a.results.map(\.id) == b.results.map(\.id))
        #expect(a.results.map(\.label) == b.results.map(\.label))
        #expect(a.results.map(\.trace) == b.results.map(\.trace))
        #expect(a.count("FAIL") > 0)
        #expect(progress.done == Array(1...a.results.count))
        if limits.maximumFailures != nil { #expect(a.results.count < sharedCorpus.files.count) }
    }
}

/// Progress reports, gathered from the runner's callback.
final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [Int] = []

    func add(_ progress: RunProgress) {
        lock.lock()
        reports.append(progress.done)
        lock.unlock()
    }

    var done: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return reports
    }
}
