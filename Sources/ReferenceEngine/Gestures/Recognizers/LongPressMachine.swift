import DispatchModel

/// `UILongPressGestureRecognizer` (GR-LP-01…GR-LP-06): begins when the required fingers have been
/// down for the minimum duration without moving too far (after the required taps, if any); then
/// every move is a change, a lift ends it, a cancel cancels it; touches added after it began are
/// ignored.
struct LongPressMachine: RecognizerMachine {
    let tapsRequired: Int
    let touchesRequired: Int
    let minimumPressDuration: Int
    let allowableMovement: Double
    /// GR-TAP-04, GR-LP-06 (engine choices): the timings of the taps before the press.
    let maximumTapDuration: Int
    let maximumIntervalBetweenTaps: Int

    /// Where each pressing finger began and where it is, by touch id (``TouchPoints``).
    private var starts = TouchPoints()
    private var current = TouchPoints()
    private var tapsCompleted = 0
    private var tapStarts = TouchPoints()

    /// The long press's timers.
    enum Timer: MachineTimer {
        /// GR-LP-02: the required fingers have been down for `minimumPressDuration`.
        case enoughTime
        /// GR-LP-06, GR-TAP-04: a tap before the press must lift before it fires.
        case tapTooSlow
        /// GR-LP-06, GR-TAP-03: the next tap, or the press, must come down before it fires.
        case nextTapTooLate

        var key: RecognizerTimer { .longPress(self) }

        init?(key: RecognizerTimer) {
            guard case .longPress(let timer) = key else { return nil }
            self = timer
        }
    }

    init(
        tapsRequired: Int, touchesRequired: Int, minimumPressDuration: Int, allowableMovement: Double, limits: RecognizerLimits = .reference
    ) {
        self.maximumTapDuration = limits.maximumTapDuration
        self.maximumIntervalBetweenTaps = limits.maximumIntervalBetweenTaps
        self.tapsRequired = tapsRequired
        self.touchesRequired = touchesRequired
        self.minimumPressDuration = minimumPressDuration
        self.allowableMovement = allowableMovement
    }

    private var pressing: Bool { tapsCompleted >= tapsRequired }

    mutating func handle(_ input: RecognizerInput<Timer>, state: GestureState, now: Int) -> RecognizerOutput<Timer> {
        switch input {
        case .began(let touches) where state == .possible, .moved(let touches):
            for touch in touches where state == .possible || current[touch.id] != nil { current[touch.id] = touch.point }
        default: break
        }
        if state.isActive { return handleActive(input) }
        guard state == .possible else { return .nothing }
        if !pressing { return handleTap(input) }
        switch input {
        case .began(let touches):
            for touch in touches { starts[touch.id] = touch.point }
            var output = RecognizerOutput<Timer>(stopTimers: [.nextTapTooLate])
            if starts.count > touchesRequired { return fail(output) }
            if starts.count == touchesRequired {
                if minimumPressDuration == 0 { return .want(.began) }  // GR-LP-05
                output.startTimers.append((.enoughTime, minimumPressDuration))
            }
            return output
        case .moved(let touches):
            // GR-LP-02: the centroid of the fingers, not each finger, must stay within reach.
            return current.centroidTravel(from: starts) > allowableMovement ? fail(.nothing) : .nothing
        case .ended, .cancelled:
            return fail(.nothing)
        case .timer(let timer):
            guard timer == .enoughTime, starts.count == touchesRequired else { return fail(.nothing) }
            return .want(.began)
        }
    }

    /// GR-LP-03: once begun, moves are changed and the lift ends it; GR-LP-04: fingers added
    /// after it began are ignored.
    private func handleActive(_ input: RecognizerInput<Timer>) -> RecognizerOutput<Timer> {
        switch input {
        case .began(let touches): RecognizerOutput<Timer>(ignoredTouches: touches.map(\.id))
        case .moved: .want(.changed)
        case .ended: .want(.ended)
        case .cancelled: .want(.cancelled)
        case .timer: .nothing
        }
    }

    /// The taps before the press (GR-LP-06): tap rules, then the press must start in time.
    private mutating func handleTap(_ input: RecognizerInput<Timer>) -> RecognizerOutput<Timer> {
        switch input {
        case .began(let touches):
            for touch in touches { tapStarts[touch.id] = touch.point }
            return RecognizerOutput<Timer>(
                startTimers: [(.tapTooSlow, maximumTapDuration)], stopTimers: [.nextTapTooLate])
        case .moved(let touches):
            for touch in touches {
                if let start = tapStarts[touch.id], TouchGeometry.distance(touch.point, start) > GestureConstants.tapAllowableMovement {
                    return fail(.nothing)
                }
            }
            return .nothing
        case .ended(let touches):
            for touch in touches { tapStarts[touch.id] = nil }
            guard tapStarts.isEmpty else { return .nothing }
            tapsCompleted += 1
            return RecognizerOutput<Timer>(
                startTimers: [(.nextTapTooLate, maximumIntervalBetweenTaps)], stopTimers: [.tapTooSlow])
        case .cancelled, .timer:
            return fail(.nothing)
        }
    }

    private func fail(_ output: RecognizerOutput<Timer>) -> RecognizerOutput<Timer> {
        var output = output
        output.wanted = .failed
        output.stopTimers += [.enoughTime, .tapTooSlow, .nextTapTooLate]
        return output
    }

    mutating func reset() {
        starts = TouchPoints()
        current = TouchPoints()
        tapStarts = TouchPoints()
        tapsCompleted = 0
    }

    /// GR-26: the centroid of the pressing fingers.
    func values() -> [(name: String, value: GestureValue)] {
        [("location", .point(current.centroid))]
    }
}
