/// What an engine is asked to play: a scene and a script. A scenario carries no expectations, so
/// an engine cannot see what it is checked against.
public struct Scenario: Sendable, Hashable {
    /// The objects that exist when the script starts.
    public var scene: Scene
    /// The input, in time order.
    public var script: [ScriptStep]

    /// Creates a scenario.
    public init(scene: Scene, script: [ScriptStep]) {
        self.scene = scene
        self.script = script
    }
}
