import DispatchModel

/// A single-finger, single-tap recognizer of the class-based baseline
/// (`UITapGestureRecognizer`): possible until the finger lifts, then recognized, or failed on
/// moving too far, being held too long, a second finger or a cancel; reset once the touches it
/// took part in are over. Times come from the touch events (a held finger fails at its next
/// event, where UIKit's timer would fail it on its own, which no touch of the benchmark lets
/// happen).
final class BaselineTapRecognizer {
    /// Where the recognizer is.
    enum State {
        /// Watching the touch.
        case possible
        /// The finger lifted in time and near where it came down; the action has run.
        case recognized
        /// It will not recognize this touch sequence.
        case failed
    }

    /// How far, in points, the finger may move from where it came down (`allowableMovement`).
    let allowableMovement: Double
    /// How long, in milliseconds, the finger may stay down.
    let maximumTapDuration: Int
    /// `cancelsTouchesInView`: on recognition the touch's view gets `touchesCancelled`.
    let cancelsTouchesInView: Bool
    /// The target–action pair, as a closure.
    let action: () -> Void
    /// Where the recognizer is.
    private(set) var state = State.possible
    /// Where and when the finger came down.
    private var start = Point.zero
    private var startTime = 0
    /// The touches delivered to it that have not ended yet.
    private var touchesDown = 0

    /// Creates a recognizer with its limits and action.
    init(allowableMovement: Double, maximumTapDuration: Int, cancelsTouchesInView: Bool, action: @escaping () -> Void) {
        self.allowableMovement = allowableMovement
        self.maximumTapDuration = maximumTapDuration
        self.cancelsTouchesInView = cancelsTouchesInView
        self.action = action
    }

    /// A finger came down: the first one starts the tap, a second one fails it.
    func touchBegan(_ touch: BaselineTouch, at time: Int) {
        touchesDown += 1
        guard state == .possible else { return }
        if touchesDown > 1 {
            state = .failed
            return
        }
        start = touch.location
        startTime = time
    }

    /// The finger moved: it fails when held too long or moved too far.
    func touchMoved(_ touch: BaselineTouch, at time: Int) {
        guard state == .possible else { return }
        if tooLate(time) || tooFar(touch.location) { state = .failed }
    }

    /// The finger lifted: recognized, and the action called, when the tap was short and near;
    /// failed otherwise. Returns whether it recognized now.
    func touchEnded(_ touch: BaselineTouch, at time: Int) -> Bool {
        touchesDown -= 1
        guard state == .possible else { return false }
        if tooLate(time) || tooFar(touch.location) {
            state = .failed
            return false
        }
        state = .recognized
        action()
        return true
    }

    /// The touch was cancelled: the tap fails.
    func touchCancelled(_ touch: BaselineTouch) {
        touchesDown -= 1
        if state == .possible { state = .failed }
    }

    /// Another recognizer of the touch recognized first: this one fails (UIKit's default
    /// exclusion between recognizers).
    func fail() {
        if state == .possible { state = .failed }
    }

    /// Whether every touch it took part in is over, so that it may be reset.
    var isIdle: Bool { touchesDown == 0 }

    /// Back to possible for the next touch sequence.
    func reset() {
        state = .possible
        touchesDown = 0
    }

    private func tooLate(_ time: Int) -> Bool { time - startTime >= maximumTapDuration }

    private func tooFar(_ point: Point) -> Bool {
        let dx = point.x - start.x
        let dy = point.y - start.y
        return (dx * dx + dy * dy).squareRoot() > allowableMovement
    }
}
