import DispatchModel

/// The grammar of each control's events (CT-*), read from its `control` and `action` lines:
///
/// - a tracked touch starts with `touchDown` (CT-03), then `touchDownRepeat` at most, right after
///   it; a control whose `beginTracking` says no, or that is disabled or not interactive when the
///   touch comes down, sends nothing (CT-03, CT-04);
/// - drag events come only while tracking: `touchDragEnter` only from outside, `touchDragExit` only
///   from inside, `touchDragInside` only inside, `touchDragOutside` only outside (CT-05, CT-06);
///   a control whose `continueTracking` says no sends no `touchDragInside` or `touchDragOutside`
///   (CT-05: the first move stops its tracking), only the enter or exit of a lift (CT-07);
/// - exactly one of `touchUpInside` (inside), `touchUpOutside` (outside) or `touchCancel` ends the
///   tracking (CT-07, CT-09), and every tracking has ended by the end of the trace;
/// - `valueChanged` only while tracking, from a switch or slider (CT-17, CT-18);
///   `primaryActionTriggered` only from a button, right after its `touchUpInside` (CT-08);
/// - right after each control event come exactly the actions registered for it, in registration
///   order (CT-11; in any order where an action was registered twice, whose place is an engine
///   choice, CT-12), and no action line comes anywhere else.
///
/// Tracking may stop without an event where a rule says so, and then a new `touchDown` may come and
/// a tracking may be left open: when `continueTracking` says no (CT-05); when a responder of the
/// scene overrides `touchesEnded` or `touchesCancelled` without `super` but not `touchesBegan`, so
/// that a control can begin tracking a touch whose end it never receives (RC-08); or when the
/// control is on the chain of another control, which passes on a touch it does not track but
/// never its cancellation (RC-14).
public enum ControlEventInvariant {
    /// The first control event out of place, as a finding about `engine`.
    public static func violation(of trace: Trace, for scenario: Scenario, engine: String) -> FuzzFinding? {
        TraceFacts.check(trace, scenario) { violation(in: $0, engine: engine) }
    }

    /// The same, on facts already made.
    static func violation(in facts: TraceFacts, engine: String) -> FuzzFinding? {
        let (segments, index, scenario) = (facts.segments, facts.index, facts.scenario)
        let silentEnds = hidesEnds(index)
        let behindControls = controlsBehindControls(index)
        var tracking: [String: Bool] = [:]  // control → inside
        /// Whether the control is enabled and interactive once the steps up to `step` have run
        /// (CT-04, HT-16): the script may disable and enable it again.
        func canTrack(_ id: String, _ view: ViewSpec, atStep step: Int) -> Bool {
            var (enabled, interactive) = (view.control?.enabled ?? false, view.userInteractionEnabled)
            for entry in scenario.script.prefix(max(0, step + 1)) {
                switch entry.action {
                case .setControlEnabled(id, let value): enabled = value
                case .mutateView(.disableInteraction, id): interactive = false
                case .mutateView(.enableInteraction, id): interactive = true
                default: break
                }
            }
            return enabled && interactive
        }
        let lines = segments.lines
        var position = 0
        var previous: (control: String, event: ControlEvent)?
        func finding(_ message: String) -> FuzzFinding { FuzzFinding(.control, engine: engine, message) }
        while position < lines.count {
            let (segment, (number, entry)) = lines[position]
            position += 1
            func line() -> String { "line \(number) (\(entry.event))" }  // built only for a finding
            switch entry.event {
            case .controlAction, .targetedControlAction:
                return finding("\(line()) does not follow the control event it is registered for (CT-11)")
            case .controlEvent(let id, let event):
                guard let view = index.views[id], let control = view.control else { continue }
                let open = tracking[id]
                let lenient = !control.continueTracking || silentEnds || behindControls.contains(id)
                let after = previous
                previous = nil
                switch event {
                case .touchDown:
                    guard control.beginTracking, canTrack(id, view, atStep: segments.step(ofSegment: segment)) else {
                        return finding(
                            "\(line()): the control cannot track (beginTracking false, disabled or not interactive; CT-03, CT-04)")
                    }
                    guard open == nil || lenient else { return finding("\(line()): \(id) is already tracking a touch (CT-10)") }
                    tracking[id] = true
                case .touchDownRepeat:
                    guard after?.control == id, after?.event == .touchDown else {
                        return finding("\(line()) does not follow touchDown (CT-03)")
                    }
                case .touchDragEnter, .touchDragExit, .touchDragInside, .touchDragOutside:
                    guard control.continueTracking || event == .touchDragEnter || event == .touchDragExit else {
                        return finding("\(line()): continueTracking returns false, so a move stops the tracking (CT-05)")
                    }
                    guard let inside = open else { return finding("\(line()): \(id) is not tracking (CT-05)") }
                    let (wasInside, isInside): (Bool, Bool) =
                        switch event {
                        case .touchDragEnter: (false, true)
                        case .touchDragExit: (true, false)
                        case .touchDragInside: (true, true)
                        default: (false, false)
                        }
                    guard inside == wasInside else {
                        return finding("\(line()): the touch is \(inside ? "inside" : "outside") (CT-05, CT-06)")
                    }
                    tracking[id] = isInside
                case .touchUpInside, .touchUpOutside:
                    guard let inside = open else { return finding("\(line()): \(id) is not tracking (CT-07)") }
                    guard inside == (event == .touchUpInside) else {
                        return finding("\(line()): the touch is \(inside ? "inside" : "outside") (CT-07)")
                    }
                    tracking[id] = nil
                case .touchCancel:
                    guard open != nil else { return finding("\(line()): \(id) is not tracking (CT-09)") }
                    tracking[id] = nil
                case .valueChanged:
                    guard view.kind == .uiSwitch || view.kind == .slider else {
                        return finding("\(line()): only a switch or slider sends it (CT-17, CT-18)")
                    }
                    guard open != nil else { return finding("\(line()): \(id) is not tracking (CT-17, CT-18)") }
                case .primaryActionTriggered:
                    guard view.kind == .button, after?.control == id, after?.event == .touchUpInside else {
                        return finding("\(line()) does not follow a button's touchUpInside (CT-08)")
                    }
                }
                let actions = lines[position...].prefix { candidate in
                    switch candidate.line.entry.event {
                    case .controlAction(_, id, event), .targetedControlAction(_, id, event, _): true
                    default: false
                    }
                }
                position += actions.count
                let written = actions.map { registration(of: $0.line.entry.event) }
                let expected = registered(control, for: event)
                let sameOrder = !mergesRegistrations(control)
                guard sameOrder ? written.map(\.key) == expected.map(\.key) : written.map(\.key).sorted() == expected.map(\.key).sorted()
                else {
                    return finding(
                        "\(line()) calls [\(written.map(\.key).joined(separator: ", "))], but \(id) registered [\(expected.map(\.key).joined(separator: ", "))] for it (CT-11, CT-12)"
                    )
                }
                previous = (id, event)
            default:
                continue
            }
        }
        let mustEnd = { (id: String) in index.views[id]?.control?.continueTracking == true && !behindControls.contains(id) }
        if !silentEnds, let open = tracking.keys.sorted().first(where: mustEnd) {
            return finding(
                "\(open) is still tracking at the end of the trace: no touchUpInside, touchUpOutside or touchCancel (CT-07, CT-09)")
        }
        return nil
    }

    /// One registration of a control as its action lines show it: the action, and whether it is
    /// sent to a responder (`-> receiver`, a nil target or a responder of the scene) or to the app.
    struct Registration {
        let action: String
        let toResponder: Bool
        var key: String { toResponder ? "\(action) -> responder" : action }
    }

    /// The registrations an event calls, in order: those with events, merged per action and target (CT-11, CT-12).
    static func registered(_ control: ControlSpec, for event: ControlEvent) -> [Registration] {
        var merged: [(action: String, target: ActionTarget, events: [ControlEvent])] = []
        for target in control.targets where !target.events.isEmpty {
            if let index = merged.firstIndex(where: { $0.action == target.action && $0.target == target.target }) {
                merged[index].events += target.events
            } else {
                merged.append((target.action, target.target, target.events))
            }
        }
        return merged.filter { $0.events.contains(event) }.map { Registration(action: $0.action, toResponder: $0.target != .app) }
    }

    /// Whether an action is registered twice with the same target, so that where the merged
    /// registration stands is the engine's choice (CT-12).
    static func mergesRegistrations(_ control: ControlSpec) -> Bool {
        let registrations = control.targets.filter { !$0.events.isEmpty }
        return registrations.indices.contains { first in
            registrations.indices.contains { second in
                first < second && registrations[first].action == registrations[second].action
                    && registrations[first].target == registrations[second].target
            }
        }
    }

    private static func registration(of event: TraceEvent) -> Registration {
        switch event {
        case .targetedControlAction(let name, _, _, _): Registration(action: name, toResponder: true)
        case .controlAction(let name, _, _): Registration(action: name, toResponder: false)
        default: Registration(action: "", toResponder: false)
        }
    }

    /// The controls on the responder chain of another control (RC-14).
    static func controlsBehindControls(_ index: SceneIndex) -> [String] {
        var behind: [String] = []
        for (id, view) in index.views.sorted(by: { $0.key < $1.key }) where view.kind.isControl {
            var visited = [id]
            var current = index.nextResponder(of: id)
            while let responder = current, !visited.contains(responder) {
                visited.append(responder)
                if index.views[responder]?.kind.isControl == true, !behind.contains(responder) { behind.append(responder) }
                current = index.nextResponder(of: responder)
            }
        }
        return behind
    }

    /// Whether some responder overrides `touchesEnded` or `touchesCancelled` without `super` but not
    /// `touchesBegan`, so that a control may begin tracking a touch whose end it never receives.
    static func hidesEnds(_ index: SceneIndex) -> Bool {
        index.touches.values.contains { handling in
            handling.began != .handle && (handling.ended == .handle || handling.cancelled == .handle)
        }
    }
}
