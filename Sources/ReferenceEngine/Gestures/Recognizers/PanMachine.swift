import DispatchModel

/// `UIPanGestureRecognizer` (GR-PAN-01, GR-PAN-02): begins at the first move that takes the
/// centroid at least the hysteresis away from where it started, with enough fingers down; then
/// every move is a change, and it ends when the last finger lifts. Lifting before it began fails.
struct PanMachine: RecognizerMachine {
    /// It starts no timer.
    typealias Timer = NoTimer

    let minimumTouches: Int
    let maximumTouches: Int?
    /// The axes whose movement counts towards the hysteresis: both for an app's pan; for a scroll
    /// view's pan, the axes it can scroll on (SV-06, engine choice).
    let axes: [ScrollAxis]
    /// GR-PAN-01 (engine choice): how far the centroid travels before the pan may begin.
    let hysteresis: Double

    /// The fingers, by touch id, so that the centroid is summed in one order (``TouchPoints``).
    private var points = TouchPoints()
    private var startCentroid: Point?
    /// Translation carried over from before the last change of fingers (GR-PAN-02: no jump).
    private var carried = Point.zero

    init(
        minimumTouches: Int, maximumTouches: Int?, axes: [ScrollAxis] = ScrollAxis.allCases,
        hysteresis: Double = RecognizerLimits.reference.panHysteresis
    ) {
        self.hysteresis = hysteresis
        self.minimumTouches = minimumTouches
        self.maximumTouches = maximumTouches
        self.axes = axes
    }

    /// Where the centroid started, while the pan has not begun.
    var start: Point? { startCentroid }

    mutating func handle(_ input: RecognizerInput<Timer>, state: GestureState, now: Int) -> RecognizerOutput<Timer> {
        switch input {
        case .began(let touches):
            rebase(adding: touches, removing: [])
            return .nothing
        case .moved(let touches):
            for touch in touches where points[touch.id] != nil { points[touch.id] = touch.point }
            if state.isActive { return .want(.changed) }
            guard state == .possible, let start = startCentroid else { return .nothing }
            let count = points.count
            guard count >= minimumTouches, maximumTouches.map({ count <= $0 }) ?? true else { return .nothing }
            guard travel(from: start) >= hysteresis else { return .nothing }
            return .want(.began)
        case .ended(let touches):
            if points.count > touches.count {
                rebase(adding: [], removing: touches)
                return .nothing
            }
            carried = translation
            for touch in touches { points[touch.id] = nil }
            return .want(state.isActive ? .ended : .failed)
        case .cancelled:
            return .want(state.isActive ? .cancelled : .failed)
        case .timer:
            return .nothing
        }
    }

    /// How far the centroid has moved from `start`, counting only the movement along ``axes``.
    private func travel(from start: Point) -> Double {
        let centroid = points.centroid
        switch (axes.contains(.horizontal), axes.contains(.vertical)) {
        case (true, true): return TouchGeometry.distance(centroid, start)
        case (true, false): return abs(centroid.x - start.x)
        case (false, true): return abs(centroid.y - start.y)
        case (false, false): return 0
        }
    }

    mutating func reset() {
        points = TouchPoints()
        startCentroid = nil
        carried = .zero
    }

    /// Changes the set of fingers, keeping the translation continuous: what the centroid had
    /// travelled is carried over, and the new centroid becomes the new start.
    private mutating func rebase(adding added: [TouchSample], removing removed: [TouchSample]) {
        carried = translation
        for touch in added { points[touch.id] = touch.point }
        for touch in removed { points[touch.id] = nil }
        startCentroid = points.isEmpty ? nil : points.centroid
    }

    /// GR-PAN-03: when the pan begins, the travel that satisfied the hysteresis is taken out of
    /// the translation, each axis moved towards zero by the hysteresis and no further, and the
    /// centroid becomes the new start; a pan that begins after waiting for another recognizer to
    /// fail (GA-03) starts from zero.
    mutating func willBegin(afterWaiting: Bool) {
        func withoutHysteresis(_ value: Double) -> Double {
            value > 0 ? max(value - hysteresis, 0) : min(value + hysteresis, 0)
        }
        let current = translation
        carried = afterWaiting ? .zero : Point(x: withoutHysteresis(current.x), y: withoutHysteresis(current.y))
        startCentroid = points.isEmpty ? nil : points.centroid
    }

    /// GR-PAN-03: the centroid's total travel since the pan's start (its touch-down, or its
    /// beginning less the hysteresis).
    var translation: Point {
        guard let start = startCentroid, !points.isEmpty else { return carried }
        let centroid = points.centroid
        return Point(x: carried.x + centroid.x - start.x, y: carried.y + centroid.y - start.y)
    }

    func values() -> [(name: String, value: GestureValue)] {
        [("translation", .point(translation))]
    }
}
