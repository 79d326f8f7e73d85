import DispatchModel

/// Makes a failing scenario small while it keeps failing: greedy reduction in the manner of
/// delta debugging. Each round tries the ``ScenarioReductions`` from coarse (a whole touch, window
/// or subtree) to fine (one flag back to its default, one number rounded); a candidate is kept
/// when it is valid and the failure persists, and the round starts again from the smaller
/// scenario. It stops when no candidate is kept, or after ``budget`` evaluations.
public struct Shrinker: Sendable {
    /// How many times the failure may be re-checked, in all.
    public var budget: Int

    /// Creates a shrinker.
    public init(budget: Int = 4000) {
        self.budget = budget
    }

    /// The result of shrinking.
    public struct Result: Sendable {
        /// The smallest failing scenario found.
        public var scenario: Scenario
        /// How many candidates were checked.
        public var evaluations: Int
        /// How many candidates were kept.
        public var steps: Int
    }

    /// Shrinks `scenario`, which must fail, keeping candidates for which `stillFails` is true.
    public func shrink(_ scenario: Scenario, stillFails: (Scenario) -> Bool) -> Result {
        var current = scenario
        var evaluations = 0
        var steps = 0
        var progress = true
        while progress && evaluations < budget {
            progress = false
            for candidate in ScenarioReductions.candidates(of: current) where evaluations < budget {
                let repaired = ScenarioRepair.repaired(candidate)
                guard repaired != current, ScenarioRepair.isValid(repaired) else { continue }
                evaluations += 1
                if stillFails(repaired) {
                    current = repaired
                    steps += 1
                    progress = true
                    break
                }
            }
        }
        return Result(scenario: current, evaluations: evaluations, steps: steps)
    }
}
