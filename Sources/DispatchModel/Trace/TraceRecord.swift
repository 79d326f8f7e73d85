/// One trace entry as ``TraceEntries`` stores it: 24 bytes, whatever the event. Names and touch
/// lists are indices into the trace's ``TraceTables``; small integers and enumerations are inline;
/// points, numbers and large integers live in the tables' side array (issue 29, item 3;
/// DECISIONS 64). A record means nothing without the tables of the trace that wrote it.
struct TraceRecord: Sendable {
    /// Virtual time in milliseconds.
    var time: Int
    /// Which ``TraceEvent`` case the record holds.
    var kind: Kind
    /// The first enumeration of the case (a phase, a state, a control event…), as an ordinal.
    var tag: UInt8
    /// The second enumeration or a Boolean of the case.
    var tag2: UInt8
    /// The first operand: usually the subject's name, or a touch id.
    var a: UInt32
    /// The second operand.
    var b: UInt32
    /// The third operand.
    var c: UInt32

    /// The ``TraceEvent`` case a record holds, one value per case.
    enum Kind: UInt8, Sendable {
        case input, systemCancel, ignoringInteractionEvents, hitTestCall, pointInside, hitTestReturn, hit, touches
        case dropped, recognizerTouches, gesture, action, targetedAction, gestureValue, controlEvent, controlAction
        case select, controlState, scrollFlag, tapCount, sendEvent, touchLocation, viewMutation, setAlpha
        case setClipsToBounds, setControlEnabled, motionInput, remoteControlInput, becomeFirstResponder
        case resignFirstResponder, motion, droppedMotion, remoteControl, droppedRemoteControl, targetedControlAction
        case sendAction, targetForAction
    }

    /// A record of `kind` at `time` whose other fields are zero until set.
    init(time: Int, kind: Kind, tag: UInt8 = 0, tag2: UInt8 = 0, a: UInt32 = 0, b: UInt32 = 0, c: UInt32 = 0) {
        self.time = time
        self.kind = kind
        self.tag = tag
        self.tag2 = tag2
        self.a = a
        self.b = b
        self.c = c
    }

    // The records of the lines the reference engine writes most, built here for both ways of
    // writing them (``TraceTables/record(of:at:)`` and ``TraceEntries``' numbered appends), so
    // that each kind's layout is stated once.

    /// `hitTest A`.
    static func hitTestCall(view: UInt32, at time: Int) -> TraceRecord {
        TraceRecord(time: time, kind: .hitTestCall, a: view)
    }

    /// `pointInside A -> result`.
    static func pointInside(view: UInt32, result: Bool, at time: Int) -> TraceRecord {
        TraceRecord(time: time, kind: .pointInside, tag2: result ? 1 : 0, a: view)
    }

    /// `hitTest A -> C`, `result` ``TraceTables/absent`` for nil.
    static func hitTestReturn(view: UInt32, result: UInt32, at time: Int) -> TraceRecord {
        TraceRecord(time: time, kind: .hitTestReturn, a: view, b: result)
    }

    /// `gesture R from -> to`.
    static func gesture(recognizer: UInt32, from: GestureState, to: GestureState, at time: Int) -> TraceRecord {
        TraceRecord(time: time, kind: .gesture, tag: from.ordinal, tag2: to.ordinal, a: recognizer)
    }

    /// `recognizer R touchesBegan [1]`, `touches` a touch-list number.
    static func recognizerTouches(recognizer: UInt32, phase: TouchPhase, touches: UInt32, at time: Int) -> TraceRecord {
        TraceRecord(time: time, kind: .recognizerTouches, tag: phase.ordinal, a: recognizer, b: touches)
    }
}
