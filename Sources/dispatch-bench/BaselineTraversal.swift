import DispatchModel

/// The baseline of the hit-testing series: a bare traversal of the same tree in flat arrays —
/// point-in-rect and origin subtraction only, no flags, overrides, transforms or trace — written
/// as plainly as a hand-rolled hit test would be.
struct BaselineTraversal {
    private var x: [Double] = []
    private var y: [Double] = []
    private var width: [Double] = []
    private var height: [Double] = []
    private var children: [[Int]] = []
    private(set) var visited = 0

    init(scene: Scene) {
        var pending: [(ViewSpec, Int?)] = scene.windows.map { ($0.view, nil) }
        while let (view, parent) = pending.popLast() {
            let index = x.count
            x.append(view.frame.x)
            y.append(view.frame.y)
            width.append(view.frame.width)
            height.append(view.frame.height)
            children.append([])
            if let parent { children[parent].append(index) }
            pending += view.subviews.reversed().map { ($0, index) }
        }
        // Children were appended in visiting order; restore back-to-front order per view.
        for index in children.indices { children[index].sort() }
    }

    /// The deepest, front-most view containing the point (in the root's superview coordinates).
    mutating func hit(_ px: Double, _ py: Double, in view: Int = 0) -> Int? {
        visited += 1
        let lx = px - x[view]
        let ly = py - y[view]
        guard lx >= 0, ly >= 0, lx < width[view], ly < height[view] else { return nil }
        for child in children[view].reversed() {
            if let hit = hit(lx, ly, in: child) { return hit }
        }
        return view
    }
}
