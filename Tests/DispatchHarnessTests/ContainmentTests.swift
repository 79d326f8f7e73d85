import DispatchHarness
import DispatchModel
import ReferenceEngine
import Testing

/// The reference trace of `scenario` with `line` appended at the time of its last entry.
func referenceTrace(_ scenario: Scenario, appending line: TraceEvent) throws -> Trace {
    var trace = try ReferenceEngine().run(scenario)
    trace.append(line, at: trace.entries.last?.time ?? 0)
    return trace
}

@Test func anEngineThatThrowsOnEveryOtherFixtureErrorsOnlyThoseAndTheRunGoesOn() {
    let throwingScenarios = Set(sharedCorpus.fixtures.enumerated().filter { $0.offset % 2 == 0 }.map(\.element.scenario))
    let throwing = Set(sharedCorpus.fixtures.filter { throwingScenarios.contains($0.scenario) }.map(\.id))
    let engine = ScriptedEngine { scenario in
        if throwingScenarios.contains(scenario) { throw EngineExploded() }
        return try ReferenceEngine().run(scenario)
    }
    let summary = ConformanceRunner(engine: engine).run(currentCorpus, rules: sharedRules)
    #expect(summary.results.count == currentCorpus.files.count)
    for result in summary.results {
        guard case .error(let message) = result.outcome else {
            #expect(result.label == "PASS" && !throwing.contains(result.id), "\(result.id)")
            continue
        }
        #expect(throwing.contains(result.id) && message == "the engine threw: engine exploded", "\(result.id)")
    }
}

@Test(
    "a trace naming an object that is not in the scene is an ERROR",
    arguments: [
        TraceEvent.hitTestCall(view: "Ghost"), .pointInside(view: "Ghost", result: true), .hitTestReturn(view: "A", result: "Ghost"),
        .hit(touch: 1, view: "Ghost"), .touches(phase: .ended, responder: "Ghost", touches: [1]),
    ])
func aTraceNamingAnUnknownObjectIsAnError(_ line: TraceEvent) throws {
    let fixture = tapOnA
    let engine = ScriptedEngine { scenario in try referenceTrace(scenario, appending: line) }
    let result = ConformanceRunner(engine: engine).run(fixture)
    guard case .error(let message) = result.outcome else {
        Issue.record("expected ERROR, got \(result.outcome.label)")
        return
    }
    let count = try ReferenceEngine().run(fixture.scenario).entries.count
    #expect(message == "the engine's trace names unknown object Ghost (trace line \(count + 1): \(line))")
}

@Test func unknownObjectsAreErrorsEvenOnChannelsNoExpectationCompares() {
    let fixture = sharedCorpus.fixtures.first { $0.expectations.allSatisfy { !$0.channels.contains(.hitTest) } }!
    let engine = ScriptedEngine { scenario in try referenceTrace(scenario, appending: .hitTestCall(view: "Ghost")) }
    #expect(ConformanceRunner(engine: engine).run(fixture).outcome.label == "ERROR")
}

@Test func everyUnknownObjectIsNamedOnceInTraceOrder() throws {
    var trace = try ReferenceEngine().run(tapOnA.scenario)
    for line in [TraceEvent.hitTestCall(view: "X"), .hitTestReturn(view: "X", result: "Y"), .hitTestCall(view: "X")] {
        trace.append(line, at: 0)
    }
    let sentences = ConformanceRunner.unknownReferences(in: trace, scene: tapOnA.scenario.scene)
    let count = try ReferenceEngine().run(tapOnA.scenario).entries.count
    #expect(
        sentences == [
            "the engine's trace names unknown object X (trace line \(count + 1): hitTest X)",
            "the engine's trace names unknown object Y (trace line \(count + 2): hitTest X -> Y)",
        ])
}

@Test func aCorpusRunWithAnEngineThatInventsObjectsGivesEveryFixtureAResult() {
    let engine = ScriptedEngine { scenario in
        scenario.script.count > 2
            ? try referenceTrace(scenario, appending: .hitTestCall(view: "Ghost")) : try ReferenceEngine().run(scenario)
    }
    let summary = ConformanceRunner(engine: engine).run(currentCorpus, rules: sharedRules)
    let inventing = currentCorpus.fixtures.filter { $0.scenario.script.count > 2 }.count
    #expect(inventing > 0)
    #expect(summary.count("ERROR") == inventing)
    #expect(summary.count("PASS") == currentCorpus.files.count - inventing)
}
