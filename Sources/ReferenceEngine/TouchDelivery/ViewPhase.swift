import DispatchModel

/// The view phase of an event: each touch's phases reach its view's responder chain, unless a
/// recognizer withholds them (GR-18, GR-19) or has cancelled them (GR-15).
extension DispatchSession {
    /// Queues the event's phase for the touch's view.
    mutating func enqueueForView(touch id: Int, phase: TouchPhase) {
        guard var touch = touches[id], touch.view != nil, !touch.withheldFromViews else { return }
        let beganHeld = touch.withheld.contains { $0.phase == .began }
        let queued = QueuedPhase(phase: phase, event: eventNumber, location: touch.point, previous: touch.previousPoint)
        switch phase {
        case .began:
            touch.beganHeldBy = touch.recognizers.filter { isHoldingDelayedPhases($0, other: id) }
            touch.withheld.append(queued)
        case .ended:
            touch.withheld.append(queued)
        case .moved:
            if beganHeld {
                touch.movedWhileWithheld = true
            } else {
                touch.withheld.append(queued)
            }
        case .cancelled:
            if beganHeld {
                touch.withheld = []
            } else {
                touch.withheld.append(queued)
            }
        }
        touches[id] = touch
    }

    /// Delivers every queued phase that nothing withholds any more. A touch cancelled by a
    /// recognizer gets `touchesCancelled` once if its view had heard of it, touch by touch in the
    /// order they began. The other phases go event by event, oldest first: within one event, the
    /// phases in the order began, moved, ended, cancelled, and for each phase one call per view,
    /// views in the order of their first touch, with all of the view's touches in that phase
    /// (TD-05, TD-06). A touch whose oldest phase is held holds its later ones too.
    mutating func flushViews() {
        for id in touchOrder {
            guard var touch = touches[id], let view = touch.view, touch.cancelledForViews else { continue }
            touch.withheld = []
            if touch.viewBegan && !touch.viewFinished {
                touch.viewFinished = true
                touches[id] = touch
                deliver(.cancelled, touches: [id], from: tree[view].id, locations: [id: (touch.point, touch.previousPoint)])
            }
            touches[id] = touch
        }
        while true {
            var ready: [(id: Int, view: Int, phase: TouchPhase, event: Int, head: QueuedPhase)] = []
            for id in touchOrder {
                guard let touch = touches[id], let view = touch.view, !touch.cancelledForViews, let head = touch.withheld.first else {
                    continue
                }
                if head.phase == .began && (isWithheld(touch, by: \.delaysTouchesBegan) || isHeldBehindDelayedPhases(touch)) { continue }
                if head.phase == .ended && isEndWithheld(touch) { continue }
                ready.append((id, view, head.phase, head.event, head))
            }
            guard let oldest = ready.map(\.event).min() else { return }
            let event = ready.count == 1 ? ready : ready.filter { $0.event == oldest }
            for phase in event.count == 1 ? [event[0].phase] : choices.viewPhaseOrder {
                let inPhase = event.filter { $0.phase == phase }
                var views: [Int] = []
                for entry in inPhase where !views.contains(entry.view) { views.append(entry.view) }
                for view in choices.viewsInFirstTouchOrder ? views : views.reversed() {
                    let entries = inPhase.filter { $0.view == view }
                    let ids = entries.map(\.id)
                    var locations: [Int: (Point, Point)] = [:]
                    for entry in entries { locations[entry.id] = reportedLocations(of: entry.head, touch: entry.id) }
                    for id in ids {
                        touches[id]!.withheld.removeFirst()
                        if phase == .began { touches[id]!.viewBegan = true }
                        // RC-09: a touch a view began with is ended or cancelled there once.
                        if phase == .ended || phase == .cancelled { touches[id]!.viewFinished = true }
                    }
                    // SV-15, engine choice: the table selects after the cell's touchesEnded, or just before.
                    if phase == .ended && !choices.tableSelectsAfterTouchesEnded { selectCell(under: view) }
                    deliver(phase, touches: ids, from: tree[view].id, locations: locations)
                    if phase == .ended && choices.tableSelectsAfterTouchesEnded { selectCell(under: view) }
                    // GR-18, engine choice: the follow-up touchesMoved when the touch moved while withheld (or none).
                    let movedMeanwhile =
                        phase == .began && choices.followUpMovedAfterMovement ? ids.filter { touches[$0]!.movedWhileWithheld } : []
                    if !movedMeanwhile.isEmpty {
                        var movedLocations: [Int: (Point, Point)] = [:]
                        for id in movedMeanwhile {
                            touches[id]!.movedWhileWithheld = false
                            movedLocations[id] = (touches[id]!.point, locations[id]!.0)
                        }
                        deliver(.moved, touches: movedMeanwhile, from: tree[view].id, locations: movedLocations)
                    }
                }
            }
        }
    }

    /// The location and previous location a view reads for a queued phase (TD-07, engine choice):
    /// those of the event in which the phase happened, or those of the touch now.
    private func reportedLocations(of queued: QueuedPhase, touch id: Int) -> (Point, Point) {
        guard !choices.delayedPhasesReportTheirOwnEventsLocations, let touch = touches[id] else {
            return (queued.location, queued.previous)
        }
        return (touch.point, touch.previousPoint)
    }

    /// Whether the ended phase is still held (GR-19): while a recognizer that delays it is undecided.
    private func isEndWithheld(_ touch: TouchRuntime) -> Bool {
        return isWithheld(touch, by: \.delaysTouchesEnded)
    }

    /// A table view selects the cell a touch ended on, when the touch reached the cell uncancelled
    /// (its delegate's `didSelectRow`; the mechanism of article 003's table-versus-tap conflict,
    /// SV-11).
    private mutating func selectCell(under view: Int) {
        let ancestry = tree.ancestry(of: view)
        guard let cell = ancestry.first(where: { tree.nodes[$0].kind == .tableCell }),
            let table = ancestry.first(where: { tree.nodes[$0].kind == .tableView })
        else { return }
        emit(.select(table: tree.nodes[table].id, cell: tree.nodes[cell].id), because: "SV-11 SV-15")
    }

    /// GR-19: a recognizer that already holds a phase of another touch holds the began phase of a
    /// new touch too, whatever its `delaysTouchesBegan` (UIKit delays an event's began touches when
    /// the recognizer delays touches began or has delayed touches); the phase waits until that
    /// recognizer has decided.
    private func isHeldBehindDelayedPhases(_ touch: TouchRuntime) -> Bool {
        touch.beganHeldBy.contains { index in
            touch.recognizers.contains(index) && recognizers[index].enabled && recognizers[index].state == .possible
        }
    }

    /// Whether the recognizer is undecided and holds a withheld phase of a touch other than `other`
    /// (GR-18, GR-19).
    private func isHoldingDelayedPhases(_ index: Int, other: Int) -> Bool {
        let recognizer = recognizers[index]
        guard recognizer.enabled, recognizer.state == .possible else { return false }
        return touchOrder.contains { id in
            guard id != other, let touch = touches[id], !touch.cancelledForViews, touch.recognizers.contains(index),
                let head = touch.withheld.first
            else { return false }
            switch head.phase {
            case .began: return recognizer.spec.delaysTouchesBegan || touch.beganHeldBy.contains(index)
            case .ended: return recognizer.spec.delaysTouchesEnded
            case .moved, .cancelled: return false
            }
        }
    }

    /// Whether a recognizer of the touch that has the given delaying property is still undecided.
    private func isWithheld(_ touch: TouchRuntime, by property: KeyPath<GestureRecognizerSpec, Bool>) -> Bool {
        touch.recognizers.contains { index in
            let recognizer = recognizers[index]
            return recognizer.enabled && recognizer.state == .possible && recognizer.spec[keyPath: property]
        }
    }
}
