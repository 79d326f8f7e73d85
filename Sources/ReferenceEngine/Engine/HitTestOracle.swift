import DispatchModel

/// Answers "which view would UIKit hit-test this point to?" for a scene, without recording a
/// trace: for tools that use the reference engine as an oracle, and for the benchmark.
///
/// The scene is built once; each query runs the same hit testing as ``ReferenceEngine/run(_:)``
/// (HT-*), including the windows' order and the app's overrides.
public struct HitTestOracle {
    private var session: DispatchSession

    /// Builds the scene's views.
    public init(scene: Scene) {
        session = DispatchSession(scene: scene, faults: [], recording: false)
    }

    /// The id of the view a new touch at `point` (screen coordinates) would be bound to, or nil.
    public mutating func hitView(at point: Point) -> String? {
        session.hitTestWindows(at: point).map { session.tree[$0].id }
    }

    /// How many `hitTest(_:with:)` calls the queries so far have made (views visited).
    public var visitedViews: Int { session.hitTestCalls }
}
