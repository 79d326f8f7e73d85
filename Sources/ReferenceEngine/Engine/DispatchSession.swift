import DispatchModel

/// One run of one scenario: the scene's objects, the virtual clock, the touches in flight, the
/// recognizers and the trace being written. Created by ``ReferenceEngine/run(_:)`` and thrown away
/// afterwards, so no state survives between runs.
struct DispatchSession {
    /// What a timer of the run is for.
    enum TimerPayload {
        /// A recognizer's own timer (a long press's duration, a tap's deadlines).
        case recognizer(Int, token: Int)
        /// The end of a control's minimum highlight (CT-15), by view index.
        case unhighlight(Int)
    }

    let scene: Scene
    var tree: ViewTree
    var responders: ResponderTable
    /// The engine choices it plays by.
    let choices: EngineChoices
    var clock = VirtualClock<TimerPayload>()
    var trace = Trace()
    /// Live and finished touches by id, and the order they began in.
    var touches: [Int: TouchRuntime] = [:]
    var touchOrder: [Int] = []
    /// The touches of the event being processed, if it is a touch event.
    var eventTouches: Set<Int> = []
    /// The number of the current touch event, counting from 1; phases withheld from views keep
    /// it, so that phases of one event are delivered together (TD-05).
    var eventNumber = 0
    /// Every recognizer of the scene, and where to find them.
    var recognizers: [RecognizerRuntime] = []
    let recognizerIndex: [String: Int]
    let recognizersOfView: [Int: [Int]]
    /// The `sendEvent(_:)` override of each window that has one, by window index (TD-02).
    let windowSendEvent: [Int: SendEventOverride]
    /// Each recognizer's failure requirements (GA-03, GA-04), fixed for the run.
    let failureRequirements: [[Int]]
    /// The inverse: for each recognizer, those that require it to fail.
    let dependents: [[Int]]
    /// Recognizers for which prevention can be one-way (GA-05, GR-TAP-07): only races involving
    /// them, or recognizers of different kinds, can need reordering.
    let hasOneWayPrevention: [Bool]
    /// Recognizers whose awaited failure happened, to be reconsidered (GA-14).
    var releasedWaiters: [Int] = []
    /// A problem that makes the run's trace meaningless; thrown when the step ends.
    var failure: ReferenceEngineError?
    /// Whether events are written to the trace (an oracle query records nothing).
    let recording: Bool
    /// The rule ids of each trace entry, when the run was asked for them (``RuleAnnotatingEngine``);
    /// nil otherwise, so that an ordinary run builds no annotation at all.
    var annotations: [[String]]?
    /// How many `hitTest(_:with:)` calls were made.
    var hitTestCalls = 0
    /// The tracking state of each control that has one (CT-03…CT-09), by view index.
    var controlTracking: [Int: ControlTracking] = [:]
    /// The controls that are highlighted, by view index (CT-02).
    var controlHighlighted: Set<Int> = []
    /// The clock sequence of each control's unhighlight that waits for the minimum highlight (CT-15).
    var pendingUnhighlight: [Int: Int] = [:]
    /// Each slider's value once a drag has changed it, by view index (CT-18).
    var sliderValues: [Int: Double] = [:]
    /// The touches down on each scroll view's content, by view index (SV-10).
    var scrollTouches: [Int: [Int]] = [:]
    /// The last finished tap of each view, which a new touch may continue (TD-09).
    var tapSeries: [Int: TapSeries] = [:]
    /// The nesting count of `beginIgnoringInteractionEvents()` (TD-15).
    var ignoringDepth = 0
    /// Touches that began while the app ignored interaction events: all their phases are dropped
    /// before the app sees them (TD-15).
    var ignoredTouches: Set<Int> = []
    /// The first responder, by id (FR-01).
    var firstResponder: String?

    init(scene: Scene, choices: EngineChoices = .reference, recording: Bool = true) {
        self.scene = scene
        self.recording = recording
        let tree = ViewTree(scene: scene, mergedRegistrationsLast: !choices.mergedRegistrationKeepsItsPlace)
        self.tree = tree
        self.windowSendEvent = Dictionary(
            uniqueKeysWithValues: zip(tree.windows, scene.windows).filter { $0.1.sendEvent != .inherit }.map { ($0.0, $0.1.sendEvent) })
        self.responders = ResponderTable(scene: scene)
        self.choices = choices
        var recognizers: [RecognizerRuntime] = []
        var byView: [Int: [Int]] = [:]
        for (spec, viewID) in scene.allRecognizers {
            let view = tree.indexOfID[viewID]!
            let window = tree.window(of: view)
            byView[view, default: []].append(recognizers.count)
            // GA-16: a scroll view's own recognizers are ordinary recognizers of the scroll view.
            let role: RecognizerRuntime.Role =
                if case .contentTouchDelay = spec.kind {
                    .contentDelay
                } else if spec.id == "\(viewID)_pan" && tree.nodes[view].scroll != nil {
                    .scrollPan
                } else if spec.id == "\(viewID)_pinch" && tree.nodes[view].scroll != nil {
                    .scrollZoom
                } else { .app }
            recognizers.append(
                RecognizerRuntime(
                    spec: spec, view: view, screen: tree[window].frame, role: role,
                    scrollableAxes: tree.nodes[view].scroll?.scrollableAxes(boundsSize: tree.nodes[view].frame.size) ?? ScrollAxis.allCases,
                    limits: choices.recognizerLimits)
            )
        }
        // Recognizer ids are unique: validation (`Scene.validate`) checks it before any run.
        let index = Dictionary(uniqueKeysWithValues: recognizers.enumerated().map { ($1.spec.id, $0) })
        self.recognizers = recognizers
        self.recognizerIndex = index
        self.recognizersOfView = byView
        // Who must fail before whom: each recognizer's own requirements, plus every recognizer
        // whose delegate says it should be required to fail by it (GA-03, GA-04). One pass.
        var requiredBy = [[Int]](repeating: [], count: recognizers.count)
        var requiredByAll: [Int] = []
        for (other, recognizer) in recognizers.enumerated() {
            switch recognizer.spec.delegate?.shouldBeRequiredToFailBy {
            case .all?: requiredByAll.append(other)
            case .some(let named)?: for id in named { if let waiter = index[id] { requiredBy[waiter].append(other) } }
            case nil: break
            }
        }
        var requirements: [[Int]] = []
        for (waiter, recognizer) in recognizers.enumerated() {
            let spec = recognizer.spec
            let own = (spec.requireToFail + (spec.delegate?.shouldRequireFailureOf ?? [])).compactMap { index[$0] }
            var seen: Set<Int> = []
            requirements.append((own + requiredBy[waiter] + requiredByAll.filter { $0 != waiter }).filter { seen.insert($0).inserted })
        }
        self.failureRequirements = requirements
        var dependents = [[Int]](repeating: [], count: recognizers.count)
        for (index, required) in requirements.enumerated() {
            for other in required { dependents[other].append(index) }
        }
        self.dependents = dependents
        let namedInPrevention = Set(recognizers.flatMap { $0.spec.cannotPrevent + $0.spec.cannotBePreventedBy })
        self.hasOneWayPrevention = recognizers.map { recognizer in
            !recognizer.spec.cannotPrevent.isEmpty || !recognizer.spec.cannotBePreventedBy.isEmpty
                || namedInPrevention.contains(recognizer.spec.id)
        }
    }

    /// Records an event at the current virtual time (hot paths test ``recording`` first, so that
    /// an oracle query does not even build its events).
    mutating func emit(_ event: TraceEvent, because rules: StaticString) {
        guard recording else { return }
        annotations?.append(rules.description.split(separator: " ").map(String.init))
        // TD-10: every line carries the virtual time of the event or timer that caused it.
        trace.append(event, at: clock.now)
    }

    /// Plays the script: before each step, the timers due by its time fire in order; then the step
    /// is processed as one event. After the last step the app keeps running: the timers still
    /// pending fire in order until none is left (every timer of a recognizer ends its attempt or
    /// is finite, so this terminates).
    mutating func play(_ script: [ScriptStep]) throws -> Trace {
        for step in script {
            while let timer = clock.popDue(notAfter: step.at) { fire(timer) }
            clock.advance(to: step.at)
            switch step.action {
            case .touch, .touches:
                try handleTouches(step.touchChanges)
            case .beginIgnoringInteractionEvents:
                emit(.ignoringInteractionEvents(begin: true), because: "TD-15")
                ignoringDepth += 1
            case .endIgnoringInteractionEvents:
                emit(.ignoringInteractionEvents(begin: false), because: "TD-15")
                ignoringDepth = max(0, ignoringDepth - 1)
            case .wait:
                break
            case .systemCancel:
                emit(.systemCancel, because: "TD-13")
                for id in touchOrder where touches[id]?.isDown == true {
                    try handleTouches([TouchChange(id: id, phase: .cancelled, point: touches[id]!.point)], recordingInput: false)
                }
                if touchOrder.isEmpty { finishEvent() }
            case .setRecognizerEnabled(let id, let enabled):
                guard let index = recognizerIndex[id] else { throw ReferenceEngineError.unknownRecognizer(id) }
                setEnabled(index, enabled)
            case .mutateView(let mutation, let id):
                try mutateView(mutation, id)
            case .setAlpha(let id, let alpha):
                try setViewProperty(of: id, alpha: alpha)
            case .setClipsToBounds(let id, let clips):
                try setViewProperty(of: id, clipsToBounds: clips)
            case .setControlEnabled(let id, let enabled):
                try setControlEnabled(id, enabled)
            case .becomeFirstResponder(let id):
                becomeFirstResponder(id)
            case .resignFirstResponder(let id):
                resignFirstResponder(id)
            case .motion(let phase):
                deliverMotion(phase)
            case .remoteControl(let subtype):
                deliverRemoteControl(subtype)
            case .sendAction(let action, let sender):
                emit(.sendAction(name: action, sender: sender, receiver: nilTargetedReceiver(of: action, sender: sender)), because: "FR-05")
            case .targetForAction(let action, let responder):
                emit(
                    .targetForAction(name: action, responder: responder, result: target(forAction: action, from: responder)),
                    because: "FR-06")
            }
            if let failure { throw failure }
        }
        while let timer = clock.popDue(notAfter: Int.max) { fire(timer) }
        if let failure { throw failure }
        return trace
    }

    /// One touch event (TD-01): the input lines, hit testing for each new touch, the gesture
    /// phase, then the view phase, then resets (`Specs/TRACE-FORMAT.md`, "Ordering"). Touches that
    /// began while the app ignored interaction events get their input lines and nothing else (TD-15).
    mutating func handleTouches(_ changes: [TouchChange], recordingInput: Bool = true) throws {
        if recordingInput {
            for change in changes { emit(.input(touch: change.id, phase: change.phase, point: change.point), because: "TD-01") }
        }
        for change in changes where change.phase == .began && ignoringDepth > 0 { ignoredTouches.insert(change.id) }
        let changes = changes.filter { !ignoredTouches.contains($0.id) }
        guard !changes.isEmpty else { return }
        eventTouches = Set(changes.map(\.id))
        eventNumber += 1
        for change in changes {
            let id = change.id
            if change.phase == .began {
                // HT-02: hit-testing happens only here, when a touch begins; TD-03: the touch keeps
                // its identity for all its phases.
                let view = hitTestWindows(at: change.point)
                emit(.hit(touch: id, view: view.map { tree[$0].id }), because: "HT-01 HT-17")
                beginTouch(id: id, view: view, at: change.point, type: change.type)
                if let view { countTap(id, on: view, at: change.point) }
            } else {
                guard touches[id]?.isDown == true else { throw ReferenceEngineError.unknownTouch(id) }
                touches[id]!.previousPoint = touches[id]!.point
                touches[id]!.point = change.point
                if change.phase == .ended || change.phase == .cancelled {
                    touches[id]!.isDown = false
                    if let view = touches[id]!.view { finishTap(id, on: view, cancelled: change.phase == .cancelled) }
                }
            }
        }
        // SV-10, engine choice: isTracking clears after the view phase, or as the ending event arrives.
        let ending = changes.filter { $0.phase == .ended || $0.phase == .cancelled }.map(\.id)
        if !choices.scrollTrackingClearsAfterViewPhase { for id in ending { scrollViewsStopTracking(touch: id) } }
        defer { if choices.scrollTrackingClearsAfterViewPhase { for id in ending { scrollViewsStopTracking(touch: id) } } }
        // From here on the event's touches are taken in the order they began (TD-06). Each is in
        // `touchOrder` once: validation (`ScriptStep.validate`) lets a touch begin only once.
        var ordered = changes
        if changes.count > 1 {
            let position = Dictionary(uniqueKeysWithValues: touchOrder.enumerated().map { ($1, $0) })
            ordered.sort { position[$0.id]! < position[$1.id]! }
        }
        let delivered = dispatched(ordered)
        guard !delivered.isEmpty else {
            finishEvent()
            return
        }
        for change in delivered where change.phase == .began { scrollViewsTrack(newTouch: change.id) }
        sendToRecognizers(delivered)
        for change in delivered { enqueueForView(touch: change.id, phase: change.phase) }
        finishEvent()
    }

    /// The event's changes that get through `sendEvent(_:)` (TD-01, TD-02): none when the
    /// application swallows the event; otherwise all but those of windows that swallow it. Each
    /// window with touches in the event is asked once, with its touches, in the order of its first
    /// touch in the event.
    mutating func dispatched(_ changes: [TouchChange]) -> [TouchChange] {
        if scene.application.sendEvent == .inherit && windowSendEvent.isEmpty { return changes }
        guard passesSendEvent(of: ApplicationSpec.applicationID, scene.application.sendEvent, touches: changes.map(\.id)) else {
            return []
        }
        var swallowed: Set<Int> = []
        var windows: [Int] = []
        var byWindow: [Int: [Int]] = [:]
        for change in changes {
            guard let view = touches[change.id]?.view else { continue }
            let window = tree.window(of: view)
            if byWindow[window] == nil { windows.append(window) }
            byWindow[window, default: []].append(change.id)
        }
        for window in windows where !passesSendEvent(of: tree[window].id, windowSendEvent[window] ?? .inherit, touches: byWindow[window]!) {
            swallowed.formUnion(byWindow[window]!)
        }
        return changes.filter { !swallowed.contains($0.id) }
    }

    /// One `sendEvent(_:)` override: writes its line unless it only inherits, and says whether it
    /// calls `super`.
    private mutating func passesSendEvent(of responder: String, _ behaviour: SendEventOverride, touches ids: [Int]) -> Bool {
        guard behaviour != .inherit else { return true }
        emit(.sendEvent(responder: responder, touches: ids.sorted()), because: "TD-02")
        return behaviour != .swallow
    }

    /// A timer's event: the recognizer's reaction, then the view phase and resets.
    mutating func fire(_ timer: TimerPayload) {
        switch timer {
        case .recognizer(let index, let token):
            recognizers[index].timers[token] = nil
            guard recognizers[index].enabled, recognizers[index].state == .possible || recognizers[index].state.isActive else { break }
            let output = recognizers[index].machine.handle(.timer(token: token), state: recognizers[index].state, now: clock.now)
            apply(output, of: index)
            if let wanted = output.wanted { resolve([(index, wanted)]) }
        case .unhighlight(let view):
            pendingUnhighlight[view] = nil
            setHighlighted(false, control: view)
        }
        finishEvent()
    }

    /// The app sets `isEnabled` (GR-12): disabling an active recognizer cancels it (with a last
    /// action); a disabled recognizer lets go of its touches. Enabling affects later touches only.
    mutating func setEnabled(_ index: Int, _ enabled: Bool) {
        recognizers[index].enabled = enabled
        if !enabled {
            if recognizers[index].state.isActive {
                transition(index, to: .cancelled)
                sendActions(index)
            }
            for touch in recognizers[index].touches { detach(index, from: touch) }
            if recognizers[index].state == .possible { reset(index) }
        }
        finishEvent()
    }

    /// The view phase, the resets that end every event, and forgetting touches that can no
    /// longer matter.
    mutating func finishEvent() {
        flushViews()
        var resetting: Set<Int> = []
        for index in recognizers.indices {
            switch recognizers[index].state {
            case .ended, .cancelled: resetting.insert(index)
            case .failed where recognizers[index].touches.isEmpty: resetting.insert(index)
            case .possible
            where recognizers[index].participating && recognizers[index].touches.isEmpty && recognizers[index].timers.isEmpty
                && recognizers[index].pending == nil:
                resetting.insert(index)
            default: break
            }
        }
        if !resetting.isEmpty {
            for index in resetting.sorted() { reset(index, detachingTouches: false) }
            for id in touchOrder { touches[id]?.recognizers.removeAll { resetting.contains($0) } }
            flushViews()
        }
        touchOrder.removeAll { id in
            guard let touch = touches[id], !touch.isDown, touch.withheld.isEmpty,
                !touch.recognizers.contains(where: { recognizers[$0].state == .possible })
            else { return false }
            touches[id] = nil
            return true
        }
        eventTouches = []
    }
}
