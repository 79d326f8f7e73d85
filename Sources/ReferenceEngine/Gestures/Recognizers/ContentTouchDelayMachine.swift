import DispatchModel

/// A scroll view's `UIScrollViewDelayedTouchesBeganGestureRecognizer` (SV-01, SV-02, SV-06): it
/// withholds the content's touches (delaysTouchesBegan) until its delay has passed, the finger
/// lifts, or a touch moves more than the scroll hysteresis along an axis the scroll view cannot
/// scroll on; then it lets go of them by failing. The engine turns that failure into recognition
/// when the scroll view's `touchesShouldBegin` refuses the content view (SV-04), so that the
/// touches are dropped instead.
struct ContentTouchDelayMachine: RecognizerMachine {
    let milliseconds: Int
    /// The axes the scroll view can scroll on; movement along the others releases (SV-06).
    let scrollableAxes: [ScrollAxis]

    /// The delay's timer.
    enum Timer: MachineTimer {
        /// SV-01: the delay has passed; the held touches are let go.
        case delayPassed

        var key: RecognizerTimer { .contentTouchDelay(self) }

        init?(key: RecognizerTimer) {
            guard case .contentTouchDelay(let timer) = key else { return nil }
            self = timer
        }
    }

    /// Where the delay is (`Specs/RECOGNIZER-MACHINES.md`, "ContentTouchDelayMachine").
    private enum State {
        /// No touch has come down since the reset (GR-22).
        case idle
        /// Touches are held: where each began. Letting them go changes nothing here: when the
        /// scroll view turns the release into recognition (SV-04), the recognizer may have to wait
        /// for another to fail (GA-03), and meanwhile every input is judged again.
        case holding(starts: TouchPoints)
    }

    private var state = State.idle

    init(milliseconds: Int, scrollableAxes: [ScrollAxis] = ScrollAxis.allCases) {
        self.milliseconds = milliseconds
        self.scrollableAxes = scrollableAxes
    }

    /// It is discrete (GR-02): the arena asks it only while it is `possible`.
    mutating func handle(_ input: RecognizerInput<Timer>, now: Int) -> RecognizerOutput<Timer> {
        switch (state, input) {
        // SV-01: each touch-down (re)starts the delay; SV-05: without a delay it lets go at once.
        case (.idle, .began(let touches)):
            return hold(touches, TouchPoints())
        case (.holding(let starts), .began(let touches)):
            return hold(touches, starts)
        // SV-06: a move along an axis it cannot scroll on lets go.
        case (.holding(let starts), .moved(let touches)):
            guard touches.contains(where: { movedAlongFixedAxis($0, from: starts) }) else { return .nothing }
            return RecognizerOutput(wanted: .failed, stopTimers: [.delayPassed])
        // SV-02: a lift lets go (began and ended are delivered together); SV-01: so does the delay.
        case (.holding, .ended), (.holding, .cancelled), (.holding, .timer(.delayPassed)):
            return RecognizerOutput(wanted: .failed, stopTimers: [.delayPassed])
        case (.idle, .moved), (.idle, .ended), (.idle, .cancelled), (.idle, .timer):
            return .ignored(.cannotHappen)  // no touch is down, no delay runs
        }
    }

    private mutating func hold(_ touches: [TouchSample], _ starts: TouchPoints) -> RecognizerOutput<Timer> {
        var starts = starts
        for touch in touches { starts[touch.id] = touch.point }
        state = .holding(starts: starts)
        if milliseconds == 0 { return .want(.failed) }
        return RecognizerOutput(startTimers: [(.delayPassed, milliseconds)])
    }

    /// SV-06: the touch is more than the scroll hysteresis away from where it began along an
    /// axis the scroll view cannot scroll on.
    private func movedAlongFixedAxis(_ touch: TouchSample, from starts: TouchPoints) -> Bool {
        guard let start = starts[touch.id] else { return false }
        let hysteresis = GestureConstants.scrollHysteresis
        return (!scrollableAxes.contains(.horizontal) && abs(touch.point.x - start.x) > hysteresis)
            || (!scrollableAxes.contains(.vertical) && abs(touch.point.y - start.y) > hysteresis)
    }

    /// Discrete (GR-02): it never begins, so the engine never calls this.
    mutating func willBegin(afterWaiting: Bool) {}

    mutating func reset() {
        state = .idle
    }

    func values() -> [(name: String, value: GestureValue)] { [] }
}
