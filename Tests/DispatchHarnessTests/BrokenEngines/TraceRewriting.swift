import DispatchModel
import ReferenceEngine

/// Rewrites of the reference engine's trace that turn it into the trace of an engine with one
/// defect. Each needs only the trace and the fixture's scene.
enum TraceRewriting {
    /// The view each touch was bound to, from the `hit` lines.
    static func hitViews(in trace: Trace) -> [Int: String] {
        var views: [Int: String] = [:]
        for entry in trace.entries {
            if case .hit(let touch, let view?) = entry.event { views[touch] = view }
        }
        return views
    }

    /// RC-06 broken: no responder passes a touch message on. Only the hit-test view hears of its
    /// touches (its `touches` and `location` lines stay), nothing is `dropped`, and a control that
    /// is not the hit-test view of a touch never tracks one.
    static func withoutForwarding(_ trace: Trace) -> Trace {
        let hitViews = hitViews(in: trace)
        let hitViewIDs = Set(hitViews.values)
        return Trace(
            trace.entries.filter { entry in
                switch entry.event {
                case .touches(_, let responder, let touches): hitViews[touches[0]] == responder
                case .touchLocation(let responder, let touch, _, _): hitViews[touch] == responder
                case .dropped: false
                case .controlEvent(let control, _), .controlState(let control, _), .controlAction(_, let control, _),
                    .targetedControlAction(_, let control, _, _):
                    hitViewIDs.contains(control)
                default: true
                }
            })
    }

    /// GR-15 broken: a touch that a recognizer with `cancelsTouchesInView` receives is cancelled
    /// for its view's chain before the chain hears of it: where the chain would get `touchesBegan`
    /// for it, it gets `touchesCancelled`, and it gets nothing later, nor does the view's control.
    static func cancellingAtTouchDown(_ trace: Trace, _ scenario: Scenario) -> Trace {
        var cancels: [String: Bool] = [:]
        for (recognizer, _) in scenario.scene.allRecognizers { cancels[recognizer.id] = recognizer.cancelsTouchesInView }
        let hitViews = hitViews(in: trace)
        var marked: Set<Int> = []
        var cancelledIn: Set<Int> = []
        var entries: [TraceEntry] = []
        for entry in trace.entries {
            switch entry.event {
            case .recognizerTouches(let recognizer, .began, let touches) where cancels[recognizer] ?? true:
                marked.formUnion(touches)
                entries.append(entry)
            case .touches(let phase, let responder, let touches) where !marked.isDisjoint(with: touches):
                let mine = touches.filter(marked.contains)
                let others = touches.filter { !marked.contains($0) }
                if phase == .began {
                    for touch in mine {
                        entries.append(
                            TraceEntry(time: entry.time, event: .touches(phase: .cancelled, responder: responder, touches: [touch])))
                    }
                    cancelledIn.formUnion(mine)
                }
                if !others.isEmpty {
                    entries.append(TraceEntry(time: entry.time, event: .touches(phase: phase, responder: responder, touches: others)))
                }
            case .touchLocation(_, let touch, _, _) where cancelledIn.contains(touch):
                continue
            case .dropped(let phase, let touches) where !marked.isDisjoint(with: touches):
                let others = touches.filter { !marked.contains($0) }
                if !others.isEmpty { entries.append(TraceEntry(time: entry.time, event: .dropped(phase: phase, touches: others))) }
            case .controlEvent(let control, _), .controlState(let control, _), .controlAction(_, let control, _),
                .targetedControlAction(_, let control, _, _):
                if marked.contains(where: { hitViews[$0] == control }) { continue }
                entries.append(entry)
            default:
                entries.append(entry)
            }
        }
        return Trace(entries)
    }

    /// FR-08 broken: a nil-targeted action always starts its search at the sender, even when a
    /// first responder exists; the receiver is the first responder of the sender's chain that
    /// implements the action.
    static func nilTargetedFromSender(_ trace: Trace, _ scenario: Scenario) -> Trace {
        let scene = scenario.scene
        let graph = ResponderGraph(scene: scene)
        let methods = scene.actionMethodsByResponder
        func receiver(of action: String, from sender: String) -> String? {
            graph.chain(from: sender).first { methods[$0]?.contains(action) == true }
        }
        var nilTargeted: Set<String> = []
        for (view, _) in scene.allViews {
            for target in view.control?.targets ?? [] where target.target == .firstResponder {
                nilTargeted.insert("\(view.id).\(target.action)")
            }
        }
        return Trace(
            trace.entries.map { entry in
                switch entry.event {
                case .sendAction(let name, let sender, _):
                    TraceEntry(time: entry.time, event: .sendAction(name: name, sender: sender, receiver: receiver(of: name, from: sender)))
                case .targetedControlAction(let name, let control, let event, _) where nilTargeted.contains("\(control).\(name)"):
                    TraceEntry(
                        time: entry.time,
                        event: .targetedControlAction(
                            name: name, control: control, event: event, receiver: receiver(of: name, from: control)))
                default: entry
                }
            })
    }

    /// Puts back what a `UIButton` made a plain control loses besides its veto of taps: after each
    /// touchUpInside of one of `buttons` and its actions, the primaryActionTriggered event and the
    /// actions registered for it (CT-08), nil-targeted ones resolved from the button.
    static func withPrimaryActions(of buttons: Set<String>, _ trace: Trace, _ scenario: Scenario) -> Trace {
        var registrations: [String: [ControlSpec.Target]] = [:]
        for (view, _) in scenario.scene.allViews where buttons.contains(view.id) {
            registrations[view.id] = (view.control?.targets ?? []).filter { $0.events.contains(.primaryActionTriggered) }
        }
        let graph = ResponderGraph(scene: scenario.scene)
        let methods = scenario.scene.actionMethodsByResponder
        var entries: [TraceEntry] = []
        var pending: (button: String, time: Int)?
        func flush() {
            guard let (button, time) = pending else { return }
            pending = nil
            entries.append(TraceEntry(time: time, event: .controlEvent(control: button, event: .primaryActionTriggered)))
            var seen: Set<String> = []
            for target in registrations[button] ?? [] where seen.insert(target.action).inserted {
                let event: TraceEvent =
                    switch target.target {
                    case .app: .controlAction(name: target.action, control: button, event: .primaryActionTriggered)
                    case .responder(let receiver):
                        .targetedControlAction(name: target.action, control: button, event: .primaryActionTriggered, receiver: receiver)
                    case .firstResponder:
                        .targetedControlAction(
                            name: target.action, control: button, event: .primaryActionTriggered,
                            receiver: graph.chain(from: button).first { methods[$0]?.contains(target.action) == true })
                    }
                entries.append(TraceEntry(time: time, event: event))
            }
        }
        for entry in trace.entries {
            let actionControl: String? =
                switch entry.event {
                case .controlAction(_, let control, .touchUpInside), .targetedControlAction(_, let control, .touchUpInside, _): control
                default: nil
                }
            if let actionControl, pending?.button == actionControl {
                entries.append(entry)
                continue
            }
            flush()
            if case .controlEvent(let control, .touchUpInside) = entry.event, buttons.contains(control) {
                pending = (control, entry.time)
            }
            entries.append(entry)
        }
        flush()
        return Trace(entries)
    }
}
