import DispatchModel

/// The windows in the order a new touch tries them (HT-17…HT-20).
///
/// **When it is used:** when a touch begins, through ``HitTester/hitTestWindows(at:in:windows:timeline:)``.
/// **What it may change:** nothing; the order is fixed when the run starts. Whether a window is
/// hidden is read from the tree at each touch.
struct WindowStack {
    /// Every window's index in the tree, front-most first: higher levels are in front, and within
    /// a level the window shown later (later in the scene) is in front (HT-18, engine choice).
    let frontToBack: [Int]

    init(scene: Scene, tree: ViewTree, laterWindowInFront: Bool) {
        let ordered = scene.windows.indices.sorted { lhs, rhs in
            let (left, right) = (scene.windows[lhs].level, scene.windows[rhs].level)
            return left != right ? left > right : (laterWindowInFront ? lhs > rhs : lhs < rhs)
        }
        frontToBack = ordered.map { tree.windows[$0] }
    }
}
