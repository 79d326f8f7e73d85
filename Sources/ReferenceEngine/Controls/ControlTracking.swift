import DispatchModel

/// What a `UIControl` knows while a touch drives it (CT-03…CT-10).
struct ControlTracking {
    /// The touch it tracks: only its first (CT-10).
    var touch: Int
    /// `isTracking`: false after `beginTracking` or `continueTracking` said no.
    var isTracking: Bool
    /// `isTouchInside`: the last computed "inside" (CT-06).
    var isTouchInside: Bool
    /// When `beginTracking` was called, for the minimum highlight (CT-15).
    var startedAt: Int
    /// A slider's value at touch-down, and the touch's last x in the slider's bounds (CT-18).
    var startValue = 0.0
    var lastX = 0.0
}

/// UIControl's own touch methods, which run when a control's subclass does not override them or
/// calls `super` (CT-*, RC-14, CT-16), and the veto of `UIButton` and `UISwitch` on single taps of other views (GA-07, GA-08).
extension DispatchSession {
    /// Runs UIControl's implementation of `phase` for the control at `view`; returns whether the
    /// message goes on to the next responder (only when the control does not track, RC-14).
    mutating func controlReceives(_ phase: TouchPhase, touch id: Int, control view: Int) -> Bool {
        guard let control = tree.nodes[view].control, let touch = touches[id] else { return true }
        let point = tree.convert(screenPoint: touch.point, to: view)
        switch phase {
        case .began:
            if let tracking = controlTracking[view], tracking.touch != id { return false }
            let trackable = control.enabled && tree.nodes[view].flags.userInteractionEnabled
            guard trackable else { return true }
            controlTracking[view] = ControlTracking(
                touch: id, isTracking: control.beginTracking, isTouchInside: true, startedAt: clock.now,
                startValue: sliderValue(view), lastX: point.x)
            if control.beginTracking {
                setHighlighted(true, control: view)
                send(.touchDown, from: view)
                if touch.tapCount > 1 { send(.touchDownRepeat, from: view) }
            }
            return false
        case .moved:
            guard var tracking = controlTracking[view], tracking.touch == id else { return true }
            stopTrackingIfDisabled(&tracking, control: view)
            guard tracking.isTracking else { return true }
            guard control.continueTracking else {
                tracking.isTracking = false
                controlTracking[view] = tracking
                // CT-05, engine choice: the highlight goes at this move, or (the alternative) at the lift.
                if choices.controlUnhighlightsWhenContinueTrackingFails { setHighlighted(false, control: view) }
                return false
            }
            slide(&tracking, to: point, control: view, sendingChanges: control.slider?.continuous == true)
            let inside = isInside(point, control: view)
            setHighlighted(inside, control: view)
            if inside != tracking.isTouchInside { send(inside ? .touchDragEnter : .touchDragExit, from: view) }
            tracking.isTouchInside = inside
            controlTracking[view] = tracking
            send(inside ? .touchDragInside : .touchDragOutside, from: view)
            return false
        case .ended:
            // CT-07: the lift ends tracking, inside or outside the drag margin.
            guard var tracking = controlTracking[view], tracking.touch == id else { return true }
            controlTracking[view] = nil
            stopTrackingIfDisabled(&tracking, control: view)
            guard tracking.isTracking else {
                // CT-07: a highlight kept after tracking stopped (CT-05's alternative) goes at the lift.
                setHighlighted(false, control: view)
                return true
            }
            let inside = isInside(point, control: view)
            if inside != tracking.isTouchInside { send(inside ? .touchDragEnter : .touchDragExit, from: view) }
            endTracking(&tracking, at: point, inside: inside, control: view)
            let unhighlightAt = tracking.startedAt.saturatingAdding(choices.controlMinimumHighlight)
            if controlHighlighted.contains(view) && clock.now < unhighlightAt {
                pendingUnhighlight[view] = clock.schedule(at: unhighlightAt, .unhighlight(view))
            } else {
                setHighlighted(false, control: view)
            }
            send(inside ? .touchUpInside : .touchUpOutside, from: view)
            // CT-08: a button's primary action follows its touchUpInside.
            if inside && tree.nodes[view].kind == .button { send(.primaryActionTriggered, from: view) }
            return false
        case .cancelled:
            guard let tracking = controlTracking[view], tracking.touch == id else { return false }
            controlTracking[view] = nil
            setHighlighted(false, control: view)
            if tracking.isTracking { send(.touchCancel, from: view) }
            return false
        }
    }

    /// CT-04, engine choice: the reference reads `isEnabled` only at touch-down; the alternative
    /// reads it at each later phase too, and a control it finds disabled stops tracking there:
    /// unhighlighted, with no further control events (the touch then goes on like any untracked
    /// one, RC-14).
    private mutating func stopTrackingIfDisabled(_ tracking: inout ControlTracking, control view: Int) {
        guard !choices.controlReadsEnabledOnlyAtTouchDown, tracking.isTracking, tree.nodes[view].control?.enabled == false else { return }
        tracking.isTracking = false
        controlTracking[view] = tracking
        setHighlighted(false, control: view)
    }

    /// Sets `isHighlighted` and writes the new `state` when it changed (CT-02); any unhighlight
    /// still waiting for the minimum highlight (CT-15) is superseded.
    mutating func setHighlighted(_ highlighted: Bool, control view: Int) {
        if let pending = pendingUnhighlight.removeValue(forKey: view) { clock.cancel(pending) }
        guard controlHighlighted.contains(view) != highlighted else { return }
        if highlighted { controlHighlighted.insert(view) } else { controlHighlighted.remove(view) }
        let state = ControlState(highlighted: highlighted, selected: tree.nodes[view].control?.selected ?? false)
        emit(.controlState(control: tree.nodes[view].id, state: state), because: "CT-02")
    }

    /// A slider's current value (CT-18); 0 for other controls.
    func sliderValue(_ view: Int) -> Double {
        sliderValues[view] ?? tree.nodes[view].control?.slider?.value ?? 0
    }

    /// CT-18, engine choice: a slider's `continueTracking` moves the value by the touch's
    /// horizontal travel since the last event, scaled from the bounds' width to the value range
    /// and kept in the range; a continuous slider sends valueChanged when the value changed.
    private mutating func slide(_ tracking: inout ControlTracking, to point: Point, control view: Int, sendingChanges: Bool) {
        guard let slider = tree.nodes[view].control?.slider else { return }
        let width = tree.nodes[view].bounds.width
        let travel = point.x - tracking.lastX
        tracking.lastX = point.x
        guard width > 0, travel != 0 else { return }
        let old = sliderValue(view)
        let range = slider.maximumValue - slider.minimumValue
        let new = min(max(old + travel / width * range, slider.minimumValue), slider.maximumValue)
        guard new != old else { return }
        sliderValues[view] = new
        if sendingChanges { send(.valueChanged, from: view) }
    }

    /// `endTracking` of the value controls (engine choices): a slider takes the lift's position,
    /// and a slider that is not continuous sends valueChanged once if its value differs from the
    /// one at touch-down (CT-18); a switch flips when the touch ends inside it (CT-17).
    private mutating func endTracking(_ tracking: inout ControlTracking, at point: Point, inside: Bool, control view: Int) {
        switch tree.nodes[view].kind {
        case .slider:
            let continuous = tree.nodes[view].control?.slider?.continuous ?? true
            slide(&tracking, to: point, control: view, sendingChanges: continuous)
            if !continuous && sliderValue(view) != tracking.startValue { send(.valueChanged, from: view) }
        case .uiSwitch:
            if inside { send(.valueChanged, from: view) }
        case .view, .imageView, .label, .control, .button, .scrollView, .tableView, .tableCell:
            break
        }
    }

    /// CT-06: inside the bounds grown by the drag margin, or inside by `point(inside:)`.
    private func isInside(_ point: Point, control view: Int) -> Bool {
        tree.nodes[view].bounds.outset(by: EdgeInsets(all: choices.controlDragMargin)).contains(point) || tree.pointInside(view, point)
    }

    /// The rules that send `event`.
    private static func rules(of event: ControlEvent) -> StaticString {
        switch event {
        case .touchDown, .touchDownRepeat: "CT-03"
        case .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit: "CT-05 CT-06"
        case .touchUpInside, .touchUpOutside: "CT-07"
        case .touchCancel: "CT-09"
        case .valueChanged: "CT-17 CT-18"
        case .primaryActionTriggered: "CT-08"
        }
    }

    /// A control event: its line, then the actions registered for it, in order (CT-11).
    private mutating func send(_ event: ControlEvent, from view: Int) {
        let id = tree.nodes[view].id
        emit(.controlEvent(control: id, event: event), because: Self.rules(of: event))
        for target in tree.nodes[view].control?.targets ?? [] where target.events.contains(event) {
            switch target.target {
            case .app:
                emit(.controlAction(name: target.action, control: id, event: event), because: "CT-11")
            case .firstResponder:
                emit(
                    .targetedControlAction(
                        name: target.action, control: id, event: event, receiver: nilTargetedReceiver(of: target.action, sender: id)),
                    because: "CT-11 FR-05")
            case .responder(let receiver):
                emit(.targetedControlAction(name: target.action, control: id, event: event, receiver: receiver), because: "CT-11")
            }
        }
    }

    /// GA-07, GA-08: a `UIButton` or `UISwitch` hit-test view that does not override
    /// `gestureRecognizerShouldBegin` refuses single-finger single-tap recognizers attached to
    /// other views (the switch's knob drags, which GA-07 also protects, are not modelled, CT-17).
    func controlProtectsTap(_ recognizer: Int, hitView view: Int) -> Bool {
        guard tree.nodes[view].kind == .button || tree.nodes[view].kind == .uiSwitch, tree.nodes[view].gestureVeto == .allow,
            recognizers[recognizer].view != view,  // GA-10: a recognizer on the control itself is not refused
            // GA-12: pans and other kinds are not refused, so an ancestor pan that begins cancels the
            // control's touch (GR-15); GA-11: a plain `control` refuses nothing.
            case .tap(1, 1, _) = recognizers[recognizer].spec.kind
        else { return false }
        return true
    }
}

extension ControlSpec {
    /// The control as its registrations leave it (CT-12): registering a target and action again
    /// merges the new events into the first registration, which keeps its place (or, with
    /// `mergedLast`, moves to the end: the engine choice's alternative), and a registration with
    /// no events adds nothing. The tree applies it once, when it is built.
    func registered(mergedLast: Bool) -> ControlSpec {
        var merged: [Target] = []
        for target in targets where !target.events.isEmpty {
            if let index = merged.firstIndex(where: { $0.action == target.action && $0.target == target.target }) {
                merged[index].events += target.events.filter { !merged[index].events.contains($0) }
                if mergedLast { merged.append(merged.remove(at: index)) }
            } else {
                merged.append(target)
            }
        }
        var control = self
        control.targets = merged
        return control
    }
}
