import DispatchModel

/// Making the transitions recognizers ask for, under UIKit's arbitration (GA-01…GA-06, GA-13,
/// GA-14, GR-05, GR-07, GR-15).
extension GestureArena {
    /// Makes the requested transitions in order — except that a recognizer asking to leave
    /// `possible` goes after a later one that also asks to, can prevent it, and cannot be
    /// prevented by it (GR-TAP-07: the double tap goes first at a shared lift). The reordering
    /// ends because validation rejects scenes where recognizers would each have to go after the
    /// next round a circle (`Scene.preventionCycle`, whose statement of the classes' answers a test
    /// keeps equal to ``Prevention``'s): without one, a move settles the moved recognizer for good
    /// against those before it in that relation, and can unsettle only recognizers after it.
    mutating func resolve(_ requests: [(Int, GestureState)], table: inout TouchTable, tree: ViewTree, timeline: inout Timeline) {
        guard !requests.isEmpty else { return }
        var ordered = requests.map { ($0.0, ScrollViewContent.decision(of: recognizers[$0.0], wants: $0.1, table: table, tree: tree)) }
        var changed = mayNeedReordering(requests)
        while changed {
            changed = false
            for i in ordered.indices {
                guard wantsToBegin(ordered[i]) else { continue }
                let first = ordered[i].0
                if let j = ordered.indices.last(where: { j in
                    j > i && wantsToBegin(ordered[j]) && canPrevent(ordered[j].0, first) && !canPrevent(first, ordered[j].0)
                        && !simultaneous(first, ordered[j].0)
                }) {
                    let moved = ordered.remove(at: i)
                    ordered.insert(moved, at: j)
                    changed = true
                    break
                }
            }
        }
        for (index, wanted) in ordered {
            apply(wanted, to: index, table: &table, tree: tree, timeline: &timeline)
            while let (waiter, pending) = nextReleasedWaiter() {
                attemptToBegin(waiter, pending, afterWaiting: true, table: &table, tree: tree, timeline: &timeline)
            }
        }
    }

    /// Whether a one-way prevention can exist among the recognizers asking to leave `possible`:
    /// one has an explicit prevention rule, or they are not all of one kind and tap count
    /// (otherwise prevention between them is mutual and the order stands).
    private func mayNeedReordering(_ requests: [(Int, GestureState)]) -> Bool {
        let beginning = requests.filter(wantsToBegin).map(\.0)
        guard beginning.count > 1 else { return false }
        if beginning.contains(where: { hasOneWayPrevention[$0] }) { return true }
        let first = recognizers[beginning[0]].spec.kind
        return beginning.contains { recognizers[$0].spec.kind != first }
    }

    private func wantsToBegin(_ request: (Int, GestureState)) -> Bool {
        guard recognizers[request.0].state == .possible else { return false }
        switch request.1 {
        case .began, .changed, .ended: return true
        case .possible, .cancelled, .failed: return false
        }
    }

    /// One requested transition, coerced as UIKit does (GR-05).
    mutating func apply(_ wanted: GestureState, to index: Int, table: inout TouchTable, tree: ViewTree, timeline: inout Timeline) {
        // GR-02: a discrete recognizer goes from possible to ended (recognized) or failed, one
        // action or none; GR-03: a continuous one goes began, changed…, ended or cancelled, with
        // an action at each; GR-04: asking for changed again sends the action again.
        // The line is annotated with the rules of the recognizer's own logic (GR-TAP-*, SV-*, …).
        let rules = recognizers[index].ownRules
        switch StateAssignment(from: recognizers[index].state, wanted: wanted) {
        case .begin(let state):
            attemptToBegin(index, state, because: rules, table: &table, tree: tree, timeline: &timeline)
        case .fail:
            fail(index, because: rules, timeline: &timeline)
        case .move(let state):
            transition(index, to: state, because: rules, tree: tree, timeline: &timeline)
            sendActions(index, timeline: &timeline)
        case .ignored:
            break
        }
    }

    /// Leaving `possible`: wait for required failures (GA-03), pass the should-begin gate (GR-07),
    /// yield to an active recognizer that prevents it (GA-01), then transition, exclude the others
    /// it prevents, fail those waiting for its failure, send the actions, and cancel the touches
    /// of its views (GR-15).
    mutating func attemptToBegin(
        _ index: Int, _ wanted: GestureState, afterWaiting: Bool = false, because rules: StaticString = "GR-02 GR-03",
        table: inout TouchTable, tree: ViewTree, timeline: inout Timeline
    ) {
        let requirements = failureRequirements[index].filter { awaitsFailure(of: $0, table: table) }
        if requirements.contains(where: { recognizers[$0].state.isActive || recognizers[$0].state == .ended }) {
            fail(index, because: "GA-03", timeline: &timeline)
            return
        }
        if requirements.contains(where: { recognizers[$0].state == .possible }) {
            waitForRequiredFailures(index, toEnter: wanted)
            return
        }
        guard shouldBegin(index, table: table, tree: tree) else {
            fail(index, because: "GR-07 GR-08 GA-07 GA-08", timeline: &timeline)
            return
        }
        for other in processingOrder(around: index, table: table) where recognizers[other].state.isActive && shareTouches(other, index) {
            if !simultaneous(other, index) && canPrevent(other, index) {
                fail(index, because: "GA-01", timeline: &timeline)
                return
            }
        }
        if wanted == .began { tellWillBegin(index, afterWaiting: afterWaiting) }
        transition(index, to: wanted, because: afterWaiting ? "GA-03 GA-14" : rules, tree: tree, timeline: &timeline)
        for other in processingOrder(around: index, table: table)
        where shareTouches(other, index) && !simultaneous(index, other) && canPrevent(index, other) {
            if recognizers[other].state == .possible {
                fail(other, because: "GA-01", timeline: &timeline)
            } else if recognizers[other].state.isActive {
                transition(other, to: .cancelled, because: "GA-01", tree: tree, timeline: &timeline)
                sendActions(other, timeline: &timeline)
            }
        }
        // GA-03: only a dependent that is in this gesture (has received a touch since its reset)
        // can fail for it; one already reset has nothing to fail.
        for dependent in recognizers.indices
        where recognizers[dependent].state == .possible && recognizers[dependent].participating
            && failureRequirements[dependent].contains(index)
        {
            fail(dependent, because: "GA-03", timeline: &timeline)
        }
        sendActions(index, timeline: &timeline)
        if recognizers[index].spec.cancelsTouchesInView { table.cancelForViews(touchesOf: index) }
    }

    /// GA-03, engine choice `GA-03/participating-requirements`: whether a recognizer that another
    /// requires to fail is waited for. One that has received a touch since its reset is; one that
    /// has not is treated as failed (reference), or, with the alternative, waited for while any
    /// touch is down, so that a requirement on a recognizer elsewhere holds until the touch
    /// sequence ends and never longer.
    func awaitsFailure(of required: Int, table: TouchTable) -> Bool {
        recognizers[required].participating || (!choices.waitsOnlyForParticipatingRequirements && table.hasTouchDown)
    }

    /// GA-03, the alternative of engine choice `GA-03/participating-requirements`: once no touch is
    /// down, the recognizers still waiting are reconsidered, the required recognizers that never
    /// received the touches now counting as failed (GA-14: each then takes the state it asked for,
    /// unless it still waits for one that did receive them).
    mutating func releaseWaitersAtTheEndOfTheSequence(table: inout TouchTable, tree: ViewTree, timeline: inout Timeline) {
        guard !choices.waitsOnlyForParticipatingRequirements, !table.hasTouchDown else { return }
        releaseEveryWaiter()
        while let (waiter, pending) = nextReleasedWaiter() {
            attemptToBegin(waiter, pending, afterWaiting: true, table: &table, tree: tree, timeline: &timeline)
        }
    }

    /// The recognizer fails; recognizers waiting for that are reconsidered after the current step.
    mutating func fail(_ index: Int, because rules: StaticString = "GR-02 GR-03", timeline: inout Timeline) {
        enter(.failed, index, because: rules, timeline: &timeline)
        releaseWaiters(onFailureOf: index)
    }

    /// Sets the state and writes the line; a final state stops the recognizer's timers. (A failure
    /// needs no more than ``enter(_:_:because:timeline:)``: only a scroll view's pan writes more,
    /// and it never fails from an active state.)
    mutating func transition(
        _ index: Int, to state: GestureState, because rules: StaticString = "GR-02 GR-03", tree: ViewTree, timeline: inout Timeline
    ) {
        let old = recognizers[index].state
        enter(state, index, because: rules, timeline: &timeline)
        ScrollFlags.panChanged(recognizers[index], from: old, to: state, tree: tree, timeline: &timeline)
    }

    /// Calls every target–action pair, in registration order, with the current state (GR-24),
    /// then records the values those actions read. It runs inside the event or timer that caused
    /// the transition, at its virtual time (GR-25), and so before the view phase of that event
    /// delivers the phases the transition released (GR-16: the action, then the released end).
    mutating func sendActions(_ index: Int, timeline: inout Timeline) {
        let recognizer = recognizers[index]
        for action in choices.actionsInRegistrationOrder ? recognizer.spec.actions : recognizer.spec.actions.reversed() {
            if case .responder(let receiver) = action.target {
                timeline.emit(
                    .targetedAction(name: action.name, recognizer: recognizer.spec.id, state: recognizer.state, receiver: receiver),
                    because: "GR-24")
            } else {
                timeline.emit(.action(name: action.name, recognizer: recognizer.spec.id, state: recognizer.state), because: "GR-24")
            }
        }
        guard !recognizer.spec.actions.isEmpty else { return }
        for (name, value) in recognizer.machine.values() {
            timeline.emit(.gestureValue(recognizer: recognizer.spec.id, name: name, value: value), because: Self.rules(ofValue: name))
        }
    }

    /// The rules of a value the actions read: a tap's, swipe's or long press's location (GR-26,
    /// MT-08's centroid), a pan's translation (GR-PAN-03), a pinch's scale or a rotation's angle
    /// (GR-PIN-01).
    static func rules(ofValue name: String) -> StaticString {
        switch name {
        case "translation": "GR-PAN-03"
        case "scale", "rotation": "GR-PIN-01"
        default: "GR-26"
        }
    }

    /// GR-07, GR-08: the hit-test views of its touches (for a recognizer that cancels touches in
    /// views, GA-09), including the vetoes of a `UIButton`, `UISwitch` or `UISlider` (GA-07, GA-08), then its delegate; for a scroll
    /// view's pan, whether it may cancel the content's touches (SV-06, SV-07).
    func shouldBegin(_ index: Int, table: TouchTable, tree: ViewTree) -> Bool {
        let recognizer = recognizers[index]
        guard ScrollViewContent.mayCancelContent(for: recognizer, table: table, tree: tree, choices: choices) else { return false }
        if recognizer.spec.cancelsTouchesInView {
            let views = table.order.compactMap { id -> Int? in
                let touch = table.withTouch(id) { touch in
                    touch.recognizers.contains(index) ? (view: touch.view, isDown: touch.isDown) : nil
                }
                guard let (view, isDown) = touch ?? nil, isDown || table.eventTouches.contains(id) else { return nil }
                return view
            }
            for view in views {
                if ControlTapProtection.refuses(recognizer, hitView: view, tree: tree, slidersTracking: slidersTracking, choices: choices) {
                    return false
                }
                switch tree.gestureVeto(of: view) {
                case .allow: continue
                case .denyAll: return false
                case .denyOthers where view != recognizer.view: return false
                case .denyOthers: continue
                }
            }
        }
        return recognizer.spec.delegate?.shouldBegin ?? true
    }

    /// Whether two recognizers are receiving a common touch.
    func shareTouches(_ a: Int, _ b: Int) -> Bool {
        let (first, second) = (recognizers[a].touches, recognizers[b].touches)
        return first.contains { second.contains($0) }
    }

    /// Either delegate allows the two to recognize together (GA-02).
    func simultaneous(_ a: Int, _ b: Int) -> Bool {
        Prevention.mayRecognizeSimultaneously(recognizers[a].spec, recognizers[b].spec)
    }

    /// Whether `a` recognizing excludes `b`: both `canPrevent` and `canBePrevented` agree (GA-05),
    /// with the tap-count rule (GR-TAP-07) and the scroll view's delay preventing nothing (GA-16).
    func canPrevent(_ a: Int, _ b: Int) -> Bool {
        Prevention.canPrevent(recognizers[a].spec, recognizers[b].spec)
    }

    /// The other recognizers of the recognizer's touches, in processing order (each touch's
    /// order, touches in the order they began): the only ones it can exclude or be excluded by.
    func processingOrder(around index: Int, table: TouchTable) -> [Int] {
        var order: [Int] = []
        var seen: Set<Int> = [index]
        for id in recognizers[index].touches {
            for other in table.recognizers(of: id) where seen.insert(other).inserted { order.append(other) }
        }
        return order
    }
}
