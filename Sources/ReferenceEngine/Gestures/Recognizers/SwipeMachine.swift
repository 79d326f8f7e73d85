import DispatchModel

/// `UISwipeGestureRecognizer` (GR-SWP-01, GR-SWP-02, engine choice): recognizes at the first move,
/// within the maximum duration, whose displacement along a permitted direction reaches the minimum
/// distance and exceeds the perpendicular displacement; fails on such a move in another direction,
/// on a move after the maximum duration, on too many fingers, or when the fingers lift first.
struct SwipeMachine: RecognizerMachine {
    /// It starts no timer: the maximum duration is checked at each move (GR-SWP-02).
    typealias Timer = NoTimer

    let directions: [SwipeDirection]
    let touchesRequired: Int

    /// GR-SWP-02 (engine choice): the minimum displacement, and the time to reach it.
    let minimumDistance: Double
    let maximumDuration: Int

    /// Where the swipe is (`Specs/RECOGNIZER-MACHINES.md`, "SwipeMachine").
    private enum State {
        /// No finger has come down since the reset (GR-22).
        case idle
        /// Fingers are down. A move that recognizes leaves it here: the swipe may have to wait
        /// for another recognizer to fail (GA-03), and meanwhile every input is judged again.
        case tracking(Swipe)
        /// It asked for `failed`; `location` is where it started (GR-26).
        case failed(location: Point)
    }

    /// The fingers of the swipe.
    private struct Swipe {
        /// When the first finger came down.
        let startTime: Int
        /// Where each finger came down, and where it is, by touch id (``TouchPoints``).
        var starts = TouchPoints()
        var points = TouchPoints()
    }

    private var state = State.idle

    init(directions: [SwipeDirection], touchesRequired: Int, limits: RecognizerLimits = .reference) {
        self.minimumDistance = limits.swipeMinimumDistance
        self.maximumDuration = limits.swipeMaximumDuration
        self.directions = directions
        self.touchesRequired = touchesRequired
    }

    /// A swipe is discrete (GR-02): the arena asks it only while it is `possible`.
    mutating func handle(_ input: RecognizerInput<Timer>, now: Int) -> RecognizerOutput<Timer> {
        switch input {
        case .began(let touches): return began(touches, now: now)
        case .moved(let touches): return moved(touches, now: now)
        case .ended, .cancelled: return lifted()
        case .timer(let timer): switch timer {}
        }
    }

    private mutating func began(_ touches: [TouchSample], now: Int) -> RecognizerOutput<Timer> {
        var swipe: Swipe
        switch state {
        case .idle: swipe = Swipe(startTime: now)
        case .tracking(let tracking): swipe = tracking
        case .failed: return .ignored(.decided)
        }
        for touch in touches {
            swipe.starts[touch.id] = touch.point
            swipe.points[touch.id] = touch.point
        }
        // GR-SWP-01: more fingers than required fail it.
        if swipe.points.count > touchesRequired { return fail(swipe) }
        state = .tracking(swipe)
        return .nothing
    }

    private mutating func moved(_ touches: [TouchSample], now: Int) -> RecognizerOutput<Timer> {
        switch state {
        case .tracking(var swipe):
            for touch in touches where swipe.points[touch.id] != nil { swipe.points[touch.id] = touch.point }
            state = .tracking(swipe)
            // GR-SWP-02 (engine choice): a move after the maximum duration fails it.
            guard now - swipe.startTime <= maximumDuration else { return fail(swipe) }
            guard swipe.points.count == touchesRequired else { return .nothing }
            switch direction(of: swipe) {
            case nil: return .nothing
            case let direction? where directions.contains(direction): return .want(.ended)  // GR-SWP-01
            case _?: return fail(swipe)  // GR-SWP-01: a swipe in a direction it does not allow
            }
        case .idle:
            return .ignored(.cannotHappen)  // no finger is down
        case .failed:
            return .ignored(.decided)
        }
    }

    /// GR-SWP-02 (engine choice): the first direction along which the centroid has moved at least
    /// the minimum distance, and more than across it.
    private func direction(of swipe: Swipe) -> SwipeDirection? {
        let from = swipe.starts.centroid
        let to = swipe.points.centroid
        let (dx, dy) = (to.x - from.x, to.y - from.y)
        return SwipeDirection.allCases.first { direction in
            let (along, across): (Double, Double) =
                switch direction {
                case .right: (dx, abs(dy))
                case .left: (-dx, abs(dy))
                case .down: (dy, abs(dx))
                case .up: (-dy, abs(dx))
                }
            return along >= minimumDistance && along > across
        }
    }

    /// GR-SWP-01: the fingers lifted, or were cancelled, before it recognized.
    private mutating func lifted() -> RecognizerOutput<Timer> {
        switch state {
        case .tracking(let swipe): fail(swipe)
        case .idle: .ignored(.cannotHappen)  // no finger is down
        case .failed: .ignored(.decided)
        }
    }

    private mutating func fail(_ swipe: Swipe) -> RecognizerOutput<Timer> {
        state = .failed(location: swipe.starts.centroid)
        return .want(.failed)
    }

    /// Discrete (GR-02): it never begins, so the engine never calls this.
    mutating func willBegin(afterWaiting: Bool) {}

    mutating func reset() {
        state = .idle
    }

    /// GR-26: where the swipe started.
    func values() -> [(name: String, value: GestureValue)] {
        let location: Point
        switch state {
        case .idle: location = .zero
        case .tracking(let swipe): location = swipe.starts.centroid
        case .failed(let start): location = start
        }
        return [("location", .point(location))]
    }
}
