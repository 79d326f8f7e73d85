import DispatchModel

/// One run of one scenario, dispatched the way UIKit's `UIApplication.sendEvent(_:)` path does it:
/// each script step is an event, each timer is an event of its own, and every component below
/// owns its state and its rules. Created by ``ReferenceEngine/run(_:)`` and thrown away afterwards,
/// so no state survives between runs.
///
/// The components, each in the folder of its rule area:
/// - ``ViewTree``, ``WindowStack`` and ``HitTester`` (`HitTesting/`, `Windows/`: HT): the views
///   and what a new touch lands on;
/// - ``TouchTable``, ``EventInterception``, ``InteractionIgnoring`` (`TouchDelivery/`,
///   `MultiTouch/`: TD, MT): the touches, their binding and the view phase's queue;
/// - ``GestureArena`` (`Gestures/Arena/`: GR, GA): the recognizers and their arbitration (their own
///   logic is in `Gestures/Recognizers/`);
/// - ``ResponderTable`` (`ResponderChain/`: RC): the chain a touch message climbs;
/// - ``ControlTracker`` (`Controls/`: CT): UIControl's tracking and target–action;
/// - ``ScrollFlags`` and the scroll views' own recognizers (`ScrollViews/`: SV);
/// - ``FirstResponder`` (`FirstResponder/`: FR);
/// - ``Timeline`` (`Clock/`): the virtual clock and the trace.
struct EventDispatcher {
    var tree: ViewTree
    let windows: WindowStack
    var hitTester: HitTester
    let interception: EventInterception
    var ignoring = InteractionIgnoring()
    var touches: TouchTable
    var arena: GestureArena
    var responders: ResponderTable
    var controls: ControlTracker
    var scrollFlags = ScrollFlags()
    var firstResponder: FirstResponder
    var timeline: Timeline
    /// The engine choices it plays by.
    let choices: EngineChoices

    /// A dispatcher for one run of `scene`; `recording` writes the trace (an oracle query writes
    /// none), `annotating` keeps the rules of each line (``Timeline/annotations``).
    init(
        scene: Scene, choices: EngineChoices = .reference, iOS: IOSVersion = .latestCovered, recording: Bool = true,
        annotating: Bool = false, maximumTraceLines: Int = ReferenceEngine.defaultMaximumTraceLines
    ) {
        let tree = ViewTree(scene: scene, mergedRegistrationsLast: !choices.mergedRegistrationKeepsItsPlace)
        self.tree = tree
        self.windows = WindowStack(scene: scene, tree: tree, laterWindowInFront: choices.laterWindowInFront)
        self.hitTester = HitTester(traversalsPerTouch: choices.traversalsPerTouch)
        self.interception = EventInterception(scene: scene, tree: tree)
        self.touches = TouchTable(choices: choices)
        self.arena = GestureArena(scene: scene, tree: tree, choices: choices, iOS: iOS)
        self.responders = ResponderTable(scene: scene, iOS: iOS)
        self.controls = ControlTracker(choices: choices)
        self.firstResponder = FirstResponder(scene: scene, choices: choices)
        self.timeline = Timeline(recording: recording, annotating: annotating, maximumLines: maximumTraceLines)
        self.choices = choices
        timeline.nameObjects(views: tree.ids, recognizers: arena.recognizers.map(\.spec.id))
    }

    /// Plays the script: before each step, the timers due by its time fire in order; then the step
    /// is processed as one event. After the last step the app keeps running: the timers still
    /// pending fire in order until none is left (every timer of a recognizer ends its attempt or
    /// is finite, so this terminates). A trace that reaches the timeline's limit ends the run at
    /// the end of that event (issue 29).
    mutating func play(_ script: [ScriptStep]) throws -> Trace {
        timeline.reserveTrace(forSteps: script.count)
        for (index, step) in script.enumerated() {
            try fireTimers(dueBy: step.at, before: index)
            timeline.advance(to: step.at)
            timeline.position = ScriptPosition(step: index, timer: false)
            try perform(step.action, touchChanges: step)
            if let failure = timeline.failure { throw failure }
        }
        try fireTimers(dueBy: Int.max, before: nil)
        return timeline.trace
    }

    /// Fires the timers due by `time`, each an event of its own, before step `step` (nil: after
    /// the last); throws the run's failure as soon as an event leaves one.
    private mutating func fireTimers(dueBy time: Int, before step: Int?) throws {
        timeline.position = ScriptPosition(step: step, timer: true)
        while let timer = timeline.nextTimer(dueBy: time) {
            fire(timer)
            if let failure = timeline.failure { throw failure }
        }
    }

    /// One touch event (TD-01): the input lines; hit testing for each new touch (HT-02) and its
    /// binding; `sendEvent(_:)`; the gesture phase; the view phase; then the resets
    /// (`Specs/TRACE-FORMAT.md`, "Ordering"). Touches that began while the app ignored interaction
    /// events get their input lines and nothing else (TD-15).
    mutating func handleTouches(_ changes: [TouchChange], recordingInput: Bool = true) throws {
        if recordingInput {
            for change in changes { timeline.emit(.input(touch: change.id, phase: change.phase, point: change.point), because: "TD-01") }
        }
        let changes = ignoring.filter(changes)
        guard !changes.isEmpty else { return }
        touches.beginEvent(Set(changes.map(\.id)))
        for change in changes {
            if change.phase == .began {
                bindNewTouch(change)
            } else {
                guard touches.isDown(change.id) else { throw ReferenceEngineError.unknownTouch(change.id) }
                touches.move(change.id, to: change.point, phase: change.phase)
                if let view = touches.withTouch(change.id, { $0.isDown ? nil : $0.view }) ?? nil {
                    touches.finishTap(change.id, on: view, cancelled: change.phase == .cancelled, now: timeline.now)
                }
            }
        }
        // SV-10, engine choice: isTracking clears after the view phase, or as the ending event arrives.
        let ending = changes.filter { $0.phase == .ended || $0.phase == .cancelled }.map(\.id)
        if !choices.scrollTrackingClearsAfterViewPhase { stopScrollTracking(ending) }
        defer { if choices.scrollTrackingClearsAfterViewPhase { stopScrollTracking(ending) } }
        let delivered = interception.passing(touches.inOrderOfBeginning(changes), table: touches, tree: tree, timeline: &timeline)
        guard !delivered.isEmpty else {
            finishEvent()
            return
        }
        for change in delivered where change.phase == .began {
            if let view = touches.view(of: change.id) { scrollFlags.track(newTouch: change.id, on: view, tree: tree, timeline: &timeline) }
        }
        arena.deliver(delivered, table: &touches, tree: tree, timeline: &timeline)
        for change in delivered { touches.enqueueForView(touch: change.id, phase: change.phase, arena: arena) }
        finishEvent()
    }

    /// A new touch: the window and view it lands on (HT-01, HT-17; TD-03: it keeps them for all
    /// its phases), the recognizers it goes to (GR-14), its tap count (TD-09).
    private mutating func bindNewTouch(_ change: TouchChange) {
        let view = hitTester.hitTestWindows(at: change.point, in: tree, windows: windows, timeline: &timeline)
        timeline.emit(.hit(touch: change.id, view: view.map { tree.id(of: $0) }), because: "HT-01 HT-17")
        let recognizers = view.map { arena.attach(newTouch: change.id, on: $0, type: change.type, tree: tree) } ?? []
        touches.bind(change.id, to: view, recognizers: recognizers, at: change.point, type: change.type, tree: tree)
        if let view { touches.countTap(change.id, on: view, at: change.point, timeline: &timeline) }
    }

    /// The view a new touch at a screen point would be bound to, recording nothing but the
    /// hit tester's count (``HitTestOracle``).
    mutating func hitView(at point: Point) -> String? {
        hitTester.hitTestWindows(at: point, in: tree, windows: windows, timeline: &timeline).map { tree.id(of: $0) }
    }

    private mutating func stopScrollTracking(_ ending: [Int]) {
        for id in ending { scrollFlags.stopTracking(touch: id, tree: tree, timeline: &timeline) }
    }

    /// A timer's event: the recognizer's reaction or the end of a control's highlight, then the
    /// view phase and resets.
    mutating func fire(_ timer: TimerPayload) {
        switch timer {
        case .recognizer(let index, let timer):
            arena.fire(index, timer: timer, table: &touches, tree: tree, timeline: &timeline)
        case .unhighlight(let view):
            controls.minimumHighlightEnded(view, tree: tree, timeline: &timeline)
        }
        finishEvent()
    }

    /// The view phase, the resets that end every event (GR-22), and forgetting touches that can no
    /// longer matter. With the alternative of engine choice `GA-03/participating-requirements`,
    /// the event that ends the touch sequence first releases the recognizers that waited for ones
    /// that never received its touches.
    mutating func finishEvent() {
        arena.releaseWaitersAtTheEndOfTheSequence(table: &touches, tree: tree, timeline: &timeline)
        deliverViewPhase()
        if arena.resetFinished(table: &touches, timeline: &timeline) { deliverViewPhase() }
        touches.endEvent(arena: arena)
    }

    /// Delivers what the touch table releases: touch messages along each view's responder chain
    /// (RC-06), and a table's selection (SV-15).
    private mutating func deliverViewPhase() {
        let deliveries = touches.releasePhases(arena: arena)
        guard !deliveries.isEmpty else { return }
        let context = ChainContext(tree: tree, responders: responders, firstResponder: firstResponder)
        for delivery in deliveries {
            switch delivery {
            case .touches(let phase, let ids, let view, let locations):
                responders.deliver(
                    phase, touches: ids, from: tree.id(of: view), locations: locations, table: touches, context: context,
                    controls: &controls,
                    timeline: &timeline)
            case .selection(let view):
                TableSelection.select(under: view, tree: tree, timeline: &timeline)
            }
        }
        // GA-07, engine choice `GA-07/slider-scope`: the alternative needs to know which sliders track.
        if !choices.sliderRefusesOnlyAlongItsTrack { arena.noteSlidersTracking(controls.slidersTracking(tree: tree)) }
    }
}
