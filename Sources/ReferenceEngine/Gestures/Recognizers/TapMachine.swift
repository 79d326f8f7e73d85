import DispatchModel

/// `UITapGestureRecognizer` (GR-TAP-01…GR-TAP-05): recognizes when the required fingers of the
/// last required tap lift; fails on too much movement, too many fingers, a tap held too long, or a
/// next tap that comes too late or too far away.
struct TapMachine: RecognizerMachine {
    let tapsRequired: Int
    let touchesRequired: Int
    let allowableMovement: Double
    /// GR-TAP-04 (engine choice): each tap must lift within this many milliseconds.
    let maximumTapDuration: Int
    /// GR-TAP-03 (engine choice): the next tap must come down within this many milliseconds.
    let maximumIntervalBetweenTaps: Int
    /// GR-TAP-05, MT-08 (engine choice): the time the fingers of one tap have to arrive, if the
    /// engine runs a separate arrival timer.
    let arrivalWindow: Int?

    private var tapsCompleted = 0
    /// GR-TAP-02: the one anchor of the attempt, the centroid of the first tap's fingers once all
    /// its required fingers are down; every later check measures from it.
    private var anchor: Point?
    private var firstTapPoints: [Point] = []
    private var starts = TouchPoints()
    /// Where the fingers of the current tap are now.
    private var current = TouchPoints()
    /// Where every finger that came down in the current tap is now, or where it lifted: its
    /// centroid does not jump when one finger of a multi-finger tap lifts before the others.
    private var tapPoints = TouchPoints()
    private var fingersInTap = 0
    private var decided = false

    /// The tap's timers.
    enum Timer: MachineTimer {
        /// GR-TAP-04: the tap in progress must lift before it fires.
        case tooSlow
        /// GR-TAP-03: the next tap must come down before it fires.
        case nextTapTooLate
        /// GR-TAP-05, MT-08 (engine choice): the fingers of a multi-finger tap must all be down
        /// before it fires; only with an arrival window.
        case fingersTooLate

        var key: RecognizerTimer { .tap(self) }

        init?(key: RecognizerTimer) {
            guard case .tap(let timer) = key else { return nil }
            self = timer
        }
    }

    init(tapsRequired: Int, touchesRequired: Int, allowableMovement: Double, limits: RecognizerLimits = .reference) {
        self.maximumTapDuration = limits.maximumTapDuration
        self.maximumIntervalBetweenTaps = limits.maximumIntervalBetweenTaps
        self.arrivalWindow = limits.multiFingerArrivalWindow
        self.tapsRequired = tapsRequired
        self.touchesRequired = touchesRequired
        self.allowableMovement = allowableMovement
    }

    mutating func handle(_ input: RecognizerInput<Timer>, state: GestureState, now: Int) -> RecognizerOutput<Timer> {
        guard state == .possible, !decided else { return .nothing }
        switch input {
        case .began(let touches):
            var output = RecognizerOutput<Timer>()
            let opensTap = starts.isEmpty
            if opensTap {
                if tapsCompleted > 0 { output.stopTimers.append(.nextTapTooLate) }
                output.startTimers.append((.tooSlow, maximumTapDuration))
            }
            let allDownBefore = fingersInTap >= touchesRequired
            for touch in touches {
                starts[touch.id] = touch.point
                current[touch.id] = touch.point
                tapPoints[touch.id] = touch.point
            }
            if tapsCompleted == 0 { firstTapPoints += touches.map(\.point) }
            fingersInTap = max(fingersInTap, starts.count)
            if starts.count > touchesRequired { return fail(output) }
            // GR-TAP-02: once all required fingers of a tap are down, the first tap sets the anchor;
            // a later tap's centroid must come down within allowableMovement of it.
            if !allDownBefore, fingersInTap >= touchesRequired {
                if let anchor {
                    if TouchGeometry.distance(tapPoints.centroid, anchor) > allowableMovement { return fail(output) }
                } else {
                    anchor = tapPoints.centroid
                }
            }
            // GR-TAP-05, MT-08 (engine choice): with an arrival window, the others must follow the first finger within it.
            if let arrivalWindow, touchesRequired > 1 {
                if fingersInTap >= touchesRequired {
                    output.stopTimers.append(.fingersTooLate)
                } else if opensTap {
                    output.startTimers.append((.fingersTooLate, arrivalWindow))
                }
            }
            return output
        case .moved(let touches):
            for touch in touches where starts[touch.id] != nil {
                current[touch.id] = touch.point
                tapPoints[touch.id] = touch.point
            }
            // GR-TAP-02: the centroid of the fingers, not each finger, must stay within reach of the
            // first tap's anchor, whichever tap is moving; a later tap is not re-anchored at its own
            // touch-down. Before all fingers of the first tap are down there is no anchor yet, and
            // the fingers down so far must stay within reach of where they came down.
            if let anchor, fingersInTap >= touchesRequired {
                return TouchGeometry.distance(tapPoints.centroid, anchor) > allowableMovement ? fail(.nothing) : .nothing
            }
            return current.centroidTravel(from: starts) > allowableMovement ? fail(.nothing) : .nothing
        case .ended(let touches):
            for touch in touches {
                starts[touch.id] = nil
                current[touch.id] = nil
            }
            guard starts.isEmpty else { return .nothing }
            tapPoints = TouchPoints()
            var output = RecognizerOutput<Timer>(stopTimers: [.tooSlow, .fingersTooLate])
            guard fingersInTap >= touchesRequired else { return fail(output) }
            tapsCompleted += 1
            fingersInTap = 0
            if tapsCompleted == tapsRequired {
                decided = true
                output.wanted = .ended
            } else {
                output.startTimers.append((.nextTapTooLate, maximumIntervalBetweenTaps))
            }
            return output
        case .cancelled:
            return fail(.nothing)
        case .timer:
            return fail(.nothing)
        }
    }

    private mutating func fail(_ output: RecognizerOutput<Timer>) -> RecognizerOutput<Timer> {
        decided = true
        var output = output
        output.wanted = .failed
        output.stopTimers += [.tooSlow, .nextTapTooLate, .fingersTooLate]
        return output
    }

    mutating func reset() {
        tapsCompleted = 0
        anchor = nil
        firstTapPoints = []
        starts = TouchPoints()
        current = TouchPoints()
        tapPoints = TouchPoints()
        fingersInTap = 0
        decided = false
    }

    /// GR-26: where the first tap was (the centroid of its fingers).
    func values() -> [(name: String, value: GestureValue)] {
        [("location", .point(TouchGeometry.centroid(firstTapPoints)))]
    }
}
