import DispatchModel

/// What the invariants read about one engine's trace of one scenario, computed once: the scene's
/// lookups, the trace cut along the script, and each touch's life.
struct TraceFacts {
    /// The scenario played.
    let scenario: Scenario
    /// The engine's trace.
    let trace: Trace
    /// Lookups over the scene as the script starts.
    let index: SceneIndex
    /// The trace cut along the script.
    let segments: TraceSegments
    /// Each touch's steps and view.
    let lives: TouchLives

    /// The facts of `trace`; throws when the trace cannot be cut along the script (a causality
    /// problem, ``TraceStructureInvariant``).
    init(_ trace: Trace, for scenario: Scenario) throws(TraceSegments.Problem) {
        self.scenario = scenario
        self.trace = trace
        segments = try TraceSegments(trace, script: scenario.script)
        index = SceneIndex(scenario.scene)
        lives = TouchLives(script: scenario.script, trace: trace, index: index)
    }

    /// Runs `check` on the facts of `trace`, or gives nil when they cannot be made (the trace is
    /// out of order, which ``TraceStructureInvariant`` reports).
    static func check(_ trace: Trace, _ scenario: Scenario, _ check: (TraceFacts) -> FuzzFinding?) -> FuzzFinding? {
        guard let facts = try? TraceFacts(trace, for: scenario) else { return nil }
        return check(facts)
    }
}
