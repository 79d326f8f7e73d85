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

    /// Where the attempt is (`Specs/RECOGNIZER-MACHINES.md`, "LongPressMachine").
    private enum State {
        /// `completed` taps done, fewer than required, no finger down: the next tap must come down
        /// in time (GR-LP-06); with no tap done yet, nothing runs.
        case awaitingTap(completed: Int)
        /// A tap before the press, `completed` taps done before it: each finger's start (GR-LP-06).
        case inTap(completed: Int, starts: TouchPoints)
        /// The taps are done (or none is required) and no pressing finger is down yet; after a
        /// tap, the press must come down in time (GR-LP-06).
        case awaitingPress
        /// Fewer pressing fingers than required are down: where each began.
        case pressing(starts: TouchPoints)
        /// The required fingers are down: the duration runs (GR-LP-02), or it asked to begin and
        /// waits for the arena (GA-03).
        case held(starts: TouchPoints)
        /// It began (GR-LP-03): moves change it, a lift ends it, new fingers are ignored (GR-LP-04).
        case recognizing
        /// It asked for `failed`.
        case failed
    }

    private var state: State
    /// Where each finger it has been given is now, or was last seen (a finger that lifted stays
    /// where it lifted, one that came down after it began is not followed): what `location`
    /// reports (GR-26) and what the pressing fingers' travel is measured with (GR-LP-02). Not
    /// progress, so not part of ``State``; followed even after it failed, since the arena may yet
    /// begin it in that event (``willBegin(afterWaiting:)``) and its actions read it.
    private var lastPoints = TouchPoints()

    init(
        tapsRequired: Int, touchesRequired: Int, minimumPressDuration: Int, allowableMovement: Double, limits: RecognizerLimits = .reference
    ) {
        self.maximumTapDuration = limits.maximumTapDuration
        self.maximumIntervalBetweenTaps = limits.maximumIntervalBetweenTaps
        self.tapsRequired = tapsRequired
        self.touchesRequired = touchesRequired
        self.minimumPressDuration = minimumPressDuration
        self.allowableMovement = allowableMovement
        self.state = Self.initialState(tapsRequired: tapsRequired)
    }

    private static func initialState(tapsRequired: Int) -> State {
        tapsRequired > 0 ? .awaitingTap(completed: 0) : .awaitingPress
    }

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
        switch state {
        // GR-LP-06: a tap before the press; each of its touch-downs restarts the tap's timer.
        case .awaitingTap(let completed):
            see(touches)
            state = .inTap(completed: completed, starts: Self.adding(touches, to: TouchPoints()))
            return RecognizerOutput(startTimers: [(.tapTooSlow, maximumTapDuration)], stopTimers: [.nextTapTooLate])
        case .inTap(let completed, let starts):
            see(touches)
            state = .inTap(completed: completed, starts: Self.adding(touches, to: starts))
            return RecognizerOutput(startTimers: [(.tapTooSlow, maximumTapDuration)], stopTimers: [.nextTapTooLate])
        case .awaitingPress:
            see(touches)
            return press(Self.adding(touches, to: TouchPoints()))
        case .pressing(let starts), .held(let starts):
            see(touches)
            return press(Self.adding(touches, to: starts))
        // GR-LP-04: a finger added after it began is ignored (GR-21).
        case .recognizing:
            return RecognizerOutput(ignoredTouches: touches.map(\.id))
        case .failed:
            see(touches)  // a late beginning reads them (willBegin)
            return .ignored(.decided)
        }
    }

    /// The pressing fingers are now `starts` (GR-LP-02, GR-LP-05).
    private mutating func press(_ starts: TouchPoints) -> RecognizerOutput<Timer> {
        // GR-LP-06: the press came in time.
        var output = RecognizerOutput<Timer>(stopTimers: [.nextTapTooLate])
        if starts.count > touchesRequired { return fail(output) }
        guard starts.count == touchesRequired else {
            state = .pressing(starts: starts)
            return output
        }
        state = .held(starts: starts)
        if minimumPressDuration == 0 { return .want(.began) }  // GR-LP-05
        output.startTimers.append((.enoughTime, minimumPressDuration))
        return output
    }

    private mutating func moved(_ touches: [TouchSample]) -> RecognizerOutput<Timer> {
        switch state {
        case .inTap(_, let starts):
            see(touches)
            // GR-LP-06, GR-TAP-02: each finger of a tap must stay within the tap's movement.
            for touch in touches {
                if let start = starts[touch.id], TouchGeometry.distance(touch.point, start) > GestureConstants.tapAllowableMovement {
                    return fail(.nothing)
                }
            }
            return .nothing
        case .pressing(let starts), .held(let starts):
            see(touches)
            // GR-LP-02: the centroid of the fingers, not each finger, must stay within reach.
            return lastPoints.centroidTravel(from: starts) > allowableMovement ? fail(.nothing) : .nothing
        // GR-LP-03: once begun, every move is a change, with no distance limit.
        case .recognizing:
            for touch in touches where lastPoints[touch.id] != nil { lastPoints[touch.id] = touch.point }
            return .want(.changed)
        case .awaitingTap, .awaitingPress:
            return .ignored(.cannotHappen)  // no finger is down
        case .failed:
            see(touches)  // a late beginning reads them (willBegin)
            return .ignored(.decided)
        }
    }

    private mutating func ended(_ touches: [TouchSample]) -> RecognizerOutput<Timer> {
        switch state {
        case .inTap(let completed, var starts):
            for touch in touches { starts[touch.id] = nil }
            guard starts.isEmpty else {
                state = .inTap(completed: completed, starts: starts)
                return .nothing
            }
            // GR-LP-06: a tap is done; the next one, or the press, must come down in time.
            state = completed + 1 >= tapsRequired ? .awaitingPress : .awaitingTap(completed: completed + 1)
            return RecognizerOutput(startTimers: [(.nextTapTooLate, maximumIntervalBetweenTaps)], stopTimers: [.tapTooSlow])
        // GR-LP-02: a pressing finger lifted before it began.
        case .pressing, .held:
            return fail(.nothing)
        // GR-LP-03: lifting a finger ends it.
        case .recognizing:
            return .want(.ended)
        case .awaitingTap, .awaitingPress:
            return .ignored(.cannotHappen)  // no finger is down
        case .failed:
            return .ignored(.decided)
        }
    }

    private mutating func cancelled() -> RecognizerOutput<Timer> {
        switch state {
        case .inTap, .pressing, .held:
            return fail(.nothing)
        // GR-LP-03: a system cancel cancels it.
        case .recognizing:
            return .want(.cancelled)
        case .awaitingTap, .awaitingPress:
            return .ignored(.cannotHappen)  // no finger is down
        case .failed:
            return .ignored(.decided)
        }
    }

    private mutating func fired(_ timer: Timer) -> RecognizerOutput<Timer> {
        switch (state, timer) {
        // GR-LP-02: the required fingers have been down long enough.
        case (.held, .enoughTime):
            return .want(.began)
        // GR-LP-06, GR-TAP-04: a tap before the press was held too long.
        case (.inTap, .tapTooSlow):
            return fail(.nothing)
        // GR-LP-06, GR-TAP-03: the next tap or the press came too late. A zero-duration press asks
        // to begin without stopping this timer (GR-LP-05): if it has to wait (GA-03), it still
        // fails when the timer fires.
        case (.awaitingTap, .nextTapTooLate), (.awaitingPress, .nextTapTooLate), (.held, .nextTapTooLate):
            return fail(.nothing)
        // The press's deadline no longer matters once it began.
        case (.recognizing, .nextTapTooLate):
            return .nothing
        // Never started in that state, or stopped before it.
        case (.awaitingTap, .enoughTime), (.awaitingTap, .tapTooSlow), (.inTap, .enoughTime), (.inTap, .nextTapTooLate),
            (.awaitingPress, .enoughTime), (.awaitingPress, .tapTooSlow), (.pressing, _), (.held, .tapTooSlow),
            (.recognizing, .enoughTime), (.recognizing, .tapTooSlow):
            return .ignored(.cannotHappen)
        case (.failed, _):
            return .ignored(.decided)
        }
    }

    /// Records where the fingers are (``lastPoints``).
    private mutating func see(_ touches: [TouchSample]) {
        for touch in touches { lastPoints[touch.id] = touch.point }
    }

    private static func adding(_ touches: [TouchSample], to points: TouchPoints) -> TouchPoints {
        var points = points
        for touch in touches { points[touch.id] = touch.point }
        return points
    }

    /// Asks for `failed` and stops every timer.
    private mutating func fail(_ output: RecognizerOutput<Timer>) -> RecognizerOutput<Timer> {
        state = .failed
        var output = output
        output.wanted = .failed
        output.stopTimers += [.enoughTime, .tapTooSlow, .nextTapTooLate]
        return output
    }

    /// GR-LP-03: the engine begins it; only a held press asks to.
    mutating func willBegin(afterWaiting: Bool) {
        switch state {
        case .held:
            state = .recognizing
        // A press that asked to begin and waited (GA-03) may fail in the very event in which the
        // recognizer it waited for fails first: the arena begins it, then makes its failure a
        // cancel (GR-05). Nothing changes here: it has decided.
        case .failed:
            break
        case .awaitingTap, .inTap, .awaitingPress, .pressing, .recognizing:
            break  // cannot happen: it never asked to begin
        }
    }

    mutating func reset() {
        state = Self.initialState(tapsRequired: tapsRequired)
        lastPoints = TouchPoints()
    }

    /// GR-26: the centroid of the pressing fingers.
    func values() -> [(name: String, value: GestureValue)] {
        [("location", .point(lastPoints.centroid))]
    }
}
