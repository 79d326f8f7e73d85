import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine
import Testing

let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let corpus = try! Corpus.load(from: repository.appendingPathComponent("Fixtures").path)
let rules = try! RuleCatalogue.load(specsDirectory: repository.appendingPathComponent("Specs").path)

func binaryPath() throws -> String {
    let candidates = [
        Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("dispatch-conformance"),
        Bundle.main.bundleURL.appendingPathComponent("dispatch-conformance"),
    ]
    return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }).path
}

/// A corpus of the first `count` fixtures, for the tests that only need a few.
func smallCorpus(_ count: Int) -> Corpus {
    Corpus(root: corpus.root, files: Array(corpus.files.prefix(count)))
}

@Test func servingTheReferenceEngineGivesTheInProcessResults() throws {
    let served = try OutOfProcessEngine(command: "\(try binaryPath()) serve")
    defer { served.shutDown() }
    #expect(served.features == ReferenceEngine().features)
    let remote = ConformanceRunner(engine: served).run(corpus, rules: rules)
    let local = ConformanceRunner(engine: ReferenceEngine()).run(corpus, rules: rules)
    #expect(remote.results.map(\.id) == local.results.map(\.id))
    #expect(remote.results.map(\.outcome.label) == local.results.map(\.outcome.label))
    #expect(remote.results.map(\.trace) == local.results.map(\.trace))
    #expect(remote.closingLine == local.closingLine)
}

@Test func pythonEnginePassesItsFeatureAndSkipsTheRest() throws {
    let engine = try OutOfProcessEngine(command: "python3 \(repository.path)/Examples/python-hit-testing/engine.py")
    defer { engine.shutDown() }
    #expect(engine.features == [.hitTesting])
    let summary = ConformanceRunner(engine: engine).run(corpus, rules: rules)
    let needingOnlyHitTesting = corpus.fixtures.filter { $0.features == [.hitTesting] }.count
    #expect(needingOnlyHitTesting > 10)
    #expect(summary.count("PASS") == needingOnlyHitTesting)
    #expect(summary.count("SKIP") == corpus.fixtures.count - needingOnlyHitTesting)
    #expect(summary.count("FAIL") == 0 && summary.count("ERROR") == 0)
}

/// The fixtures that need only `hit-testing` and change several touches in one event.
private var hitTestingFixturesWithSeveralTouchesInOneEvent: [String] {
    corpus.fixtures.filter { fixture in
        fixture.features == [.hitTesting]
            && fixture.scenario.script.contains { if case .touches = $0.action { true } else { false } }
    }.map(\.id)
}

/// An engine that passes over the steps changing several touches in one event (as the Python
/// example once did) fails every fixture of its feature that has one, and nothing else.
@Test func anEngineDroppingEventsOfSeveralTouchesFailsTheirFixtures() throws {
    let expected = hitTestingFixturesWithSeveralTouchesInOneEvent
    #expect(expected.count >= 2)
    let double = repository.appendingPathComponent("Tests/EngineDoubles/one_touch_per_event_engine.py").path
    let example = repository.appendingPathComponent("Examples/python-hit-testing/engine.py").path
    let engine = try OutOfProcessEngine(command: "python3 \(double) \(example)")
    defer { engine.shutDown() }
    let summary = ConformanceRunner(engine: engine).run(corpus, rules: rules)
    #expect(summary.results.filter { $0.label == "FAIL" }.map(\.id).sorted() == expected.sorted())
    #expect(summary.count("ERROR") == 0)
}

/// The Python example is complete for what it declares: `fuzz` finds nothing against it.
@Test func pythonEngineFuzzesCleanForItsFeature() throws {
    let out = temporaryDirectory("fuzz-python-example")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let command = "python3 \(repository.path)/Examples/python-hit-testing/engine.py"
    let run = try runCLI(["fuzz", "--seed", "1", "--count", "300", "--engine-command", command, "--max-failures", "1", "--out", out])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains(": 0 crashes, 0 violations, 0 differences"), "\(run.output)")
}

@Test func pythonEngineWithTheWrongSubviewOrderFails() throws {
    let engine = try OutOfProcessEngine(command: "python3 \(repository.path)/Examples/python-hit-testing/engine.py --wrong")
    defer { engine.shutDown() }
    let summary = ConformanceRunner(engine: engine).run(corpus, rules: rules)
    #expect(summary.count("FAIL") > 0)
    #expect(!summary.succeeded)
}

/// Each misbehaviour of the double fails only the second scenario, and the run goes on; whatever
/// the engine wrote, the reports quote a bounded excerpt of it.
@Test(
    "a misbehaving engine fails one fixture and the run completes",
    arguments: [
        ("crash", "ERROR", "exited with status 3"), ("hang", "TIMEOUT", "did not answer within 1.0 s"),
        ("garbage", "ERROR", "\"this is not json\""), ("badline", "ERROR", "tokens must be separated by exactly one space"),
        ("wrongid", "ERROR", "does not carry the request's id"),
        ("twice", "ERROR", "after answering this fixture's scenario, the engine broke the protocol (a second response to request s2"),
        ("hugeline", "ERROR", "a line longer than the limit of 16777216 bytes"),
        ("endless", "ERROR", "a line longer than the limit of 16777216 bytes"), ("slowline", "TIMEOUT", "did not answer within 1.0 s"),
        ("noisy", "ERROR", "bytes of standard error left out"),
    ])
func misbehavingEngineIsContained(_ mode: String, _ label: String, _ message: String) throws {
    let script = repository.appendingPathComponent("Tests/EngineDoubles/misbehaving_engine.py").path
    // One second where the test waits for a timeout; elsewhere room for a loaded machine.
    let engine = try OutOfProcessEngine(command: "python3 \(script) \(mode) \(try binaryPath())", timeout: label == "TIMEOUT" ? 1 : 60)
    defer { engine.shutDown() }
    let sample = smallCorpus(4)
    let summary = ConformanceRunner(engine: engine).run(sample, rules: rules)
    #expect(summary.results.count == 4)
    #expect(summary.results.map(\.outcome.label) == ["PASS", label, "PASS", "PASS"])
    let text: String
    switch summary.results[1].outcome {
    case .error(let message), .timeout(let message): text = message
    default: text = ""
    }
    #expect(text.contains(message), "\(text.prefix(2000))")
    if mode == "crash" { #expect(text.contains("double: crashing on purpose")) }
    if mode == "noisy" { #expect(text.contains("exited with status 4") && text.contains("double: the last words")) }
    // A 100 MB line, an endless one or 5 MB of standard error: the reports stay small.
    #expect(text.utf8.count < 20_000)
    #expect(JSONResults.text(summary).utf8.count < 40_000)
    #expect(JUnitReport(textReport: TextReport { $0 }).render(summary).utf8.count < 40_000)
    #expect(TextReport { $0 }.render(summary).utf8.count < 40_000)
}

/// The line written after the last answer is caught when the engine's input is closed at the end
/// of the run, and blamed on the fixture answered last.
@Test func outputAfterTheLastAnswerIsBlamedOnTheLastFixture() throws {
    let script = repository.appendingPathComponent("Tests/EngineDoubles/misbehaving_engine.py").path
    let engine = try OutOfProcessEngine(command: "python3 \(script) trailing \(try binaryPath())", timeout: 60)
    defer { engine.shutDown() }
    let summary = ConformanceRunner(engine: engine).run(smallCorpus(2), rules: rules)
    #expect(summary.results.map(\.outcome.label) == ["PASS", "ERROR"])
    guard case .error(let text) = summary.results[1].outcome else { return }
    #expect(text.contains("a line written after the response to request s2: \"double: one line too many\""), "\(text)")
}

/// The seeded double gives the same trace twice in one process, so only a fresh process per
/// repetition reveals it.
@Test func aProcessSeededEngineDiffersOnlyAcrossProcesses() throws {
    let script = repository.appendingPathComponent("Tests/EngineDoubles/process_seeded_engine.py").path
    let engine = try OutOfProcessEngine(command: "python3 \(script) \(try binaryPath())")
    defer { engine.shutDown() }
    let scenarios = corpus.fixtures.filter { $0.id.hasPrefix("seed002-") }.map(\.scenario)
    #expect(scenarios.count >= 8)
    let first = try scenarios.map { try engine.run($0) }
    #expect(try scenarios.map { try engine.run($0) } == first, "the same process gives the same traces")
    engine.restartProcess()
    #expect(try scenarios.map { try engine.run($0) } != first, "a new process orders lines of equal time otherwise")
}

@Test func engineWithoutHandshakeCannotStart() {
    #expect(throws: EngineFailure.self) { try OutOfProcessEngine(command: "echo 'not a handshake'", timeout: 2) }
    #expect(throws: EngineFailure.self) { try OutOfProcessEngine(command: "exit 1", timeout: 2) }
    #expect(throws: EngineFailure.self) {
        try OutOfProcessEngine(command: #"echo '{"protocol":4,"engine":"x","version":"1","features":[]}'"#, timeout: 2)
    }
    // Protocol 3 says which iOS the engine models; a release the corpus does not cover, or the key
    // in an older protocol, stops the engine at its handshake.
    #expect(throws: EngineFailure.self) {
        try OutOfProcessEngine(command: #"echo '{"protocol":3,"engine":"x","version":"1","features":[],"ios":"8"}'"#, timeout: 2)
    }
    #expect(throws: EngineFailure.self) {
        try OutOfProcessEngine(command: #"echo '{"protocol":2,"engine":"x","version":"1","features":[],"ios":"13"}'"#, timeout: 2)
    }
}

@Test func serverAnswersABadRequestWithAnError() {
    let server = EngineServer(engine: ReferenceEngine(), engineVersion: "test")
    #expect(server.respond(to: "nonsense").contains("\"error\":\"the request is not valid JSON"))
    let reply = server.respond(to: #"{"id":"x","scenario":{"scene":{"windows":[]},"script":[]}}"#)
    #expect(reply.hasPrefix(#"{"id":"x","error":"#))
    #expect(reply.contains("expected a non-empty array"))
}
