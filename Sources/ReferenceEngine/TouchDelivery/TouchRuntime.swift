import DispatchModel

/// One touch (finger) during a run: the view it is bound to, the recognizers that receive it, and
/// what its view has been told so far.
///
/// What the view has been told is a state machine in the manner of swift-nio-http2's stream state
/// machine (`Specs/TOUCH-DELIVERY-MACHINE.md`): one private ``State`` whose cases carry exactly the
/// data valid in them (the queue of withheld phases only where phases can wait), changed only by
/// the transitions below, each a switch over the state and its input with no `default`; inputs
/// that cannot arrive in a state are explicit cases. The finger's own phase (`UITouch.phase`,
/// TD-03) is kept beside the machine: what the view is told never depends on it, and only the
/// questions ``holdsItsView(cancelledTouchHoldsItsViewUntilLift:)`` and ``isDown`` combine them.
struct TouchRuntime {
    let id: Int
    /// The hit-test view (HT-01), nil when no window returned a view.
    let view: Int?
    /// What produced it (TD-17).
    let type: TouchType
    /// The recognizers attached to it when it began, in processing order (GR-14); a recognizer
    /// leaves this list when it ignores the touch or is reset (GR-21, GR-22).
    private(set) var recognizers: [Int]
    /// Where it is now, in screen coordinates.
    private(set) var point: Point
    /// Where it was at the previous event that changed it (`previousLocation`, TD-07); its
    /// touch-down point until it first moves.
    private(set) var previousPoint: Point
    /// `UITouch.phase` (TD-03): the phase of its last change.
    private(set) var phase = TouchPhase.began
    /// `tapCount` (TD-09), and where the first touch of its series began.
    private(set) var tapCount = 1
    private(set) var tapSeriesStart = Point.zero
    /// What its view has been told, and what waits to be told.
    private var state: State

    /// A touch that has just begun at `point`, bound to `view` and to the recognizers that accepted
    /// it (TD-03, GR-14); `keptFromView` when its view may not hear of it (MT-02, MT-05).
    init(id: Int, view: Int?, recognizers: [Int], at point: Point, type: TouchType, keptFromView: Bool) {
        self.id = id
        self.view = view
        self.type = type
        self.recognizers = recognizers
        self.point = point
        self.previousPoint = point
        state = view == nil ? .noView : keptFromView ? .keptFromView : .bound
    }

    /// Whether the finger is still down: its last phase began or moved. (A match on the case, which
    /// the optimizer inlines wherever the question is asked; `==` on `TouchPhase` is a call into
    /// the model's module, around which a touch read in place is copied.)
    var isDown: Bool {
        switch phase {
        case .began, .moved: true
        case .ended, .cancelled: false
        }
    }

    /// A later change of the finger (TD-03): its new location, the previous one kept (TD-07).
    mutating func move(to point: Point, phase: TouchPhase) {
        previousPoint = self.point
        self.point = point
        self.phase = phase
    }

    /// GR-21: the recognizer no longer receives the touch.
    mutating func stopGoing(to recognizer: Int) {
        recognizers.removeAll { $0 == recognizer }
    }

    /// GR-22: the recognizers are reset and forget the touch.
    mutating func stopGoing(toRecognizers isRemoved: (Int) -> Bool) {
        recognizers.removeAll(where: isRemoved)
    }

    /// TD-09: its tap count, and where its series began.
    mutating func setTapCount(_ count: Int, seriesStart: Point) {
        tapCount = count
        tapSeriesStart = seriesStart
    }
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

// MARK: - The machine

extension TouchRuntime {
    /// What the touch's view has been told, and what waits to be told. The names are those of
    /// `Specs/TOUCH-DELIVERY-MACHINE.md`, which a test compares with these cases.
    private enum State {
        /// HT-01: no window returned a view; nothing is ever delivered.
        case noView
        /// MT-02, MT-05: its view is single-touch and already holds another touch, or an
        /// exclusive-touch view of its window forbids it: its view's chain never hears of it.
        /// Recognizers still receive it.
        case keptFromView
        /// TD-03: bound to its view; its began phase is not queued yet (the gesture phase of its
        /// first event comes first).
        case bound
        /// GR-18, GR-19: its began phase is queued and not delivered.
        case beganWithheld(WithheldBegan)
        /// TD-02: its began phase never reached the queue — `sendEvent(_:)` swallowed its event —
        /// but a later phase did: its view left the window whose override swallowed, before the
        /// cancel (the alternative of the engine choice `TD-13/removed-view-cancels-as-it-leaves`).
        /// The view gets the later phases alone, oldest first.
        case beganSwallowed(later: [QueuedPhase])
        /// TD-05: the view's chain got its began phase; later phases wait here, oldest first, until
        /// the view phase releases them (an end while a recognizer that delays it is undecided,
        /// GR-19).
        case viewHasIt(later: [QueuedPhase])
        /// GR-15, TD-13: cancelled for its views after the view got its began phase: the view gets
        /// `touchesCancelled` at the next release, once (RC-09), and nothing else.
        case cancelling
        /// GR-15, GR-18, SV-03: cancelled for its views, or cancelled by the finger, before the
        /// view got its began phase: the view never hears of it.
        case neverDelivered
        /// RC-09: the view's sequence is complete: it got `touchesEnded` or `touchesCancelled`.
        case finished
    }

    /// A began phase withheld from the view (GR-18, GR-19), and what happened to the touch since.
    private struct WithheldBegan {
        /// The began phase.
        let began: QueuedPhase
        /// The touch's end, queued behind the began phase when the finger lifted meanwhile (SV-02:
        /// both are delivered together at the release).
        var end: QueuedPhase?
        /// The recognizers that held the began phase because they already held another touch's
        /// phase when it began (GR-19): it waits until each of them has decided.
        let heldBy: [Int]
        /// The touch moved meanwhile: GR-18's follow-up `touchesMoved` after the began phase.
        var movedMeanwhile: Bool
    }

    // MARK: Transitions

    /// TD-05: the event's phase, as it happened (`queued`), is queued for the view. A began phase
    /// records the recognizers that hold it behind another touch's phases (`beganHeldBy`, GR-19).
    mutating func queueForView(_ queued: QueuedPhase, beganHeldBy: [Int]) {
        switch (state, queued.phase) {
        case (.noView, _), (.keptFromView, _):
            // HT-01, MT-02, MT-05: nothing is ever delivered to its view.
            break
        case (.bound, .began):
            state = .beganWithheld(WithheldBegan(began: queued, end: nil, heldBy: beganHeldBy, movedMeanwhile: false))
        case (.bound, .moved), (.bound, .ended), (.bound, .cancelled):
            // TD-02: its began phase was swallowed; the later phase goes alone.
            state = .beganSwallowed(later: [queued])
        case (.beganWithheld(var withheld), .moved):
            // GR-18: a move while the began phase is withheld is not queued; the follow-up
            // touchesMoved stands for it.
            withheld.movedMeanwhile = true
            state = .beganWithheld(withheld)
        case (.beganWithheld(var withheld), .ended):
            withheld.end = queued
            state = .beganWithheld(withheld)
        case (.beganWithheld, .cancelled):
            // GR-18: cancelled while its began phase is withheld: the view never hears of it.
            state = .neverDelivered
        case (.beganSwallowed(var later), .moved), (.beganSwallowed(var later), .ended), (.beganSwallowed(var later), .cancelled):
            state = .finished  // lets go of the payload, so that the append below happens in place
            later.append(queued)
            state = .beganSwallowed(later: later)
        case (.viewHasIt(var later), .moved), (.viewHasIt(var later), .ended), (.viewHasIt(var later), .cancelled):
            state = .finished  // lets go of the payload, so that the append below happens in place
            later.append(queued)
            state = .viewHasIt(later: later)
        case (.beganWithheld, .began), (.beganSwallowed, .began), (.viewHasIt, .began):
            // Invalid: a touch begins once (validation, `ScriptStep.validate`).
            break
        case (.cancelling, _), (.neverDelivered, _), (.finished, _):
            // GR-15, RC-09: the view gets nothing more of the touch (a touch cancelled for its
            // views while the finger is down still changes; its phases go nowhere).
            break
        }
    }

    /// GR-15 (a recognizer recognized with `cancelsTouchesInView`), TD-13 (its view left): its
    /// views get nothing more of the touch but a cancel, if the view had heard of it.
    mutating func cancelForViews() {
        switch state {
        case .noView, .keptFromView:
            // Its view never hears of it anyway.
            break
        case .bound, .beganSwallowed:
            state = .neverDelivered
        case .beganWithheld:
            // SV-03: a scroll view's pan that begins while the content-touch delay withholds the
            // began phase (SV-01) cancels the touch before the content view hears of it: the
            // content never receives the touch at all. The same for any recognizer (GR-15).
            state = .neverDelivered
        case .viewHasIt:
            state = .cancelling
        case .cancelling, .neverDelivered, .finished:
            break
        }
    }

    /// The release of a touch cancelled for its views (GR-15, RC-09): true when its view gets
    /// `touchesCancelled` now, which finishes its sequence.
    mutating func deliverCancellation() -> Bool {
        switch state {
        case .cancelling:
            state = .finished
            return true
        case .noView, .keptFromView, .bound, .beganWithheld, .beganSwallowed, .viewHasIt, .neverDelivered, .finished:
            return false
        }
    }

    /// TD-05: the oldest queued phase (``nextPhase``) is delivered to the view. Returns whether
    /// GR-18's follow-up `touchesMoved` is due: the phase was a withheld began and the touch moved
    /// meanwhile.
    mutating func deliverNextPhase() -> Bool {
        switch state {
        case .beganWithheld(let withheld):
            state = .viewHasIt(later: withheld.end.map { [$0] } ?? [])
            return withheld.movedMeanwhile
        case .beganSwallowed(var later):
            state = .finished  // lets go of the payload, so that the removal below happens in place
            let delivered = later.removeFirst()
            state = Self.isEnd(delivered) ? .finished : .beganSwallowed(later: later)
            return false
        case .viewHasIt(var later):
            // RC-09: a touch a view began with is ended or cancelled there once.
            state = .finished  // lets go of the payload, so that the removal below happens in place
            let delivered = later.removeFirst()
            state = Self.isEnd(delivered) ? .finished : .viewHasIt(later: later)
            return false
        case .noView, .keptFromView, .bound, .cancelling, .neverDelivered, .finished:
            // Invalid: nothing is queued (the view phase asks only touches with a next phase).
            return false
        }
    }

    private static func isEnd(_ queued: QueuedPhase) -> Bool { queued.phase == .ended || queued.phase == .cancelled }

    // MARK: Questions

    /// The oldest phase waiting for the view; nil when none waits, or when the view gets nothing
    /// more of the touch.
    var nextPhase: QueuedPhase? {
        switch state {
        case .beganWithheld(let withheld): withheld.began
        case .beganSwallowed(let later), .viewHasIt(let later): later.first
        case .noView, .keptFromView, .bound, .cancelling, .neverDelivered, .finished: nil
        }
    }

    /// The recognizers that hold its withheld began phase behind another touch's phases (GR-19).
    var beganHeldBy: [Int] {
        switch state {
        case .beganWithheld(let withheld): withheld.heldBy
        case .noView, .keptFromView, .bound, .beganSwallowed, .viewHasIt, .cancelling, .neverDelivered, .finished: []
        }
    }

    /// Whether its began phase is still to be queued: the next phase queued for it decides which
    /// recognizers hold it (GR-19).
    var awaitsItsBegan: Bool {
        switch state {
        case .bound: true
        case .noView, .keptFromView, .beganWithheld, .beganSwallowed, .viewHasIt, .cancelling, .neverDelivered, .finished: false
        }
    }

    /// Whether phases wait for the view (a touch is forgotten only once none does).
    var hasQueuedPhases: Bool {
        switch state {
        case .beganWithheld: true
        case .beganSwallowed(let later), .viewHasIt(let later): !later.isEmpty
        case .noView, .keptFromView, .bound, .cancelling, .neverDelivered, .finished: false
        }
    }

    /// Whether its view's chain got its began phase and not yet its end (SV-06, SV-07: the content
    /// has the touch).
    var viewIsReceivingIt: Bool {
        switch state {
        case .viewHasIt, .cancelling: true
        case .noView, .keptFromView, .bound, .beganWithheld, .beganSwallowed, .neverDelivered, .finished: false
        }
    }

    /// Whether its view has heard of it, or has phases of it waiting, and has not heard its end
    /// (TD-13: such a lifted touch is cancelled for its views when its view leaves).
    var viewAwaitsItsEnd: Bool {
        switch state {
        case .beganWithheld, .viewHasIt, .cancelling: true
        case .beganSwallowed(let later): !later.isEmpty
        case .noView, .keptFromView, .bound, .neverDelivered, .finished: false
        }
    }

    /// Whether it counts as its view's for MT-02 and MT-05: the finger is down and the touch is
    /// not kept from the view. A touch a recognizer cancelled in the view (the only way a touch
    /// whose finger is down is cancelled, never delivered or finished) counts until its finger
    /// lifts (MT-02, engine choice), or, with the alternative, no longer.
    func holdsItsView(cancelledTouchHoldsItsViewUntilLift: Bool) -> Bool {
        guard isDown else { return false }
        switch state {
        case .noView, .bound, .beganWithheld, .beganSwallowed, .viewHasIt: return true
        case .keptFromView: return false
        case .cancelling, .neverDelivered, .finished: return cancelledTouchHoldsItsViewUntilLift
        }
    }
}
