import DispatchHarness
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
        var random = SeededRandom(seed: seed, case: index)
        let scene = SceneGenerator(profile: profile).scene(&random)
        let script = ScriptGenerator(profile: profile).script(for: scene, &random)
        return FuzzCase(seed: seed, index: index, scenario: Scenario(scene: scene, script: script))
    }

    /// Why this case is not one the generator may make for `profile`: what `lint`'s validation of
    /// a fixture's scene and script says about it (``ScenarioRepair/problems(of:)``), and each
    /// feature it needs that the profile lacks (`FeatureUsage`, for an expectation on the
    /// profile's channels). Empty for every generated case; anything else is a fuzzer bug.
    public func problems(for profile: FuzzProfile) -> [String] {
        let expectation = Expectation(channels: profile.channels, trace: Trace())
        let missing = FeatureUsage.required(by: scenario, expectations: [expectation]).filter { !profile.allows($0.0) }
        return ScenarioRepair.problems(of: scenario) + missing.map { "needs the feature \($0.0), which the profile lacks: \($0.1)" }
    }
}
