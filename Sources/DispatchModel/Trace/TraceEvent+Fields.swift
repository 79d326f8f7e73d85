/// The fields of an event that an expectation's finer filters select on (`touches`, `phases`,
/// `controlEvents`, `states`): nil or empty when the event has no such field, which the filters
/// then let through.
extension TraceEvent {
    /// The touches the line names: its touch, or its touch set.
    public var touchIDs: [Int] {
        switch self {
        case .input(let touch, _, _), .hit(let touch, _), .tapCount(let touch, _), .touchLocation(_, let touch, _, _): [touch]
        case .touches(_, _, let touches), .dropped(_, let touches), .recognizerTouches(_, _, let touches), .sendEvent(_, let touches):
            touches
        default: []
        }
    }

    /// The touch phase the line reports (a motion phase counts as the touch phase of the same name).
    public var phase: TouchPhase? {
        switch self {
        case .input(_, let phase, _), .touches(let phase, _, _), .dropped(let phase, _), .recognizerTouches(_, let phase, _): phase
        case .motionInput(let phase), .motion(let phase, _), .droppedMotion(let phase): TouchPhase(rawValue: phase.rawValue)
        default: nil
        }
    }

    /// The control event the line reports.
    public var controlEvent: ControlEvent? {
        switch self {
        case .controlEvent(_, let event), .controlAction(_, _, let event), .targetedControlAction(_, _, let event, _): event
        default: nil
        }
    }

    /// The recognizer state the line reports: the new state of a `gesture` line, the state an
    /// action observes.
    public var reportedState: GestureState? {
        switch self {
        case .gesture(_, _, let to): to
        case .action(_, _, let state), .targetedAction(_, _, let state, _): state
        default: nil
        }
    }
}
