/// One observable event of UIKit's touch dispatch, with a canonical one-line text form
/// (`Specs/TRACE-FORMAT.md`). Times are kept beside events, in ``TraceEntry``.
public enum TraceEvent: Sendable, Hashable, CustomStringConvertible {
    /// `touch 1 began (120,120)`: the script's touch step is processed, before what it causes.
    case input(touch: Int, phase: TouchPhase, point: Point)
    /// `systemCancel`: the script's interruption is processed, before the cancellations it causes.
    case systemCancel
    /// `beginIgnoringInteractionEvents` or `endIgnoringInteractionEvents`: the script's call is
    /// processed (TD-15).
    case ignoringInteractionEvents(begin: Bool)
    /// `hitTest A`: `hitTest(_:with:)` of view (or window) `A` is entered.
    case hitTestCall(view: String)
    /// `pointInside A -> true`: `point(inside:with:)` of `A` returns.
    case pointInside(view: String, result: Bool)
    /// `hitTest A -> C` or `hitTest A -> nil`: `hitTest(_:with:)` of `A` returns.
    case hitTestReturn(view: String, result: String?)
    /// `touch 1 hit C` or `touch 1 hit nil`: hit testing of a new touch is complete.
    case hit(touch: Int, view: String?)
    /// `touchesBegan C [1]`: the overridden touch method of responder `C` is called.
    case touches(phase: TouchPhase, responder: String, touches: [Int])
    /// `dropped touchesEnded [1]`: the message was forwarded past the last responder.
    case dropped(phase: TouchPhase, touches: [Int])
    /// `recognizer tapC touchesBegan [1]`: a gesture recognizer receives touches in a phase.
    case recognizerTouches(recognizer: String, phase: TouchPhase, touches: [Int])
    /// `gesture tapC possible -> ended`: a gesture recognizer changes state.
    case gesture(recognizer: String, from: GestureState, to: GestureState)
    /// `action tapCView tapC ended`: an action of a recognizer is called, observing its state.
    case action(name: String, recognizer: String, state: GestureState)
    /// `action handleTap: tapC ended -> vc`: an action of a recognizer whose target is a responder
    /// of the scene is called on that responder, observing the recognizer's state (GR-24).
    case targetedAction(name: String, recognizer: String, state: GestureState, receiver: String)
    /// `value pan translation (12,0)`: a value the recognizer's actions read at that moment.
    case gestureValue(recognizer: String, name: String, value: GestureValue)
    /// `control B touchDown`: control `B` sends a control event, before the event's actions.
    case controlEvent(control: String, event: ControlEvent)
    /// `action buttonTap B touchUpInside`: a target–action of control `B` is called for an event.
    case controlAction(name: String, control: String, event: ControlEvent)
    /// `select T C`: table view `T` selects cell `C` (its delegate's didSelectRow).
    case select(table: String, cell: String)
    /// `control B state highlighted`: the `state` of control `B` changes while it tracks (CT-02).
    case controlState(control: String, state: ControlState)
    /// `scroll S tracking true` or `scroll S dragging false`: `isTracking` or `isDragging` of
    /// scroll view `S` changes (SV-10).
    case scrollFlag(scrollView: String, flag: ScrollFlag, value: Bool)
    /// `touch 2 tapCount 2`: the tap count of a new touch (TD-09).
    case tapCount(touch: Int, count: Int)
    /// `sendEvent window [1]`: the overridden `sendEvent(_:)` of the application or a window runs
    /// for an event carrying these changed touches.
    case sendEvent(responder: String, touches: [Int])
    /// `location V 1 (15,10) previous (10,10)`: after a `touches` line, where touch 1 is and was
    /// at the previous event, in `V`'s coordinates (TD-07).
    case touchLocation(responder: String, touch: Int, location: Point, previous: Point)
    /// `removeFromSuperview V`, `hide V`…: the script's view change is processed, before what it
    /// causes.
    case viewMutation(ViewMutation, view: String)
    /// `setAlpha V 0.005`: the script sets a view's `alpha` (HT-03, HT-04).
    case setAlpha(view: String, alpha: Double)
    /// `setClipsToBounds V true`: the script sets a view's `clipsToBounds` (HT-12).
    case setClipsToBounds(view: String, value: Bool)
    /// `setEnabled B false`: the script sets a control's `isEnabled` (CT-04, HT-16).
    case setControlEnabled(control: String, enabled: Bool)
    /// `motion began`: the script's shake step is processed, before its delivery (FR-05).
    case motionInput(phase: MotionPhase)
    /// `remoteControl play`: the script's remote-control step is processed (FR-06).
    case remoteControlInput(subtype: RemoteControlSubtype)
    /// `becomeFirstResponder X -> true`: the app's call on `X` returns (FR-01).
    case becomeFirstResponder(responder: String, result: Bool)
    /// `resignFirstResponder X -> false`: the app's call on `X` returns (FR-01).
    case resignFirstResponder(responder: String, result: Bool)
    /// `motionEnded X shake`: the overridden motion method of responder `X` runs (FR-05).
    case motion(phase: MotionPhase, responder: String)
    /// `dropped motionEnded shake`: the motion message was forwarded past the last responder.
    case droppedMotion(phase: MotionPhase)
    /// `remoteControlReceived X play`: the overridden `remoteControlReceived(with:)` of `X` runs (FR-06).
    case remoteControl(responder: String, subtype: RemoteControlSubtype)
    /// `dropped remoteControlReceived play`: the event was forwarded past the last responder.
    case droppedRemoteControl(subtype: RemoteControlSubtype)
    /// `action save: B touchUpInside -> vc`: an action of control `B` whose target is a responder of
    /// the scene reaches it; for a nil target, the first responder of the chain that implements it,
    /// or nobody (`-> nil`) (CT-11, FR-08).
    case targetedControlAction(name: String, control: String, event: ControlEvent, receiver: String?)
    /// `sendAction save from B -> vc`: the app's nil-targeted `sendAction` reaches a receiver, or
    /// nobody (`-> nil`, the call returns false) (FR-08).
    case sendAction(name: String, sender: String, receiver: String?)
    /// `targetForAction save from X -> vc`: `X.target(forAction:withSender:)` returns (FR-10).
    case targetForAction(name: String, responder: String, result: String?)

    /// The channel the event belongs to.
    public var channel: Channel {
        switch self {
        case .input, .systemCancel, .ignoringInteractionEvents: .input
        case .hitTestCall, .pointInside, .hitTestReturn: .hitTest
        case .hit: .hit
        case .touches: .touches
        case .dropped: .dropped
        case .recognizerTouches: .recognizerTouches
        case .gesture: .gesture
        case .action, .targetedAction: .action
        case .gestureValue: .gestureValue
        case .controlEvent, .select: .control
        case .controlAction: .action
        case .tapCount: .tapCount
        case .sendEvent: .sendEvent
        case .motionInput, .remoteControlInput, .viewMutation, .setAlpha, .setClipsToBounds, .setControlEnabled: .input
        case .touchLocation: .location
        case .becomeFirstResponder, .resignFirstResponder: .firstResponder
        case .motion: .motion
        case .remoteControl: .remote
        case .droppedMotion, .droppedRemoteControl: .dropped
        case .targetedControlAction, .sendAction, .targetForAction: .action
        case .controlState: .controlState
        case .scrollFlag: .scroll
        }
    }

    /// The object the event is about, for the `objects` filter of expectations; nil for events
    /// that are not about one object (input, hit results, dropped messages).
    public var subject: String? {
        switch self {
        case .hitTestCall(let view), .pointInside(let view, _), .hitTestReturn(let view, _): view
        case .touches(_, let responder, _): responder
        case .recognizerTouches(let recognizer, _, _), .gesture(let recognizer, _, _), .action(_, let recognizer, _),
            .targetedAction(_, let recognizer, _, _), .gestureValue(let recognizer, _, _):
            recognizer
        case .controlEvent(let control, _), .controlAction(_, let control, _), .controlState(let control, _): control
        case .scrollFlag(let scrollView, _, _): scrollView
        case .select(let table, _): table
        case .sendEvent(let responder, _): responder
        case .becomeFirstResponder(let responder, _), .resignFirstResponder(let responder, _), .motion(_, let responder),
            .remoteControl(let responder, _), .targetForAction(_, let responder, _):
            responder
        case .targetedControlAction(_, let control, _, _): control
        case .touchLocation(let responder, _, _, _): responder
        case .sendAction(_, let sender, _): sender
        case .input, .systemCancel, .ignoringInteractionEvents, .hit, .dropped, .tapCount, .motionInput, .remoteControlInput, .viewMutation,
            .setAlpha, .setClipsToBounds, .setControlEnabled, .droppedMotion, .droppedRemoteControl:
            nil
        }
    }

    /// Every scene id the line names (its subject and any result), for validation.
    public var namedObjects: [String] {
        switch self {
        case .hitTestReturn(let view, let result): [view] + (result.map { [$0] } ?? [])
        case .hit(_, let view): view.map { [$0] } ?? []
        case .select(let table, let cell): [table, cell]
        case .targetedControlAction(_, let control, _, let receiver): [control] + (receiver.map { [$0] } ?? [])
        case .targetedAction(_, let recognizer, _, let receiver): [recognizer, receiver]
        case .viewMutation(_, let view), .setAlpha(let view, _), .setClipsToBounds(let view, _): [view]
        case .setControlEnabled(let control, _): [control]
        case .sendAction(_, let sender, let receiver): [sender] + (receiver.map { [$0] } ?? [])
        case .targetForAction(_, let responder, let result): [responder] + (result.map { [$0] } ?? [])
        default: subject.map { [$0] } ?? []
        }
    }

    /// The canonical line.
    public var description: String {
        switch self {
        case .input(let touch, let phase, let point): "touch \(touch) \(phase.rawValue) \(point)"
        case .systemCancel: "systemCancel"
        case .ignoringInteractionEvents(let begin): begin ? "beginIgnoringInteractionEvents" : "endIgnoringInteractionEvents"
        case .hitTestCall(let view): "hitTest \(view)"
        case .pointInside(let view, let result): "pointInside \(view) -> \(result)"
        case .hitTestReturn(let view, let result): "hitTest \(view) -> \(result ?? "nil")"
        case .hit(let touch, let view): "touch \(touch) hit \(view ?? "nil")"
        case .touches(let phase, let responder, let touches): "\(phase.methodName) \(responder) \(Self.touchSet(touches))"
        case .dropped(let phase, let touches): "dropped \(phase.methodName) \(Self.touchSet(touches))"
        case .recognizerTouches(let recognizer, let phase, let touches):
            "recognizer \(recognizer) \(phase.methodName) \(Self.touchSet(touches))"
        case .gesture(let recognizer, let from, let to): "gesture \(recognizer) \(from.rawValue) -> \(to.rawValue)"
        case .action(let name, let recognizer, let state): "action \(name) \(recognizer) \(state.rawValue)"
        case .targetedAction(let name, let recognizer, let state, let receiver):
            "action \(name) \(recognizer) \(state.rawValue) -> \(receiver)"
        case .gestureValue(let recognizer, let name, let value): "value \(recognizer) \(name) \(value)"
        case .controlEvent(let control, let event): "control \(control) \(event.rawValue)"
        case .controlAction(let name, let control, let event): "action \(name) \(control) \(event.rawValue)"
        case .select(let table, let cell): "select \(table) \(cell)"
        case .tapCount(let touch, let count): "touch \(touch) tapCount \(count)"
        case .sendEvent(let responder, let touches): "sendEvent \(responder) \(Self.touchSet(touches))"
        case .motionInput(let phase): "motion \(phase.rawValue)"
        case .viewMutation(let mutation, let view): "\(mutation.rawValue) \(view)"
        case .setAlpha(let view, let alpha): "setAlpha \(view) \(NumberFormat.text(alpha))"
        case .setClipsToBounds(let view, let value): "setClipsToBounds \(view) \(value)"
        case .setControlEnabled(let control, let enabled): "setEnabled \(control) \(enabled)"
        case .touchLocation(let responder, let touch, let location, let previous):
            "location \(responder) \(touch) \(location) previous \(previous)"
        case .remoteControlInput(let subtype): "remoteControl \(subtype.rawValue)"
        case .becomeFirstResponder(let responder, let result): "becomeFirstResponder \(responder) -> \(result)"
        case .resignFirstResponder(let responder, let result): "resignFirstResponder \(responder) -> \(result)"
        case .motion(let phase, let responder): "\(phase.methodName) \(responder) shake"
        case .droppedMotion(let phase): "dropped \(phase.methodName) shake"
        case .remoteControl(let responder, let subtype): "remoteControlReceived \(responder) \(subtype.rawValue)"
        case .droppedRemoteControl(let subtype): "dropped remoteControlReceived \(subtype.rawValue)"
        case .targetedControlAction(let name, let control, let event, let receiver):
            "action \(name) \(control) \(event.rawValue) -> \(receiver ?? "nil")"
        case .sendAction(let name, let sender, let receiver): "sendAction \(name) from \(sender) -> \(receiver ?? "nil")"
        case .targetForAction(let name, let responder, let result): "targetForAction \(name) from \(responder) -> \(result ?? "nil")"
        case .controlState(let control, let state): "control \(control) state \(state)"
        case .scrollFlag(let scrollView, let flag, let value): "scroll \(scrollView) \(flag.rawValue) \(value)"
        }
    }

    static func touchSet(_ touches: [Int]) -> String {
        "[" + touches.sorted().map(String.init).joined(separator: ",") + "]"
    }
}
