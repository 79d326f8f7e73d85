import DispatchModel

/// One touch (finger) during a run: the view it is bound to, the recognizers that receive it, and
/// what its view has been told so far.
struct TouchRuntime {
    let id: Int
    /// The hit-test view (HT-01), nil when no window returned a view.
    let view: Int?
    /// The recognizers attached to it when it began, in processing order (GR-14); a recognizer
    /// leaves this list when it ignores the touch or is reset.
    var recognizers: [Int]
    var point: Point
    /// What produced it (TD-17).
    var type: TouchType = .direct
    /// Where it was at the previous event that changed it (`previousLocation`, TD-07); its
    /// touch-down point until it first moves.
    var previousPoint: Point
    /// Whether the finger is still down.
    var isDown = true
    /// The touch is never given to its view's chain: its view is single-touch and already holds
    /// another (MT-02), or an exclusive-touch view of its window forbids it (MT-05). Recognizers
    /// still receive it, and the view does not count as holding it.
    var withheldFromViews = false
    /// Whether its view holds it: the finger is down and the touch is not withheld from the view
    /// (MT-02, MT-05).
    var isHeldByItsView: Bool { isDown && !withheldFromViews }
    /// Phases not yet delivered to the view (GR-18, GR-19), oldest first, each with the number of
    /// the event it happened in and the touch's location and previous location then.
    var withheld: [QueuedPhase] = []
    /// The touch moved while its began phase was withheld (GR-18's follow-up touchesMoved).
    var movedWhileWithheld = false
    /// The recognizers that held its began phase because they were already holding another
    /// touch's phase when it began (GR-19): the phase waits until each of them has decided.
    var beganHeldBy: [Int] = []
    /// The view's chain received the began phase.
    var viewBegan = false
    /// A recognizer recognized with `cancelsTouchesInView`: views get nothing more but a cancel (GR-15).
    var cancelledForViews = false
    /// The view's sequence for the touch is complete: it got `touchesEnded` or `touchesCancelled`.
    var viewFinished = false
    /// `tapCount` (TD-09), and where the first touch of its series began.
    var tapCount = 1
    var tapSeriesStart = Point.zero
}

/// A phase of a touch waiting for delivery to its view, as it was when it happened.
struct QueuedPhase {
    let phase: TouchPhase
    /// The number of the event it happened in.
    let event: Int
    /// The touch's location and previous location in that event, in screen coordinates (TD-07).
    let location: Point
    let previous: Point
}
