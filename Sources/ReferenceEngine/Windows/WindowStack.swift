import DispatchModel

/// Finding the window of a new touch: visible windows front to back, the first whose `hitTest`
/// returns a view wins (HT-17); higher levels are in front, and within a level the window shown
/// later (later in the scene) is in front (HT-18, engine choice).
extension DispatchSession {
    /// The windows a touch may land in, front-most first; hidden windows are never asked.
    var windowsFrontToBack: [Int] {
        let ordered = scene.windows.indices.sorted { lhs, rhs in
            let (left, right) = (scene.windows[lhs].level, scene.windows[rhs].level)
            return left != right ? left > right : (choices.laterWindowInFront ? lhs > rhs : lhs < rhs)
        }
        return ordered.map { tree.windows[$0] }.filter { !tree.nodes[$0].flags.hidden }
    }

    /// Hit-tests a screen point in each window in turn; the view found, if any (HT-20: the touch
    /// belongs to the window it hit, key or not).
    mutating func hitTestWindows(at screenPoint: Point) -> Int? {
        // HT-22 (engine choice): one traversal, unless the choices ask for more (same result).
        for _ in 1..<max(1, choices.traversalsPerTouch) { _ = searchWindows(at: screenPoint) }
        return searchWindows(at: screenPoint)
    }

    private mutating func searchWindows(at screenPoint: Point) -> Int? {
        for window in windowsFrontToBack {
            if let hit = hitTest(window, tree[window].convertFromSuperview(screenPoint)) { return hit }
        }
        return nil
    }
}
