import DispatchModel

/// One delivery of the view phase, in the order the dispatcher makes them.
enum ViewDelivery {
    /// A touch message to a view's responder chain: the phase, its touches, the view, and each
    /// touch's location and previous location in screen coordinates (TD-07), in the order of the
    /// touches.
    case touches(TouchPhase, [Int], view: Int, locations: [(Point, Point)])
    /// The table around the view selects the cell the touch ended on (SV-11, SV-15).
    case selection(underView: Int)
}

/// The view phase of an event: each touch's phases reach its view's responder chain, unless a
/// recognizer withholds them (GR-18, GR-19) or has cancelled them (GR-15). The table queues each
/// phase as it happens and releases what nothing withholds any more; the dispatcher delivers.
/// What each touch's view has been told is the touch's own state machine (``TouchRuntime``,
/// `Specs/TOUCH-DELIVERY-MACHINE.md`); this file decides what is withheld and in which order the
/// rest goes.
extension TouchTable {
    /// Queues the event's phase for the touch's view; a began phase waits for the recognizers
    /// already holding another touch's phase (GR-19).
    mutating func enqueueForView(touch id: Int, phase: TouchPhase, arena: GestureArena) {
        guard let (awaitsItsBegan, recognizers) = withTouch(id, { ($0.awaitsItsBegan, $0.recognizers) }) else { return }
        let heldBy = phase == .began && awaitsItsBegan ? recognizers.filter { isHoldingDelayedPhases($0, other: id, arena: arena) } : []
        queueForView(touch: id, phase: phase, beganHeldBy: heldBy)
    }

    /// Takes every queued phase that nothing withholds any more, in delivery order. A touch
    /// cancelled by a recognizer gets `touchesCancelled` once if its view had heard of it, touch
    /// by touch in the order they began. The other phases go event by event, oldest first: within
    /// one event, the phases in the order began, moved, ended, cancelled, and for each phase one
    /// call per view, views in the order of their first touch, with all of the view's touches in
    /// that phase (TD-05, TD-06). A touch whose oldest phase is held holds its later ones too.
    /// (Delivering changes neither touches nor recognizers, so the whole release can be decided
    /// before the first delivery.)
    mutating func releasePhases(arena: GestureArena) -> [ViewDelivery] {
        var deliveries: [ViewDelivery] = []
        for id in order where deliverCancellation(of: id) {
            let (view, point, previousPoint) = withTouch(id) { ($0.view!, $0.point, $0.previousPoint) }!
            deliveries.append(.touches(.cancelled, [id], view: view, locations: [(point, previousPoint)]))
        }
        while true {
            var ready: [(id: Int, view: Int, phase: TouchPhase, event: Int, head: QueuedPhase)] = []
            for id in order {
                // The touch's view and oldest queued phase, and what decides whether it is withheld.
                let waiting = withTouch(id) { touch -> (view: Int, head: QueuedPhase, recognizers: [Int], beganHeldBy: [Int])? in
                    guard let view = touch.view, let head = touch.nextPhase else { return nil }
                    return (view, head, touch.recognizers, touch.beganHeldBy)
                }
                guard let (view, head, recognizers, beganHeldBy) = waiting ?? nil,
                    !isWithheld(head, recognizers: recognizers, beganHeldBy: beganHeldBy, arena: arena)
                else { continue }
                ready.append((id, view, head.phase, head.event, head))
            }
            // Most events release one touch's phase: it goes alone, with nothing to order.
            if ready.count == 1 {
                release(ready[0].phase, of: [(ready[0].id, ready[0].head)], view: ready[0].view, into: &deliveries)
                continue
            }
            guard let oldest = ready.map(\.event).min() else { return deliveries }
            let event = ready.filter { $0.event == oldest }
            for phase in event.count == 1 ? [event[0].phase] : choices.viewPhaseOrder {
                let inPhase = event.filter { $0.phase == phase }
                var views: [Int] = []
                for entry in inPhase where !views.contains(entry.view) { views.append(entry.view) }
                for view in choices.viewsInFirstTouchOrder ? views : views.reversed() {
                    release(phase, of: inPhase.filter { $0.view == view }.map { ($0.id, $0.head) }, view: view, into: &deliveries)
                }
            }
        }
    }

    /// The delivery of one phase to one view, with what goes with it: the table's selection at
    /// a lift (SV-15) and GR-18's follow-up `touchesMoved` after a withheld began.
    private mutating func release(
        _ phase: TouchPhase, of entries: [(id: Int, head: QueuedPhase)], view: Int, into deliveries: inout [ViewDelivery]
    ) {
        let ids = entries.map(\.id)
        let locations = entries.map { reportedLocations(of: $0.head, touch: $0.id) }
        // The positions in `entries` of the touches that moved while their began was withheld.
        var movedWhileWithheld: [Int] = []
        for (position, id) in ids.enumerated() where deliverNextPhase(of: id) { movedWhileWithheld.append(position) }
        // SV-15, engine choice: the table selects after the cell's touchesEnded, or just before.
        if phase == .ended && !choices.tableSelectsAfterTouchesEnded { deliveries.append(.selection(underView: view)) }
        deliveries.append(.touches(phase, ids, view: view, locations: locations))
        if phase == .ended && choices.tableSelectsAfterTouchesEnded { deliveries.append(.selection(underView: view)) }
        // GR-18, engine choice: the follow-up touchesMoved when the touch moved while withheld (or none).
        let movedMeanwhile = phase == .began && choices.followUpMovedAfterMovement ? movedWhileWithheld : []
        guard !movedMeanwhile.isEmpty else { return }
        let movedIDs = movedMeanwhile.map { ids[$0] }
        let movedLocations = movedMeanwhile.map { (self[ids[$0]]!.point, locations[$0].0) }
        deliveries.append(.touches(.moved, movedIDs, view: view, locations: movedLocations))
    }

    /// The location and previous location a view reads for a queued phase (TD-07, engine choice):
    /// those of the event in which the phase happened, or those of the touch now.
    private func reportedLocations(of queued: QueuedPhase, touch id: Int) -> (Point, Point) {
        guard !choices.delayedPhasesReportTheirOwnEventsLocations, let now = withTouch(id, { ($0.point, $0.previousPoint) }) else {
            return (queued.location, queued.previous)
        }
        return now
    }

    /// Whether an undecided recognizer withholds a touch's oldest queued phase, `head`: a began
    /// phase by `delaysTouchesBegan` (GR-18) or behind another touch's phases (GR-19), an ended
    /// phase by `delaysTouchesEnded` (GR-19). `recognizers` and `beganHeldBy` are the touch's.
    private func isWithheld(_ head: QueuedPhase, recognizers: [Int], beganHeldBy: [Int], arena: GestureArena) -> Bool {
        switch head.phase {
        case .began:
            return isWithheld(recognizers, by: .delaysTouchesBegan, arena: arena)
                || isHeldBehindDelayedPhases(recognizers: recognizers, beganHeldBy: beganHeldBy, arena: arena)
        case .ended:
            return isWithheld(recognizers, by: .delaysTouchesEnded, arena: arena)
        case .moved, .cancelled:
            return false
        }
    }

    /// GR-19: a recognizer that already holds a phase of another touch holds the began phase of a
    /// new touch too, whatever its `delaysTouchesBegan` (UIKit delays an event's began touches when
    /// the recognizer delays touches began or has delayed touches); the phase waits until that
    /// recognizer has decided. `recognizers` and `beganHeldBy` are the touch's.
    private func isHeldBehindDelayedPhases(recognizers: [Int], beganHeldBy: [Int], arena: GestureArena) -> Bool {
        beganHeldBy.contains { index in
            recognizers.contains(index) && arena.recognizers[index].enabled && arena.recognizers[index].state == .possible
        }
    }

    /// Whether the recognizer is undecided and holds a withheld phase of a touch other than `other`
    /// (GR-18, GR-19).
    private func isHoldingDelayedPhases(_ index: Int, other: Int, arena: GestureArena) -> Bool {
        guard arena.recognizers[index].enabled, arena.recognizers[index].state == .possible else { return false }
        return order.contains { id in
            guard id != other else { return false }
            let holds = withTouch(id) { touch in
                guard touch.recognizers.contains(index), let head = touch.nextPhase else { return false }
                switch head.phase {
                case .began: return arena.recognizers[index].spec.delaysTouchesBegan || touch.beganHeldBy.contains(index)
                case .ended: return arena.recognizers[index].spec.delaysTouchesEnded
                case .moved, .cancelled: return false
                }
            }
            return holds == true
        }
    }

    /// Whether a recognizer of the touch (`recognizers`, the touch's) that has the given delaying
    /// property is still undecided (GR-18 for began, GR-19 for ended).
    private func isWithheld(_ recognizers: [Int], by property: DelayingProperty, arena: GestureArena) -> Bool {
        recognizers.contains { index in
            guard arena.recognizers[index].enabled, arena.recognizers[index].state == .possible else { return false }
            switch property {
            case .delaysTouchesBegan: return arena.recognizers[index].spec.delaysTouchesBegan
            case .delaysTouchesEnded: return arena.recognizers[index].spec.delaysTouchesEnded
            }
        }
    }
}

/// The two properties by which a recognizer withholds a touch's phases from its view (GR-18).
enum DelayingProperty {
    /// `delaysTouchesBegan`.
    case delaysTouchesBegan
    /// `delaysTouchesEnded`.
    case delaysTouchesEnded
}
