import DispatchModel

/// A scroll view's `UIScrollViewDelayedTouchesBeganGestureRecognizer` (SV-01, SV-02): it
/// withholds the content's touches (delaysTouchesBegan) until its delay has passed or the finger
/// lifts, then lets go of them by failing. The engine turns that failure into recognition when the
/// scroll view's `touchesShouldBegin` refuses the content view (SV-04), so that the touches are
/// dropped instead.
struct ContentTouchDelayMachine: RecognizerMachine {
    let milliseconds: Int

    private static let delayPassed = 1

    mutating func handle(_ input: RecognizerInput, state: GestureState, now: Int) -> RecognizerOutput {
        guard state == .possible else { return .nothing }
        switch input {
        case .began:
            if milliseconds == 0 { return .want(.failed) }
            return RecognizerOutput(startTimers: [(Self.delayPassed, milliseconds)])
        case .moved:
            return .nothing
        case .ended, .cancelled, .timer:
            return RecognizerOutput(wanted: .failed, stopTimers: [Self.delayPassed])
        }
    }

    mutating func reset() {}

    func values() -> [(name: String, value: GestureValue)] { [] }
}
