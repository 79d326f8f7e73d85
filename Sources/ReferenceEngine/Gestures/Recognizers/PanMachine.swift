import DispatchModel

/// `UIPanGestureRecognizer` (GR-PAN-01, GR-PAN-02): begins at the first move that takes the
/// centroid at least the hysteresis away from where it started, with enough fingers down; then
/// every move is a change, and it ends when the last finger lifts. Lifting before it began fails.
struct PanMachine: RecognizerMachine {
    let minimumTouches: Int
    let maximumTouches: Int?

    private var points: [Int: Point] = [:]
    private var startCentroid: Point?

    init(minimumTouches: Int, maximumTouches: Int?) {
        self.minimumTouches = minimumTouches
        self.maximumTouches = maximumTouches
    }

    /// Where the centroid started, while the pan has not begun.
    var start: Point? { startCentroid }

    mutating func handle(_ input: RecognizerInput, state: GestureState, now: Int) -> RecognizerOutput {
        switch input {
        case .began(let touches):
            for touch in touches { points[touch.id] = touch.point }
            startCentroid = TouchGeometry.centroid(Array(points.values))
            return .nothing
        case .moved(let touches):
            for touch in touches where points[touch.id] != nil { points[touch.id] = touch.point }
            if state.isActive { return .want(.changed) }
            guard state == .possible, let start = startCentroid else { return .nothing }
            let count = points.count
            guard count >= minimumTouches, maximumTouches.map({ count <= $0 }) ?? true else { return .nothing }
            guard TouchGeometry.distance(TouchGeometry.centroid(Array(points.values)), start) >= GestureConstants.panHysteresis else {
                return .nothing
            }
            return .want(.began)
        case .ended(let touches):
            for touch in touches { points[touch.id] = nil }
            if !points.isEmpty {
                startCentroid = state == .possible ? TouchGeometry.centroid(Array(points.values)) : startCentroid
                return .nothing
            }
            return .want(state.isActive ? .ended : .failed)
        case .cancelled:
            return .want(state.isActive ? .cancelled : .failed)
        case .timer:
            return .nothing
        }
    }

    mutating func reset() {
        points = [:]
        startCentroid = nil
    }
}
