import DispatchModel

/// `UISwipeGestureRecognizer` (GR-SWP-01, GR-SWP-02, engine choice): recognizes at the first move,
/// within the maximum duration, whose displacement along a permitted direction reaches the minimum
/// distance and exceeds the perpendicular displacement; fails on such a move in another direction,
/// on a move after the maximum duration, on too many fingers, or when the fingers lift first.
struct SwipeMachine: RecognizerMachine {
    /// It starts no timer.
    typealias Timer = NoTimer

    let directions: [SwipeDirection]
    let touchesRequired: Int

    /// Where each finger began and where it is, by touch id (``TouchPoints``).
    private var starts = TouchPoints()
    private var points = TouchPoints()
    private var startTime: Int?

    /// GR-SWP-02 (engine choice): the minimum displacement, and the time to reach it.
    let minimumDistance: Double
    let maximumDuration: Int

    init(directions: [SwipeDirection], touchesRequired: Int, limits: RecognizerLimits = .reference) {
        self.minimumDistance = limits.swipeMinimumDistance
        self.maximumDuration = limits.swipeMaximumDuration
        self.directions = directions
        self.touchesRequired = touchesRequired
    }

    mutating func handle(_ input: RecognizerInput<Timer>, state: GestureState, now: Int) -> RecognizerOutput<Timer> {
        guard state == .possible else { return .nothing }
        switch input {
        case .began(let touches):
            if startTime == nil { startTime = now }
            for touch in touches {
                starts[touch.id] = touch.point
                points[touch.id] = touch.point
            }
            return points.count > touchesRequired ? .want(.failed) : .nothing
        case .moved(let touches):
            for touch in touches where points[touch.id] != nil { points[touch.id] = touch.point }
            guard let startTime, now - startTime <= maximumDuration else { return .want(.failed) }
            guard points.count == touchesRequired else { return .nothing }
            let from = starts.centroid
            let to = points.centroid
            let (dx, dy) = (to.x - from.x, to.y - from.y)
            for direction in SwipeDirection.allCases {
                let (along, across): (Double, Double) =
                    switch direction {
                    case .right: (dx, abs(dy))
                    case .left: (-dx, abs(dy))
                    case .down: (dy, abs(dx))
                    case .up: (-dy, abs(dx))
                    }
                guard along >= minimumDistance, along > across else { continue }
                return .want(directions.contains(direction) ? .ended : .failed)
            }
            return .nothing
        case .ended, .cancelled, .timer:
            return .want(.failed)
        }
    }

    mutating func reset() {
        starts = TouchPoints()
        points = TouchPoints()
        startTime = nil
    }

    /// GR-26: where the swipe started.
    func values() -> [(name: String, value: GestureValue)] {
        [("location", .point(starts.centroid))]
    }
}
