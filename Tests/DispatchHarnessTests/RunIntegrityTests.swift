import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine
import Testing

/// The reference engine, declaring no feature at all.
let featurelessEngine = ScriptedEngine(features: []) { try ReferenceEngine().run($0) }

@Test func aRunOfAnEmptyCorpusDoesNotSucceed() {
    let summary = ConformanceRunner(engine: ReferenceEngine()).run(Corpus(root: "empty", files: []), rules: sharedRules)
    #expect(!summary.succeeded)
    #expect(summary.problems == ["the corpus at empty has no fixture files (*.json); nothing was run"])
}

@Test func aSelectionThatMatchesNothingDoesNotSucceed() {
    let summary = ConformanceRunner(engine: ReferenceEngine()).run(
        sharedCorpus, rules: sharedRules, selection: FixtureSelection(idGlob: "no-such-*"))
    #expect(!summary.succeeded)
    #expect(summary.problems == ["no fixture matches the selection; nothing was run"])
}

@Test func aRunThatSkipsEverythingDoesNotSucceed() {
    let summary = ConformanceRunner(engine: featurelessEngine).run(sharedCorpus, rules: sharedRules)
    #expect(summary.count("SKIP") == sharedCorpus.files.count)
    #expect(!summary.succeeded)
    #expect(summary.problems.first?.hasPrefix("no fixture was executed: scripted declares no feature") == true)
    let junit = JUnitReport(textReport: TextReport { $0 }).render(summary)
    #expect(junit.contains("<testsuite name=\"run\" tests=\"1\" failures=\"1\""))
    #expect(JSONResults.text(summary).contains("\"problems\":[\"no fixture was executed"))
}

/// An engine that gives a shorter trace each time after the first that it runs a scenario.
final class ForgetfulRepeatEngine: DispatchEngine, @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<Scenario> = []
    var name: String { "forgetful-repeat" }
    var features: Set<Feature> { Set(Feature.catalogue) }

    func run(_ scenario: Scenario) throws -> Trace {
        lock.lock()
        let again = !seen.insert(scenario).inserted
        lock.unlock()
        var trace = try ReferenceEngine().run(scenario)
        if again { trace.entries.removeLast() }
        return trace
    }
}

@Test func repetitionsThatDifferAreUnstableEverywhereTheRunIsReported() throws {
    let sample = Corpus(root: sharedCorpus.root, files: sharedCorpus.files.filter { $0.fixture?.id.hasPrefix("seed002-tap-on-a") == true })
    #expect(sample.files.count >= 2)
    let summary = ConformanceRunner(engine: ForgetfulRepeatEngine()).run(sample, rules: sharedRules, repetitions: 3)
    #expect(summary.results.map(\.label) == Array(repeating: "UNSTABLE", count: sample.files.count))
    #expect(!summary.succeeded)
    #expect(summary.closingLine == "0 passed, 0 failed, 0 skipped, \(sample.files.count) unstable")
    guard case .unstable(let instability) = summary.results[0].outcome else { return }
    #expect(instability.repetition == 2 && instability.firstLabel == "PASS")
    #expect(instability.firstDifference == instability.other.entries.count, "the second trace lacks the last line")
    let report = TextReport { "repro \($0)" }.render(summary)
    #expect(report.contains("UNSTABLE \(summary.results[0].id)"))
    #expect(report.contains("repetition 2 gave another trace than repetition 1 (which gave PASS)"))
    #expect(report.contains("    repetition 2: (end of trace)"))
    let document = try JSONParser.parse(JSONResults.text(summary))
    #expect(document["repetitions"] == .number(3))
    #expect(document["summary"]?["UNSTABLE"] == .number(Double(sample.files.count)))
    guard case .array(let results)? = document["results"] else {
        Issue.record("no results")
        return
    }
    #expect(results.first?["instability"]?["repetition"] == .number(2))
    #expect(results.first?["status"] == .string("UNSTABLE"))
    let junit = JUnitReport(textReport: TextReport { $0 }).render(summary)
    #expect(junit.contains("<failure type=\"UNSTABLE\" message=\"unstable: repetition 2 gave another trace\">"))
    let markdown = try EngineComparison(documents: [("a.json", JSONResults.text(summary))]).markdown()
    #expect(markdown.contains("| **all** | \(sample.files.count) unstable |"))
    #expect(markdown.contains("fails everywhere: \(summary.results.map(\.id).sorted().joined(separator: ", "))"))
}

@Test func aDeterministicEngineStaysStableOverRepetitions() {
    let summary = ConformanceRunner(engine: ReferenceEngine()).run(currentCorpus, rules: sharedRules, repetitions: 2)
    #expect(summary.succeeded)
    #expect(summary.count("PASS") == currentCorpus.files.count)
    #expect(summary.repetitions == 2)
}

/// `Fixtures/` and `Fixtures//`: diagnostics are found for their file whatever the root's spelling.
@Test("an invalid fixture keeps its messages whatever the corpus root's spelling", arguments: ["", "/", "//"])
func invalidFixtureMessagesSurviveATrailingSlash(_ suffix: String) throws {
    let folder = try temporaryFolder("slash")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("area"), withIntermediateDirectories: true)
    try Data("{\"formatVersion\": 1}".utf8).write(to: folder.appendingPathComponent("area/bad.json"))
    let corpus = try Corpus.load(from: folder.path + suffix)
    let summary = ConformanceRunner(engine: ReferenceEngine()).run(corpus, rules: sharedRules)
    guard case .error(let message) = summary.results.first?.outcome else {
        Issue.record("expected ERROR")
        return
    }
    #expect(message.hasPrefix("invalid fixture:\n"))
    #expect(message.contains("area/bad.json: $: missing required key \"id\""), "\(message)")
}

@Test func aHugeFailingTraceGivesABoundedDiff() {
    let engine = ScriptedEngine { scenario in
        var trace = try ReferenceEngine().run(scenario)
        for _ in 0..<50_000 { trace.append(.hitTestCall(view: "A"), at: trace.entries.last?.time ?? 0) }
        return trace
    }
    let summary = ConformanceRunner(engine: engine).run(
        Corpus(root: "Fixtures", files: sharedCorpus.files.filter { $0.fixture?.id == tapOnA.id }), rules: sharedRules)
    #expect(summary.results.map(\.label) == ["FAIL"])
    let report = TextReport { $0 }.render(summary)
    #expect(report.contains("more lines of the diff"))
    #expect(report.split(separator: "\n").count < TextReport.maximumDiffLines + 50)
}
