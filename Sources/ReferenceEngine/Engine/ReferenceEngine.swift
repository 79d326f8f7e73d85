import DispatchModel

/// The reference engine: a headless, deterministic, virtual-time model of UIKit's touch dispatch
/// that is the executable form of `Specs/`.
///
/// Each run builds the scene afresh, so the engine holds no state and can run fixtures in parallel.
public struct ReferenceEngine: RuleAnnotatingEngine {
    /// The engine's version, reported with its name.
    public static let version = "0.1.0"

    /// The engine choices it plays by (``EngineChoices/reference`` unless varied).
    public let choices: EngineChoices

    /// The iOS release it models: it plays the differences between releases that the rules'
    /// `**iOS.**` lines state and the corpus has fixtures for (the window scene between the
    /// windows and the application from iOS 13, RC-15; pointer touches from iOS 13.4, TD-18).
    public let iOS: IOSVersion

    /// The most lines a run's trace may hold (issue 29; `Specs/RUNNING.md`, "Limits"). A run
    /// whose trace would hold more stops at the line past it and throws
    /// ``ReferenceEngineError/traceTooLong(limit:step:time:timer:)``, naming the limit and the
    /// script step it was reached at, without building the rest of the trace.
    public let maximumTraceLines: Int

    /// The default of ``maximumTraceLines``: 1,000,000 lines, a tenth of the 10 million lines
    /// issue 29's 1.1 MB fixture produced. The corpus's longest trace has 119 lines and
    /// `dispatch-bench`'s longest scenario 184,400 (a 100-deep chain with 100 recognizers and 200
    /// touches); a tool that plays longer scenarios on purpose gives its own limit.
    public static let defaultMaximumTraceLines = 1_000_000

    /// Creates the engine modelling `iOS` (the newest release the corpus covers by default),
    /// with the reference's engine choices or with `choices`, refusing traces longer than
    /// `maximumTraceLines` lines (at least 1).
    public init(
        iOS: IOSVersion = .latestCovered, choices: EngineChoices = .reference, maximumTraceLines: Int = defaultMaximumTraceLines
    ) {
        precondition(maximumTraceLines >= 1, "maximumTraceLines must be at least 1")
        self.iOS = iOS
        self.choices = choices
        self.maximumTraceLines = maximumTraceLines
    }

    /// `reference 0.1.0`, or `reference 0.1.0 (varied engine choices)` when ``choices`` differ
    /// from the reference's; the iOS release it models is in ``iOS`` and in every report.
    public var name: String {
        choices == .reference ? "reference \(Self.version)" : "reference \(Self.version) (varied engine choices)"
    }

    /// Every feature of the catalogue.
    public var features: Set<Feature> { Set(Feature.catalogue) }

    /// Checks the scenario as `lint` checks a fixture, plays it and returns its trace. A scene
    /// nested more than 1,000 levels deep is checked and played on a thread with a stack sized for
    /// it (``DeepSceneThread``).
    ///
    /// - Throws: ``ReferenceEngineError/invalidScenario(_:)`` with every problem when the scenario
    ///   is one `lint` would reject (a scenario built in code never went through `lint`);
    ///   ``ReferenceEngineError/traceTooLong(limit:step:time:timer:)`` as soon as the trace would
    ///   hold more than ``maximumTraceLines`` lines (issue 29); no scenario makes the engine trap.
    public func run(_ scenario: Scenario) throws -> Trace {
        try play(scenario, annotating: false).trace
    }

    /// Plays the scenario like ``run(_:)`` and says beside each entry of the trace which rules
    /// of `Specs/rules/` produced it (the rule ids the emitting code names).
    ///
    /// - Throws: what ``run(_:)`` throws.
    public func runAnnotated(_ scenario: Scenario) throws -> AnnotatedTrace {
        let played = try play(scenario, annotating: true)
        return AnnotatedTrace(trace: played.trace, rules: played.rules ?? [])
    }

    /// The trace, and the rules of each line when `annotating`. An ordinary run builds no
    /// ``AnnotatedTrace``: its empty rule list for each line cost a tenth of a deep chain's run.
    private func play(_ scenario: Scenario, annotating: Bool) throws -> (trace: Trace, rules: [[String]]?) {
        let choices = choices
        let iOS = iOS
        let maximumTraceLines = maximumTraceLines
        return try DeepSceneThread.run(depth: DeepSceneThread.depth(of: scenario.scene)) {
            if let problems = ReferenceEngineError.problems(of: scenario) { throw problems }
            if let unavailable = ReferenceEngineError.unavailable(in: scenario, modelling: iOS) { throw unavailable }
            var dispatcher = EventDispatcher(
                scene: scenario.scene, choices: choices, iOS: iOS, annotating: annotating, maximumTraceLines: maximumTraceLines)
            let trace = try dispatcher.play(scenario.script)
            return (trace, dispatcher.timeline.annotations)
        }
    }
}
