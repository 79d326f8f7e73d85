import DispatchModel

/// One generated scenario, named by the run's seed and its index in the run.
public struct FuzzCase: Sendable, Hashable {
    /// The run's seed (`--seed`).
    public var seed: UInt64
    /// The case's index in the run, from 0 (`--case`).
    public var index: Int
    /// The scene and script.
    public var scenario: Scenario

    /// Creates a case.
    public init(seed: UInt64, index: Int, scenario: Scenario) {
        self.seed = seed
        self.index = index
        self.scenario = scenario
    }

    /// Generates case `index` of the run seeded with `seed`: the same case on every run, whatever
    /// other cases the run has.
    public static func generate(seed: UInt64, index: Int, profile: FuzzProfile) -> FuzzCase {
        var random = FuzzRandom(seed: seed, case: index)
        let scene = SceneGenerator(profile: profile).scene(&random)
        let script = ScriptGenerator(profile: profile).script(for: scene, &random)
        return FuzzCase(seed: seed, index: index, scenario: Scenario(scene: scene, script: script))
    }

    /// `dispatch-conformance fuzz --seed S --case N`, which checks this case alone.
    public var replayCommand: String { "dispatch-conformance fuzz --seed \(seed) --case \(index)" }
}
