import DispatchModel

/// The like-for-like scenes of issues 19 and 29, which the bench plays on the reference engine and
/// on its class-based baseline (``BaselineApplication``) in the same run: a deep hit path and a
/// wide scene with a short one, each touch being a touch-down, three 1 pt moves and a lift (five
/// touch events), repeated with a second between touches so that every tap recognizer finishes and
/// resets.
enum PathScenes {
    /// A chain of `depth` nested views, all containing the touch; `recognizers` tap recognizers
    /// spread evenly along the chain, the deepest view first.
    static func nestedChain(depth: Int, recognizers: Int, touches: Int) -> Scenario {
        let stride = recognizers == 0 ? 0 : max(1, depth / recognizers)
        func recognizersOf(level: Int) -> [GestureRecognizerSpec] {
            guard recognizers > 0 else { return [] }
            let fromDeepest = depth - 1 - level
            guard fromDeepest % stride == 0, fromDeepest / stride < recognizers else { return [] }
            return [tap("t\(level)")]
        }
        var view = ViewSpec(id: "v\(depth - 1)", frame: frame, touches: TouchHandling(all: .handle))
        view.gestureRecognizers = recognizersOf(level: depth - 1)
        for level in Swift.stride(from: depth - 2, through: 0, by: -1) {
            var parent = ViewSpec(id: "v\(level)", frame: frame, subviews: [view])
            parent.gestureRecognizers = recognizersOf(level: level)
            view = parent
        }
        let window = ViewSpec(id: "window", frame: frame, subviews: [view])
        return Scenario(scene: Scene(windows: [WindowSpec(view: window)]), script: script(touches: touches, at: Point(x: 50, y: 50)))
    }

    /// A window with `siblings` side-by-side views; the touch lands on the front-most one, so the
    /// hit path is the window and that view. `recognizers` (0, 1 or 2) tap recognizers sit on the
    /// path: the first on the touched view, the second on the window.
    static func wide(siblings: Int, recognizers: Int, touches: Int) -> Scenario {
        var views = (0..<siblings).map { index in
            ViewSpec(id: "s\(index)", frame: Rect(x: Double(index % 10) * 30, y: Double(index / 10) * 30, width: 30, height: 30))
        }
        views[siblings - 1].touches = TouchHandling(all: .handle)
        if recognizers >= 1 { views[siblings - 1].gestureRecognizers = [tap("touched")] }
        let last = views[siblings - 1].frame
        var window = ViewSpec(id: "window", frame: Rect(x: 0, y: 0, width: 300, height: 300), subviews: views)
        if recognizers >= 2 { window.gestureRecognizers = [tap("windowTap")] }
        let point = Point(x: last.x + 15, y: last.y + 15)
        return Scenario(scene: Scene(windows: [WindowSpec(view: window)]), script: script(touches: touches, at: point))
    }

    private static let frame = Rect(x: 0, y: 0, width: 100, height: 100)

    private static func tap(_ id: String) -> GestureRecognizerSpec {
        GestureRecognizerSpec(id: id, kind: .tap(taps: 1, touches: 1, allowableMovement: 45))
    }

    /// `touches` touches at `point`, one a second: down, three 1 pt moves 10 ms apart, lift.
    private static func script(touches: Int, at point: Point) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        for touch in 1...touches {
            let time = touch * 1000
            steps.append(.touch(touch, .began, point, at: time))
            for move in 1...3 { steps.append(.touch(touch, .moved, Point(x: point.x + Double(move), y: point.y), at: time + move * 10)) }
            steps.append(.touch(touch, .ended, Point(x: point.x + 3, y: point.y), at: time + 40))
        }
        return steps
    }
}
