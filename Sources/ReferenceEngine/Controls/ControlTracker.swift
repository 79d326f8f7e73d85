import DispatchModel

/// UIControl's own touch methods, which run when a control's subclass does not override them or
/// calls `super` (CT-*, RC-14, CT-16): tracking, highlighting and target–action.
///
/// **When it is called:** by the responder chain, when a touch message reaches a control whose
/// class's own implementation runs (``ResponderTable/deliver(_:touches:from:locations:table:context:controls:timeline:)``);
/// and by the dispatcher when a control's minimum highlight ends (CT-15).
/// **What it may change:** each control's tracking, highlight and slider value; the timeline
/// (control state, control event and action lines; the unhighlight timers).
/// **What it never changes:** touches, recognizers, views (a control's `isEnabled` is set by the
/// dispatcher, CT-04).
struct ControlTracker {
    /// The tracking state of each control that has one (CT-03…CT-09), by view index.
    private var tracking: [Int: ControlTracking] = [:]
    /// The controls that are highlighted, by view index (CT-02).
    private var highlighted: Set<Int> = []
    /// The clock sequence of each control's unhighlight that waits for the minimum highlight (CT-15).
    private var pendingUnhighlight: [Int: Int] = [:]
    /// Each slider's value once a drag has changed it, by view index (CT-18).
    private var sliderValues: [Int: Double] = [:]
    /// For each control, by view index, the touches bound to one of its subviews whose began phase
    /// it kept without tracking them (CT-19): it keeps their later phases too.
    private var keptSubviewTouches: [Int: Set<Int>] = [:]
    /// The engine choices it plays by.
    let choices: EngineChoices

    init(choices: EngineChoices) {
        self.choices = choices
    }

    /// The touch a control tracks, if any (CT-10).
    func trackedTouch(of view: Int) -> Int? { tracking[view]?.touch }

    /// The touch each slider is tracking (its `beginTracking` said yes), by view index (GA-07).
    func slidersTracking(tree: ViewTree) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for (view, state) in tracking where state.isTracking && tree.kind(of: view) == .slider { result[view] = state.touch }
        return result
    }

    /// The end of a control's minimum highlight (CT-15): its timer fired.
    mutating func minimumHighlightEnded(_ view: Int, tree: ViewTree, timeline: inout Timeline) {
        pendingUnhighlight[view] = nil
        setHighlighted(false, control: view, tree: tree, timeline: &timeline)
    }

    /// Runs UIControl's implementation of `phase` for the control at `view`; returns whether the
    /// message goes on to the next responder (only when the control does not track, RC-14).
    mutating func receive(
        _ phase: TouchPhase, touch id: Int, control view: Int, table: TouchTable, context: ChainContext, timeline: inout Timeline
    ) -> Bool {
        let tree = context.tree
        guard let control = tree.control(of: view), let touch = table[id] else { return true }
        let point = tree.convert(screenPoint: touch.point, to: view)
        // CT-19: a control tracks only a touch whose view is the control itself; one bound to a
        // subview reaches it by forwarding, starts no tracking and sends no control event, and the
        // control, which could have tracked, keeps its phases.
        if touch.view != view && tracking[view]?.touch != id {
            let trackable = tree.isControlEnabled(view) && tree.flags(of: view).userInteractionEnabled
            if phase == .began, trackable {
                keptSubviewTouches[view, default: []].insert(id)
                return false
            }
            if phase == .moved, keptSubviewTouches[view]?.contains(id) == true { return false }
            if phase == .ended || phase == .cancelled, keptSubviewTouches[view]?.remove(id) != nil { return false }
            if phase == .began { return true }
        }
        switch phase {
        case .began:
            if let state = tracking[view], state.touch != id { return false }
            let trackable = tree.isControlEnabled(view) && tree.flags(of: view).userInteractionEnabled
            guard trackable else { return true }
            tracking[view] = ControlTracking(
                touch: id, isTracking: control.beginTracking, isTouchInside: true, startedAt: timeline.now,
                startValue: sliderValue(view, tree: tree), lastX: point.x)
            if control.beginTracking {
                // CT-18, engine choice: the alternative's slider jumps to the touch in beginTracking.
                if !choices.sliderMovesByTravel, var state = tracking[view] {
                    slide(
                        &state, to: point, control: view, sendingChanges: control.slider?.continuous == true, context: context,
                        timeline: &timeline)
                    tracking[view] = state
                }
                setHighlighted(true, control: view, tree: tree, timeline: &timeline)
                send(.touchDown, from: view, context: context, timeline: &timeline)
                if touch.tapCount > 1 { send(.touchDownRepeat, from: view, context: context, timeline: &timeline) }
            }
            return false
        case .moved:
            guard var state = tracking[view], state.touch == id else { return true }
            stopTrackingIfDisabled(&state, control: view, tree: tree, timeline: &timeline)
            guard state.isTracking else {
                tracking[view] = state
                return true
            }
            guard control.continueTracking else {
                state.isTracking = false
                tracking[view] = state
                // CT-05, engine choice: the highlight goes at this move, or (the alternative) at the lift.
                if choices.controlUnhighlightsWhenContinueTrackingFails {
                    setHighlighted(false, control: view, tree: tree, timeline: &timeline)
                }
                return false
            }
            slide(
                &state, to: point, control: view, sendingChanges: control.slider?.continuous == true, context: context, timeline: &timeline)
            let inside = isInside(point, control: view, tree: tree)
            setHighlighted(inside, control: view, tree: tree, timeline: &timeline)
            if inside != state.isTouchInside {
                send(inside ? .touchDragEnter : .touchDragExit, from: view, context: context, timeline: &timeline)
            }
            state.isTouchInside = inside
            tracking[view] = state
            send(inside ? .touchDragInside : .touchDragOutside, from: view, context: context, timeline: &timeline)
            return false
        case .ended:
            // CT-07: the lift ends tracking, inside or outside the drag margin.
            guard var state = tracking[view], state.touch == id else { return true }
            tracking[view] = nil
            stopTrackingIfDisabled(&state, control: view, tree: tree, timeline: &timeline)
            guard state.isTracking else {
                // CT-07: a highlight kept after tracking stopped (CT-05's alternative) goes at the lift.
                setHighlighted(false, control: view, tree: tree, timeline: &timeline)
                return true
            }
            let inside = isInside(point, control: view, tree: tree)
            if inside != state.isTouchInside {
                send(inside ? .touchDragEnter : .touchDragExit, from: view, context: context, timeline: &timeline)
            }
            endTracking(&state, at: point, inside: inside, control: view, context: context, timeline: &timeline)
            // CT-15: the highlight lasts at least its minimum from touch-down.
            let unhighlightAt = state.startedAt.saturatingAdding(choices.controlMinimumHighlight)
            if highlighted.contains(view) && timeline.now < unhighlightAt {
                pendingUnhighlight[view] = timeline.schedule(at: unhighlightAt, .unhighlight(view))
            } else {
                setHighlighted(false, control: view, tree: tree, timeline: &timeline)
            }
            send(inside ? .touchUpInside : .touchUpOutside, from: view, context: context, timeline: &timeline)
            // CT-08: a button's primary action follows its touchUpInside.
            if inside && tree.kind(of: view) == .button {
                send(.primaryActionTriggered, from: view, context: context, timeline: &timeline)
            }
            return false
        case .cancelled:
            guard let state = tracking[view], state.touch == id else { return false }
            tracking[view] = nil
            setHighlighted(false, control: view, tree: tree, timeline: &timeline)
            if state.isTracking { send(.touchCancel, from: view, context: context, timeline: &timeline) }
            return false
        }
    }

    /// CT-04, engine choice: the reference reads `isEnabled` only at touch-down; the alternative
    /// reads it at each later phase too, and a control it finds disabled stops tracking there:
    /// unhighlighted, with no further control events (the touch then goes on like any untracked
    /// one, RC-14).
    private mutating func stopTrackingIfDisabled(
        _ state: inout ControlTracking, control view: Int, tree: ViewTree, timeline: inout Timeline
    ) {
        guard !choices.controlReadsEnabledOnlyAtTouchDown, state.isTracking, !tree.isControlEnabled(view) else { return }
        state.isTracking = false
        setHighlighted(false, control: view, tree: tree, timeline: &timeline)
    }

    /// Sets `isHighlighted` and writes the new `state` when it changed (CT-02); any unhighlight
    /// still waiting for the minimum highlight (CT-15) is superseded.
    private mutating func setHighlighted(_ isHighlighted: Bool, control view: Int, tree: ViewTree, timeline: inout Timeline) {
        if let pending = pendingUnhighlight.removeValue(forKey: view) { timeline.cancel(pending) }
        guard highlighted.contains(view) != isHighlighted else { return }
        if isHighlighted { highlighted.insert(view) } else { highlighted.remove(view) }
        let state = ControlState(highlighted: isHighlighted, selected: tree.control(of: view)?.selected ?? false)
        timeline.emit(.controlState(control: tree.id(of: view), state: state), because: "CT-02")
    }

    /// A slider's current value (CT-18); 0 for other controls.
    private func sliderValue(_ view: Int, tree: ViewTree) -> Double {
        sliderValues[view] ?? tree.control(of: view)?.slider?.value ?? 0
    }

    /// CT-18, engine choice: a slider's `continueTracking` moves the value by the touch's
    /// horizontal travel since the last event, scaled from the bounds' width to the value range
    /// and kept in the range; a continuous slider sends valueChanged when the value changed. The
    /// alternative sets the value from the touch's position along the bounds' width instead (the
    /// track spanning the bounds), from `beginTracking` on.
    private mutating func slide(
        _ state: inout ControlTracking, to point: Point, control view: Int, sendingChanges: Bool, context: ChainContext,
        timeline: inout Timeline
    ) {
        let tree = context.tree
        guard let slider = tree.control(of: view)?.slider else { return }
        let width = tree.bounds(of: view).width
        let travel = point.x - state.lastX
        state.lastX = point.x
        let byTravel = choices.sliderMovesByTravel
        guard width > 0, travel != 0 || !byTravel else { return }
        let old = sliderValue(view, tree: tree)
        let range = slider.maximumValue - slider.minimumValue
        let moved = byTravel ? old + travel / width * range : slider.minimumValue + (point.x - tree.bounds(of: view).x) / width * range
        let new = min(max(moved, slider.minimumValue), slider.maximumValue)
        guard new != old else { return }
        sliderValues[view] = new
        if sendingChanges { send(.valueChanged, from: view, context: context, timeline: &timeline) }
    }

    /// `endTracking` of the value controls (engine choices): a slider takes the lift's position,
    /// and a slider that is not continuous sends valueChanged once if its value differs from the
    /// one at touch-down (CT-18); a switch flips when the touch ends inside it (CT-17), or, in the
    /// alternative, wherever it ends.
    private mutating func endTracking(
        _ state: inout ControlTracking, at point: Point, inside: Bool, control view: Int, context: ChainContext, timeline: inout Timeline
    ) {
        let tree = context.tree
        switch tree.kind(of: view) {
        case .slider:
            let continuous = tree.control(of: view)?.slider?.continuous ?? true
            slide(&state, to: point, control: view, sendingChanges: continuous, context: context, timeline: &timeline)
            if !continuous && sliderValue(view, tree: tree) != state.startValue {
                send(.valueChanged, from: view, context: context, timeline: &timeline)
            }
        case .uiSwitch:
            // CT-17, engine choice: the alternative flips at any lift of a touch it still tracks.
            if inside || !choices.switchFlipsOnlyWhenLiftedInside { send(.valueChanged, from: view, context: context, timeline: &timeline) }
        case .view, .imageView, .label, .control, .button, .scrollView, .tableView, .tableCell:
            break
        }
    }

    /// CT-06: inside the bounds grown by the drag margin, or inside by `point(inside:)`.
    private func isInside(_ point: Point, control view: Int, tree: ViewTree) -> Bool {
        tree.bounds(of: view).outset(by: EdgeInsets(all: choices.controlDragMargin)).contains(point) || tree.pointInside(view, point)
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
    private func send(_ event: ControlEvent, from view: Int, context: ChainContext, timeline: inout Timeline) {
        let id = context.tree.id(of: view)
        timeline.emit(.controlEvent(control: id, event: event), because: Self.rules(of: event))
        for target in context.tree.control(of: view)?.targets ?? [] where target.events.contains(event) {
            switch target.target {
            case .app:
                timeline.emit(.controlAction(name: target.action, control: id, event: event), because: "CT-11")
            case .firstResponder:
                let receiver = context.firstResponder.nilTargetedReceiver(
                    of: target.action, sender: id, responders: context.responders, tree: context.tree)
                timeline.emit(
                    .targetedControlAction(name: target.action, control: id, event: event, receiver: receiver), because: "CT-11 FR-08")
            case .responder(let receiver):
                timeline.emit(.targetedControlAction(name: target.action, control: id, event: event, receiver: receiver), because: "CT-11")
            }
        }
    }
}
