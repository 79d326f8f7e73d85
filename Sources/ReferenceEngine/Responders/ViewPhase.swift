import DispatchModel

/// The view phase of an event: each touch's phases reach its view's responder chain, unless a
/// recognizer withholds them (GR-18, GR-19) or has cancelled them (GR-15).
extension DispatchSession {
    /// Queues the event's phase for the touch's view.
    mutating func enqueueForView(touch id: Int, phase: TouchPhase) {
        guard var touch = touches[id], touch.view != nil, !touch.withheldFromViews else { return }
        switch phase {
        case .began, .ended:
            touch.withheld.append(phase)
        case .moved:
            if touch.withheld.contains(.began) {
                touch.movedWhileWithheld = true
            } else {
                touch.withheld.append(.moved)
            }
        case .cancelled:
            if touch.withheld.contains(.began) {
                touch.withheld = []
            } else {
                touch.withheld.append(.cancelled)
            }
        }
        touches[id] = touch
    }

    /// Delivers every queued phase that nothing withholds any more, touch by touch in the order
    /// they began; a cancelled touch gets `touchesCancelled` once if its view had heard of it.
    mutating func flushViews() {
        for id in touchOrder {
            guard var touch = touches[id], let view = touch.view else { continue }
            if touch.cancelledForViews {
                touch.withheld = []
                if touch.viewBegan && !touch.viewFinished {
                    touch.viewFinished = true
                    touches[id] = touch
                    deliver(.cancelled, touches: [id], from: tree[view].id)
                }
                touches[id] = touch
                continue
            }
            while let head = touch.withheld.first {
                if head == .began && isWithheld(touch, by: \.delaysTouchesBegan) { break }
                if head == .ended && isEndWithheld(touch) { break }
                touch.withheld.removeFirst()
                if head == .began { touch.viewBegan = true }
                if head == .ended || head == .cancelled { touch.viewFinished = true }
                touches[id] = touch
                deliver(head, touches: [id], from: tree[view].id)
                if head == .ended { selectCell(under: view) }
                if head == .began && touch.movedWhileWithheld {
                    touch.movedWhileWithheld = false
                    touches[id] = touch
                    deliver(.moved, touches: [id], from: tree[view].id)
                }
            }
            touches[id] = touch
        }
    }

    /// Whether the ended phase is still held (GR-19): while a recognizer that delays it is undecided.
    private func isEndWithheld(_ touch: TouchRuntime) -> Bool {
        if faults.contains(.releasesEndedTouchesAfterFixedDelay), let endedAt = touch.endedAt {
            return clock.now < endedAt + 150
        }
        return isWithheld(touch, by: \.delaysTouchesEnded)
    }

    /// A table view selects the cell a touch ended on, when the touch reached the cell uncancelled
    /// (its delegate's `didSelectRow`; the mechanism of article 003's table-versus-tap conflict).
    private mutating func selectCell(under view: Int) {
        let ancestry = tree.ancestry(of: view)
        guard let cell = ancestry.first(where: { tree.nodes[$0].kind == .tableCell }),
            let table = ancestry.first(where: { tree.nodes[$0].kind == .tableView })
        else { return }
        emit(.select(table: tree.nodes[table].id, cell: tree.nodes[cell].id))
    }

    /// Whether a recognizer of the touch that has the given delaying property is still undecided.
    private func isWithheld(_ touch: TouchRuntime, by property: KeyPath<GestureRecognizerSpec, Bool>) -> Bool {
        touch.recognizers.contains { index in
            let recognizer = recognizers[index]
            return recognizer.enabled && recognizer.state == .possible && recognizer.spec[keyPath: property]
        }
    }
}
