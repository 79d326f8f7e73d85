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

    /// Creates the engine modelling `iOS` (the newest release the corpus covers by default),
    /// with the reference's engine choices or with `choices`.
    public init(iOS: IOSVersion = .latestCovered, choices: EngineChoices = .reference) {
        self.iOS = iOS
        self.choices = choices
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
    ///   is one `lint` would reject (a scenario built in code never went through `lint`); no
    ///   scenario makes the engine trap.
    public func run(_ scenario: Scenario) throws -> Trace {
        try play(scenario, annotating: false).trace
    }

    /// Plays the scenario like ``run(_:)`` and says beside each entry of the trace which rules
    /// of `Specs/rules/` produced it (the rule ids the emitting code names).
    ///
    /// - Throws: what ``run(_:)`` throws.
    public func runAnnotated(_ scenario: Scenario) throws -> AnnotatedTrace {
        try play(scenario, annotating: true)
    }

    private func play(_ scenario: Scenario, annotating: Bool) throws -> AnnotatedTrace {
        let choices = choices
        let iOS = iOS
        return try DeepSceneThread.run(depth: DeepSceneThread.depth(of: scenario.scene)) {
            if let problems = ReferenceEngineError.problems(of: scenario) { throw problems }
            if let unavailable = ReferenceEngineError.unavailable(in: scenario, modelling: iOS) { throw unavailable }
            var dispatcher = EventDispatcher(scene: scenario.scene, choices: choices, iOS: iOS, annotating: annotating)
            let trace = try dispatcher.play(scenario.script)
            return AnnotatedTrace(trace: trace, rules: dispatcher.timeline.annotations ?? [])
        }
    }
}
