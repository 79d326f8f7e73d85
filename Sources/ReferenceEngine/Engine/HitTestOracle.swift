import DispatchModel

/// Answers "which view would UIKit hit-test this point to?" for a scene, without recording a
/// trace: for tools that use the reference engine as an oracle, and for the benchmark.
///
/// The scene is built once; each query runs the same hit testing as ``ReferenceEngine/run(_:)``
/// (HT-*), including the windows' order and the app's overrides.
public struct HitTestOracle {
    private var dispatcher: EventDispatcher

    /// Checks the scene as `lint` checks a fixture's, then builds its views.
    ///
    /// - Throws: ``ReferenceEngineError/invalidScenario(_:)`` with every problem of a scene
    ///   `lint` would reject (a dangling `testFirst` target, a duplicate id, no window…).
    public init(scene: Scene) throws {
        if let problems = ReferenceEngineError.problems(of: scene) { throw problems }
        dispatcher = EventDispatcher(scene: scene, choices: .reference, recording: false)
    }

    /// The id of the view a new touch at `point` (screen coordinates) would be bound to, or nil.
    public mutating func hitView(at point: Point) -> String? {
        dispatcher.hitView(at: point)
    }

    /// How many `hitTest(_:with:)` calls the queries so far have made (views visited).
    public var visitedViews: Int { dispatcher.hitTester.calls }
}
