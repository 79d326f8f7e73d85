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

    /// Plays the scenario and returns its trace. A scene nested more than 1,000 levels deep is
    /// played on a thread with a stack sized for it (``DeepSceneThread``).
    public func run(_ scenario: Scenario) throws -> Trace {
        let faults = faults
        return try DeepSceneThread.run(depth: DeepSceneThread.depth(of: scenario.scene)) {
            var session = DispatchSession(scene: scenario.scene, faults: faults)
            return try session.play(scenario.script)
        }
    }
}
