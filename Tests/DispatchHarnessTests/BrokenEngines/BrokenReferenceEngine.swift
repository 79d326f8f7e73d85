import DispatchModel
import ReferenceEngine

/// A deliberately broken engine, in the manner of swift-collections' broken conformers: the
/// reference engine, unchanged, run on a transformed scenario, with engine-choice values that a
/// rule forbids, or with its trace transformed afterwards. The harness sees only traces, so each
/// is as good a mutant as a fault inside the engine would be, and the engine's own code stays free
/// of faults (`Specs/DECISIONS.md`, 6).
struct BrokenReferenceEngine: DispatchEngine, CustomStringConvertible {
    /// What is wrong with it, in a few words.
    let defect: String
    /// The rules it breaks: a fixture that catches it cites one of them.
    let rules: [String]
    /// The engine choices it plays by (the reference's unless a rule's value is forced).
    var choices = EngineChoices.reference
    /// The scenario the reference engine is given instead of the fixture's.
    var scenario: @Sendable (Scenario) -> Scenario = { $0 }
    /// The trace reported instead of the reference engine's, given the fixture's scenario.
    var trace: @Sendable (Trace, Scenario) -> Trace = { trace, _ in trace }

    var name: String { "reference with \(defect)" }
    var features: Set<Feature> { ReferenceEngine().features }
    var description: String { defect }

    func run(_ scenario: Scenario) throws -> Trace {
        trace(try ReferenceEngine(choices: choices).run(self.scenario(scenario)), scenario)
    }
}
