import DispatchModel

/// What the fuzzer's checks ask of a trace line: its kind (one per line form of
/// `Specs/TRACE-FORMAT.md`), the touches it names, and what may cause it.
extension TraceEvent {
    /// The kind of line, a name per form of `Specs/TRACE-FORMAT.md`: `input`, `systemCancel`,
    /// `ignoringInteractionEvents`, `viewMutation`, `viewPropertyChange`, `controlEnabledChange`, `motionInput`, `remoteControlInput`,
    /// `hitTestCall`, `pointInside`, `hitTestReturn`, `hit`, `tapCount`, `sendEvent`, `touches`,
    /// `location`, `dropped`, `recognizerTouches`, `gesture`, `recognizerAction`, `targetedRecognizerAction`, `gestureValue`,
    /// `controlEvent`, `controlAction`, `targetedControlAction`, `controlState`, `select`, `scrollFlag`,
    /// `firstResponder`, `motion`, `droppedMotion`, `remoteControl`, `droppedRemoteControl`,
    /// `sendAction`, `targetForAction`. Differential fuzzing names divergences and masks by it.
    public var kindName: String {
        switch self {
        case .input: "input"
        case .systemCancel: "systemCancel"
        case .ignoringInteractionEvents: "ignoringInteractionEvents"
        case .viewMutation: "viewMutation"
        case .setAlpha, .setClipsToBounds: "viewPropertyChange"
        case .setControlEnabled: "controlEnabledChange"
        case .motionInput: "motionInput"
        case .remoteControlInput: "remoteControlInput"
        case .hitTestCall: "hitTestCall"
        case .pointInside: "pointInside"
        case .hitTestReturn: "hitTestReturn"
        case .hit: "hit"
        case .tapCount: "tapCount"
        case .sendEvent: "sendEvent"
        case .touches: "touches"
        case .touchLocation: "location"
        case .dropped: "dropped"
        case .recognizerTouches: "recognizerTouches"
        case .gesture: "gesture"
        case .action: "recognizerAction"
        case .targetedAction: "targetedRecognizerAction"
        case .gestureValue: "gestureValue"
        case .controlEvent: "controlEvent"
        case .controlAction: "controlAction"
        case .targetedControlAction: "targetedControlAction"
        case .controlState: "controlState"
        case .select: "select"
        case .scrollFlag: "scrollFlag"
        case .becomeFirstResponder, .resignFirstResponder: "firstResponder"
        case .motion: "motion"
        case .droppedMotion: "droppedMotion"
        case .remoteControl: "remoteControl"
        case .droppedRemoteControl: "droppedRemoteControl"
        case .sendAction: "sendAction"
        case .targetForAction: "targetForAction"
        }
    }

    /// Every kind name, for `--ignore` and its help.
    public static let kindNames = [
        "input", "systemCancel", "ignoringInteractionEvents", "viewMutation", "viewPropertyChange", "controlEnabledChange", "motionInput",
        "remoteControlInput", "hitTestCall",
        "pointInside", "hitTestReturn", "hit", "tapCount", "sendEvent", "touches", "location", "dropped", "recognizerTouches", "gesture",
        "recognizerAction", "targetedRecognizerAction", "gestureValue", "controlEvent", "controlAction", "targetedControlAction",
        "controlState", "select", "scrollFlag",
        "firstResponder", "motion", "droppedMotion", "remoteControl", "droppedRemoteControl", "sendAction", "targetForAction",
    ]

    /// The touches the line names.
    var touchIDs: [Int] {
        switch self {
        case .input(let touch, _, _), .hit(let touch, _), .tapCount(let touch, _), .touchLocation(_, let touch, _, _): [touch]
        case .touches(_, _, let touches), .dropped(_, let touches), .recognizerTouches(_, _, let touches), .sendEvent(_, let touches):
            touches
        default: []
        }
    }

    /// Whether the line is one a script step opens its event with: its input line, or for a
    /// first-responder or action step the one line that gives its result.
    var isStepMarker: Bool {
        switch self {
        case .input, .systemCancel, .ignoringInteractionEvents, .viewMutation, .setAlpha, .setClipsToBounds, .setControlEnabled,
            .motionInput,
            .remoteControlInput, .becomeFirstResponder,
            .resignFirstResponder, .sendAction, .targetForAction:
            true
        default: false
        }
    }

    /// Whether a timer can cause the line (a long press's duration, a tap's deadlines, a scroll
    /// view's content delay, a control's minimum highlight): timers run the resolution of
    /// recognizers and the view phase (`Specs/TRACE-FORMAT.md`, "Ordering"), never hit testing,
    /// `sendEvent`, delivery to recognizers, or events without a location.
    var isTimerEffect: Bool {
        switch self {
        case .gesture, .action, .gestureValue, .touches, .touchLocation, .dropped, .controlEvent, .controlAction, .targetedControlAction,
            .targetedAction,
            .controlState, .select, .scrollFlag:
            true
        default: false
        }
    }
}
