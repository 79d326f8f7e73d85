import DispatchModel

/// The scenes the benchmark measures: wide grids, deep chains, and recognizers on a hit path.
enum GeneratedScenes {
    /// A window whose root view has `count` subviews in a grid of 10 × 10 pt cells; the point
    /// lies in the first (back-most) cell, so hit testing asks every subview.
    static func grid(_ count: Int) -> (Scene, Point) {
        let columns = Int(Double(count).squareRoot().rounded(.up))
        let subviews = (0..<count).map { index in
            ViewSpec(id: "v\(index)", frame: Rect(x: Double(index % columns) * 10, y: Double(index / columns) * 10, width: 10, height: 10))
        }
        let side = Double(columns) * 10
        let root = ViewSpec(id: "root", frame: Rect(x: 0, y: 0, width: side, height: side), subviews: subviews)
        let window = ViewSpec(id: "window", frame: Rect(x: 0, y: 0, width: side, height: side), subviews: [root])
        return (Scene(windows: [WindowSpec(view: window)]), Point(x: 5, y: 5))
    }

    /// `depth` views each nested in the previous one, all containing the point.
    static func chain(_ depth: Int) -> (Scene, Point) {
        var view = ViewSpec(id: "v\(depth - 1)", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        for level in stride(from: depth - 2, through: 0, by: -1) {
            view = ViewSpec(id: "v\(level)", frame: Rect(x: 0, y: 0, width: 100, height: 100), subviews: [view])
        }
        let window = ViewSpec(id: "window", frame: Rect(x: 0, y: 0, width: 100, height: 100), subviews: [view])
        return (Scene(windows: [WindowSpec(view: window)]), Point(x: 50, y: 50))
    }

    /// A 100-view scene: a path of 10 nested views holding `recognizers` tap recognizers between
    /// them, and 90 siblings; a script of `touches` taps on the deepest view of the path.
    static func recognizersOnPath(_ recognizers: Int, touches: Int) -> Scenario {
        var remaining = recognizers
        func taps(_ level: Int) -> [GestureRecognizerSpec] {
            let share = level == 0 ? remaining : recognizers / 10
            let count = min(remaining, share)
            remaining -= count
            return (0..<count).map { GestureRecognizerSpec(id: "r\(level)_\($0)", kind: .tap(taps: 1, touches: 1, allowableMovement: 45)) }
        }
        var path = ViewSpec(id: "p9", frame: Rect(x: 0, y: 0, width: 100, height: 100), touches: TouchHandling(all: .handle))
        path.gestureRecognizers = taps(9)
        for level in stride(from: 8, through: 0, by: -1) {
            let siblings = (0..<10).map { ViewSpec(id: "s\(level)_\($0)", frame: Rect(x: 200, y: Double($0) * 10, width: 10, height: 10)) }
            path = ViewSpec(id: "p\(level)", frame: Rect(x: 0, y: 0, width: 300, height: 300), subviews: siblings + [path])
            path.gestureRecognizers = taps(level)
        }
        let window = ViewSpec(id: "window", frame: Rect(x: 0, y: 0, width: 300, height: 300), subviews: [path])
        var script: [ScriptStep] = []
        for touch in 1...touches {
            let time = touch * 1000
            script.append(.touch(touch, .began, Point(x: 50, y: 50), at: time))
            script.append(.touch(touch, .moved, Point(x: 52, y: 50), at: time + 10))
            script.append(.touch(touch, .ended, Point(x: 52, y: 50), at: time + 20))
        }
        return Scenario(scene: Scene(windows: [WindowSpec(view: window)]), script: script)
    }
}
