import DispatchModel

/// The reference engine: a headless, deterministic, virtual-time model of UIKit's touch dispatch
/// that is the executable form of `Specs/`.
///
/// Each run builds the scene afresh, so the engine holds no state and can run fixtures in parallel.
public struct ReferenceEngine: DispatchEngine {
    /// The engine's version, reported with its name.
    public static let version = "0.1.0"

    let faults: Set<EngineFault>

    /// Creates the engine.
    public init() {
        self.faults = []
    }

    /// An engine with deliberate faults, for proving that the corpus catches them.
    init(faults: Set<EngineFault>) {
        self.faults = faults
    }

    /// `reference 0.1.0`, or with the faults listed when any is enabled.
    public var name: String {
        faults.isEmpty ? "reference \(Self.version)" : "reference \(Self.version) with faults \(faults.map { "\($0)" }.sorted())"
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
        let faults = faults
        return try DeepSceneThread.run(depth: DeepSceneThread.depth(of: scenario.scene)) {
            if let problems = ReferenceEngineError.problems(of: scenario) { throw problems }
            var session = DispatchSession(scene: scenario.scene, faults: faults)
            return try session.play(scenario.script)
        }
    }
}
