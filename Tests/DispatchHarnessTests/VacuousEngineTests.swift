import DispatchHarness
import DispatchModel
import ReferenceEngine
import Testing

/// An engine that answers every request without dispatching anything: with an empty trace, or
/// with only the lines of the `input` channel, which the script alone decides.
struct VacuousEngine: DispatchEngine {
    /// Whether the answer echoes the script's input lines.
    var echoesInput: Bool
    /// The release it claims to model, so that the fixtures of every range are sent to it.
    var iOS: IOSVersion = .latestCovered

    var name: String { echoesInput ? "input echo" : "empty trace" }
    var features: Set<Feature> { Set(Feature.catalogue) }

    func run(_ scenario: Scenario) throws -> Trace {
        guard echoesInput else { return Trace() }
        let full = try ReferenceEngine(iOS: iOS).run(scenario)
        return Trace(full.entries.filter { $0.event.channel == .input })
    }
}

/// No `required` fixture holds for an engine that does nothing: each asserts something that only
/// dispatch produces. A fixture that passes here asserts nothing an engine must do.
@Test("every required fixture fails for an engine that dispatches nothing", arguments: [false, true])
func requiredFixturesFailWithoutDispatch(echoesInput: Bool) {
    let engine = VacuousEngine(echoesInput: echoesInput)
    let earlier = VacuousEngine(echoesInput: echoesInput, iOS: IOSVersion(12))
    let summary = ConformanceRunner(engine: engine).run(currentCorpus, rules: sharedRules)
    let earlierSummary = ConformanceRunner(engine: earlier).run(earlierCorpus, rules: sharedRules)
    let required = (summary.results + earlierSummary.results).filter { $0.fixture?.conformance == .required }
    #expect(required.count == sharedCorpus.fixtures.filter { $0.conformance == .required }.count)
    #expect(!required.isEmpty)
    let passing = required.filter { $0.label == "PASS" }.map(\.id)
    #expect(passing.isEmpty, "\(passing.count) required fixtures pass for \(engine.name): \(passing.joined(separator: ", "))")
    #expect(required.allSatisfy { $0.label == "FAIL" }, "every required fixture runs and fails (none errors or is skipped)")
}
