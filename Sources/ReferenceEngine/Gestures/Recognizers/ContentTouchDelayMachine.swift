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

    /// Where each touch began.
    private var starts = TouchPoints()

    init(milliseconds: Int, scrollableAxes: [ScrollAxis] = ScrollAxis.allCases) {
        self.milliseconds = milliseconds
        self.scrollableAxes = scrollableAxes
    }

    mutating func handle(_ input: RecognizerInput<Timer>, state: GestureState, now: Int) -> RecognizerOutput<Timer> {
        guard state == .possible else { return .nothing }
        switch input {
        case .began(let touches):
            for touch in touches { starts[touch.id] = touch.point }
            if milliseconds == 0 { return .want(.failed) }
            return RecognizerOutput<Timer>(startTimers: [(.delayPassed, milliseconds)])
        case .moved(let touches):
            guard touches.contains(where: movedAlongFixedAxis) else { return .nothing }
            return RecognizerOutput<Timer>(wanted: .failed, stopTimers: [.delayPassed])
        case .ended, .cancelled, .timer:
            return RecognizerOutput<Timer>(wanted: .failed, stopTimers: [.delayPassed])
        }
    }

    /// SV-06: the touch is more than the scroll hysteresis away from where it began along an
    /// axis the scroll view cannot scroll on.
    private func movedAlongFixedAxis(_ touch: TouchSample) -> Bool {
        guard let start = starts[touch.id] else { return false }
        let hysteresis = GestureConstants.scrollHysteresis
        return (!scrollableAxes.contains(.horizontal) && abs(touch.point.x - start.x) > hysteresis)
            || (!scrollableAxes.contains(.vertical) && abs(touch.point.y - start.y) > hysteresis)
    }

    mutating func reset() {
        starts = TouchPoints()
    }

    func values() -> [(name: String, value: GestureValue)] { [] }
}
