import DispatchHarness
import DispatchModel

/// Stands in for an out-of-process engine that could not start (its command was not found, its
/// handshake was wrong): it declares every feature, so that no fixture is skipped, and fails every
/// scenario with the start-up failure, so that every selected fixture is an ERROR in the report,
/// `--json` and `--junit`.
struct UnstartedEngine: DispatchEngine {
    /// The command that did not start.
    let command: String
    /// Why it did not.
    let failure: EngineFailure

    var name: String { "\(command) (did not start)" }
    var features: Set<Feature> { Set(Feature.catalogue) }

    func run(_ scenario: Scenario) throws -> Trace {
        guard case .startup(let reason, _) = failure else { throw failure }
        throw EngineFailure.startup(OutputExcerpt.shortened(reason), standardError: "")
    }
}
