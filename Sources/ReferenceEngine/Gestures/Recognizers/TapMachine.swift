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

    /// Where the attempt is (`Specs/RECOGNIZER-MACHINES.md`, "TapMachine").
    private enum State {
        /// No finger has come down since the reset (GR-22).
        case idle
        /// A tap whose required fingers have not all been down yet: moves are measured from where
        /// its fingers came down. `anchor` is the first tap's (GR-TAP-02), none during the first tap.
        case arriving(Tap, anchor: Point?)
        /// A tap whose required fingers have all been down: moves are measured from the anchor,
        /// the centroid of the first tap's fingers once they were all down (GR-TAP-02).
        case allDown(Tap, anchor: Point)
        /// `completed` taps done, fewer than required, every finger up: the next tap must come down
        /// in time (GR-TAP-03).
        case betweenTaps(completed: Int, anchor: Point, firstTap: [Point])
        /// The last required tap lifted: it asked for `ended` (GR-TAP-01).
        case recognized(firstTap: [Point])
        /// It asked for `failed`.
        case failed(firstTap: [Point])
    }

    /// The tap in progress.
    private struct Tap {
        /// The taps completed before it.
        let completed: Int
        /// Where the first tap's fingers came down (GR-26); it grows while this is the first tap.
        var firstTap: [Point]
        /// Where each finger of this tap that is still down came down, and where it is now.
        var starts = TouchPoints()
        var current = TouchPoints()
        /// Where every finger that came down in this tap is now, or where it lifted: its centroid
        /// does not jump when one finger of a multi-finger tap lifts before the others.
        var tapPoints = TouchPoints()

        init(completed: Int, firstTap: [Point]) {
            self.completed = completed
            self.firstTap = firstTap
        }
    }

    private var state = State.idle

    init(tapsRequired: Int, touchesRequired: Int, allowableMovement: Double, limits: RecognizerLimits = .reference) {
        self.maximumTapDuration = limits.maximumTapDuration
        self.maximumIntervalBetweenTaps = limits.maximumIntervalBetweenTaps
        self.arrivalWindow = limits.multiFingerArrivalWindow
        self.tapsRequired = tapsRequired
        self.touchesRequired = touchesRequired
        self.allowableMovement = allowableMovement
    }

    /// A tap is discrete (GR-02): the arena asks it only while it is `possible`.
    mutating func handle(_ input: RecognizerInput<Timer>, now: Int) -> RecognizerOutput<Timer> {
        switch input {
        case .began(let touches): began(touches)
        case .moved(let touches): moved(touches)
        case .ended(let touches): ended(touches)
        case .cancelled: cancelled()
        case .timer(let timer): fired(timer)
        }
    }

    private mutating func began(_ touches: [TouchSample]) -> RecognizerOutput<Timer> {
        var output = RecognizerOutput<Timer>()
        var tap: Tap
        let anchor: Point?
        let opensTap: Bool
        switch state {
        case .idle:
            // GR-TAP-04: the first tap must lift in time.
            output.startTimers.append((.tooSlow, maximumTapDuration))
            (tap, anchor, opensTap) = (Tap(completed: 0, firstTap: []), nil, true)
        case .betweenTaps(let completed, let firstAnchor, let firstTap):
            // GR-TAP-03: the next tap came in time; GR-TAP-04: it must lift in time.
            output.stopTimers.append(.nextTapTooLate)
            output.startTimers.append((.tooSlow, maximumTapDuration))
            (tap, anchor, opensTap) = (Tap(completed: completed, firstTap: firstTap), firstAnchor, true)
        case .arriving(let arriving, let firstAnchor):
            state = .idle  // let go of the payload, so that changing it copies nothing; every path below sets the state
            (tap, anchor, opensTap) = (arriving, firstAnchor, false)
        case .allDown(var allDown, let anchor):
            state = .idle  // as above
            // A finger that lifted comes down again: the tap was all down already.
            add(touches, to: &allDown)
            if allDown.starts.count > touchesRequired { return fail(output, allDown.firstTap) }  // GR-TAP-05
            state = .allDown(allDown, anchor: anchor)
            if arrivalWindow != nil, touchesRequired > 1 { output.stopTimers.append(.fingersTooLate) }
            return output
        case .recognized, .failed:
            return .ignored(.decided)
        }
        add(touches, to: &tap)
        // GR-TAP-05: more fingers than required fail it the moment they are down.
        if tap.starts.count > touchesRequired { return fail(output, tap.firstTap) }
        if tap.starts.count >= touchesRequired {
            // GR-TAP-02: once all required fingers of a tap are down, the first tap sets the anchor;
            // a later tap's centroid must come down within allowableMovement of it.
            let allDownAnchor: Point
            if let anchor {
                if TouchGeometry.distance(tap.tapPoints.centroid, anchor) > allowableMovement { return fail(output, tap.firstTap) }
                allDownAnchor = anchor
            } else {
                allDownAnchor = tap.tapPoints.centroid
            }
            state = .allDown(tap, anchor: allDownAnchor)
            // GR-TAP-05, MT-08 (engine choice): with an arrival window, the fingers arrived in time.
            if arrivalWindow != nil, touchesRequired > 1 { output.stopTimers.append(.fingersTooLate) }
        } else {
            state = .arriving(tap, anchor: anchor)
            // GR-TAP-05, MT-08 (engine choice): with an arrival window, the others must follow the
            // first finger within it.
            if let arrivalWindow, touchesRequired > 1, opensTap { output.startTimers.append((.fingersTooLate, arrivalWindow)) }
        }
        return output
    }

    private func add(_ touches: [TouchSample], to tap: inout Tap) {
        for touch in touches {
            tap.starts[touch.id] = touch.point
            tap.current[touch.id] = touch.point
            tap.tapPoints[touch.id] = touch.point
        }
        if tap.completed == 0 { tap.firstTap += touches.map(\.point) }
    }

    private mutating func moved(_ touches: [TouchSample]) -> RecognizerOutput<Timer> {
        switch state {
        case .arriving(var tap, let anchor):
            state = .idle  // let go of the payload before changing it; it is set again just below
            move(touches, in: &tap)
            state = .arriving(tap, anchor: anchor)
            // GR-TAP-02: before all fingers of the tap are down, the fingers down so far must stay
            // within reach of where they came down.
            return tap.current.centroidTravel(from: tap.starts) > allowableMovement ? fail(.nothing, tap.firstTap) : .nothing
        case .allDown(var tap, let anchor):
            state = .idle  // as above
            move(touches, in: &tap)
            state = .allDown(tap, anchor: anchor)
            // GR-TAP-02: the centroid of the fingers, not each finger, must stay within reach of the
            // first tap's anchor, whichever tap is moving; a later tap is not re-anchored at its own
            // touch-down.
            return TouchGeometry.distance(tap.tapPoints.centroid, anchor) > allowableMovement ? fail(.nothing, tap.firstTap) : .nothing
        case .idle, .betweenTaps:
            return .ignored(.cannotHappen)  // no finger is down
        case .recognized, .failed:
            return .ignored(.decided)
        }
    }

    private func move(_ touches: [TouchSample], in tap: inout Tap) {
        for touch in touches where tap.starts[touch.id] != nil {
            tap.current[touch.id] = touch.point
            tap.tapPoints[touch.id] = touch.point
        }
    }

    private mutating func ended(_ touches: [TouchSample]) -> RecognizerOutput<Timer> {
        switch state {
        case .arriving(var tap, let anchor):
            state = .idle  // let go of the payload before changing it; every path below sets the state
            lift(touches, in: &tap)
            guard tap.starts.isEmpty else {
                state = .arriving(tap, anchor: anchor)
                return .nothing
            }
            // GR-TAP-05: fewer fingers than required took part; the lift fails it at the latest.
            return fail(RecognizerOutput(stopTimers: [.tooSlow, .fingersTooLate]), tap.firstTap)
        case .allDown(var tap, let anchor):
            state = .idle  // as above
            lift(touches, in: &tap)
            guard tap.starts.isEmpty else {
                state = .allDown(tap, anchor: anchor)
                return .nothing
            }
            var output = RecognizerOutput<Timer>(stopTimers: [.tooSlow, .fingersTooLate])
            let completed = tap.completed + 1
            if completed == tapsRequired {
                // GR-TAP-01: it recognizes when the last required tap lifts.
                state = .recognized(firstTap: tap.firstTap)
                output.wanted = .ended
            } else {
                // GR-TAP-03: the next tap must come down in time.
                state = .betweenTaps(completed: completed, anchor: anchor, firstTap: tap.firstTap)
                output.startTimers.append((.nextTapTooLate, maximumIntervalBetweenTaps))
            }
            return output
        case .idle, .betweenTaps:
            return .ignored(.cannotHappen)  // no finger is down
        case .recognized, .failed:
            return .ignored(.decided)
        }
    }

    private func lift(_ touches: [TouchSample], in tap: inout Tap) {
        for touch in touches {
            tap.starts[touch.id] = nil
            tap.current[touch.id] = nil
        }
    }

    private mutating func cancelled() -> RecognizerOutput<Timer> {
        switch state {
        case .arriving(let tap, _), .allDown(let tap, _):
            return fail(.nothing, tap.firstTap)  // GR-TAP-05: a cancel makes a pending tap fail
        case .idle, .betweenTaps:
            return .ignored(.cannotHappen)  // no finger is down
        case .recognized, .failed:
            return .ignored(.decided)
        }
    }

    private mutating func fired(_ timer: Timer) -> RecognizerOutput<Timer> {
        switch (state, timer) {
        // GR-TAP-04: the tap was held too long.
        case (.arriving(let tap, _), .tooSlow), (.allDown(let tap, _), .tooSlow):
            return fail(.nothing, tap.firstTap)
        // GR-TAP-05, MT-08 (engine choice): the fingers did not all arrive within the window.
        case (.arriving(let tap, _), .fingersTooLate):
            return fail(.nothing, tap.firstTap)
        // GR-TAP-03: the next tap did not come in time.
        case (.betweenTaps(_, _, let firstTap), .nextTapTooLate):
            return fail(.nothing, firstTap)
        // Stopped when the tap began, when its fingers were all down, or when it lifted.
        case (.arriving, .nextTapTooLate), (.allDown, .nextTapTooLate), (.allDown, .fingersTooLate),
            (.betweenTaps, .tooSlow), (.betweenTaps, .fingersTooLate), (.idle, _):
            return .ignored(.cannotHappen)
        case (.recognized, _), (.failed, _):
            return .ignored(.decided)
        }
    }

    /// Asks for `failed` and stops every timer.
    private mutating func fail(_ output: RecognizerOutput<Timer>, _ firstTap: [Point]) -> RecognizerOutput<Timer> {
        state = .failed(firstTap: firstTap)
        var output = output
        output.wanted = .failed
        output.stopTimers += [.tooSlow, .nextTapTooLate, .fingersTooLate]
        return output
    }

    /// Discrete (GR-02): it never begins, so the engine never calls this.
    mutating func willBegin(afterWaiting: Bool) {}

    mutating func reset() {
        state = .idle
    }

    /// GR-26: where the first tap was (the centroid of its fingers).
    func values() -> [(name: String, value: GestureValue)] {
        let firstTap: [Point]
        switch state {
        case .idle: firstTap = []
        case .arriving(let tap, _), .allDown(let tap, _): firstTap = tap.firstTap
        case .betweenTaps(_, _, let points), .recognized(let points), .failed(let points): firstTap = points
        }
        return [("location", .point(TouchGeometry.centroid(firstTap)))]
    }
}
