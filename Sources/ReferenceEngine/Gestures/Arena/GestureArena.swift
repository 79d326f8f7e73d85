import DispatchModel

/// Every gesture recognizer of the run, its state, and the relations that arbitrate between them
/// (GR-*, GA-*): UIKit's gesture environment, one component in `Gestures/Arena/`.
///
/// **When it is called:** in the gesture phase of each touch event (a new touch is offered to the
/// recognizers of its view and superviews, then each recognizer gets the event's touches and the
/// transitions it asks for are arbitrated); when a recognizer's timer fires; when the app enables
/// or disables a recognizer; and at the end of every event, which resets finished recognizers.
/// **What it may change:** its entries; the touches' recognizer lists and whether a touch is
/// cancelled for its views (GR-15, GR-21, GR-22), through the touch table's methods; the timeline
/// (gesture, action and value lines, `isDragging` of a scroll view's pan, its own timers).
/// **What it never changes:** views, controls, the responder chain — it asks the tree for the
/// vetoes of GR-08, the controls for theirs (GA-07…GA-12, ``ControlTapProtection``) and the scroll
/// views for their answers about their content (SV-04, SV-06…SV-09, ``ScrollViewContent``).
///
/// **How a member reports.** A member is a recognizer's own logic, a ``RecognizerMachine`` of
/// `Gestures/Recognizers/`; it never sees the arena. Each member has an entry, its
/// ``RecognizerRuntime``: its configuration, its state, the touches it receives, the transition it
/// waits to make and its timers. The arena hands a member its touches and timers through the entry
/// (``report(of:on:now:)``) and the member answers with a report, a ``RecognizerOutput``: the state
/// it asks for, the timers it starts or stops, the touches it ignores. Only the arena acts on a
/// report — it starts and stops the timers, lets go of the touches and arbitrates the state asked
/// for — and only the entry changes at the end of this file write an entry (the entries are
/// `private(set)`): member → entry → arena, as in Flutter's gesture arena, where a member resolves
/// through its `GestureArenaEntry` and the arena alone decides.
///
/// The files: this one (the entries, a new touch's recognizers, the entry changes);
/// `RecognizerRuntime.swift` (an entry); `GestureDelivery.swift` (delivery to the members, their
/// timers, `isEnabled`, the resets); `GestureArbitration.swift` (the transitions members ask for,
/// arbitrated); `Prevention.swift` (who may exclude whom, and in which order recognizers asking
/// together go).
struct GestureArena {
    /// Every recognizer's entry: for each view in scene order, a scroll view's own ones first, then
    /// those the app added, in the order added. Written only by the entry changes below.
    private(set) var recognizers: [RecognizerRuntime] = []
    /// Each recognizer's index by id.
    let indexOfID: [String: Int]
    /// The recognizers of each view, by view index, in the order added.
    let recognizersOfView: [Int: [Int]]
    /// Each recognizer's failure requirements (GA-03, GA-04), fixed for the run.
    let failureRequirements: [[Int]]
    /// The inverse: for each recognizer, those that require it to fail.
    let dependents: [[Int]]
    /// Recognizers for which prevention can be one-way (GA-05, GR-TAP-07): only races involving
    /// them, or recognizers of different kinds, can need reordering.
    let hasOneWayPrevention: [Bool]
    /// Recognizers whose awaited failure happened, to be reconsidered (GA-14).
    private var releasedWaiters: [Int] = []
    /// The touch each slider tracks, by the slider's view index, as the dispatcher last read it
    /// from the controls after a view phase (``noteSlidersTracking(_:)``): read only by the
    /// alternative of the engine choice `GA-07/slider-scope`, under which a tracking slider refuses
    /// every recognizer on another view.
    private(set) var slidersTracking: [Int: Int] = [:]
    /// The engine choices it plays by.
    let choices: EngineChoices
    /// Whether delegates are asked `gestureRecognizer(_:shouldReceive:)` for each event: from
    /// iOS 13.4 (GR-28).
    let asksDelegatesForEvents: Bool

    init(scene: Scene, tree: ViewTree, choices: EngineChoices, iOS: IOSVersion = .latestCovered) {
        self.choices = choices
        self.asksDelegatesForEvents = iOS >= IOSVersion(13, 4)
        var recognizers: [RecognizerRuntime] = []
        var byView: [Int: [Int]] = [:]
        scene.forEachView { spec, _ in
            guard spec.scrollView != nil || !spec.gestureRecognizers.isEmpty else { return }
            let view = tree.indexOfID[spec.id]!
            // The window is found by walking up, so only for views that have recognizers.
            let screen = tree.frame(of: tree.window(of: view))
            // GA-16: a scroll view's own recognizers are ordinary recognizers of the scroll view.
            let own = ScrollViewRecognizers.runtimes(of: spec, at: view, in: tree, choices: choices)
            let added = spec.gestureRecognizers.map {
                RecognizerRuntime(appRecognizer: $0, view: view, screen: screen, limits: choices.recognizerLimits)
            }
            for runtime in own + added {
                byView[view, default: []].append(recognizers.count)
                recognizers.append(runtime)
            }
        }
        // Recognizer ids are unique: validation (`Scene.validate`) checks it before any run.
        let index = Dictionary(uniqueKeysWithValues: recognizers.enumerated().map { ($1.spec.id, $0) })
        self.recognizers = recognizers
        self.indexOfID = index
        self.recognizersOfView = byView
        let requirements = Self.failureRequirements(of: recognizers, index: index)
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

    /// Who must fail before whom: each recognizer's own requirements, plus every recognizer whose
    /// delegate says it should be required to fail by it (GA-03, GA-04). One pass.
    private static func failureRequirements(of recognizers: [RecognizerRuntime], index: [String: Int]) -> [[Int]] {
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
        return requirements
    }

    /// The recognizers a new touch goes to: those of its view and its superviews up to the
    /// window — deepest view first, one view's in the order added (GR-14, GA-13) — that are
    /// enabled, not in a final state, and whose delegate accepts the touch. Each is attached.
    mutating func attach(newTouch id: Int, on view: Int, type: TouchType, tree: ViewTree) -> [Int] {
        var attached: [Int] = []
        let order = choices.recognizerOrder
        let ancestry = tree.ancestry(of: view)
        for node in order.views == .deepestFirst ? ancestry : ancestry.reversed() {
            let own = recognizersOfView[node] ?? []
            for index in order.onOneView == .addedOrder ? own : own.reversed() where accepts(index, touchIn: view, type: type, tree: tree) {
                attached.append(index)
                // GR-27: the type of its first touch since its reset; it now takes part (GA-03).
                recognizers[index].touchType = recognizers[index].touchType ?? type
                recognizers[index].touches.append(id)
                recognizers[index].participating = true
            }
        }
        return attached
    }

    /// Whether a new touch of `type` on `view` goes to the recognizer: it is enabled and not
    /// finished (GR-23: a failed recognizer takes no new touch until it is reset), allows the type
    /// (TD-17), has no touch of another type when it requires one type (GR-27), its delegate lets
    /// it see the touch's events (GR-28, from iOS 13.4) and accepts the touch (GR-09).
    private func accepts(_ index: Int, touchIn view: Int, type: TouchType, tree: ViewTree) -> Bool {
        let recognizer = recognizers[index]
        let allowed =
            recognizer.spec.allowedTouchTypes
            ?? choices.defaultAllowedTouchTypes(of: recognizer.spec.kind, addedByTheApp: recognizer.role == .app)
        guard recognizer.enabled, !recognizer.state.isFinal, allowed.contains(type) else { return false }
        if recognizer.spec.requiresExclusiveTouchType, let held = recognizer.touchType, held != type { return false }
        // GR-28: from iOS 13.4 the event question comes first; a delegate answering false for every
        // event hides all of them, so the recognizer never receives a touch. Before 13.4 it is
        // never asked.
        if asksDelegatesForEvents, recognizer.spec.delegate?.shouldReceiveEvent == false { return false }
        switch recognizer.spec.delegate?.shouldReceiveTouch ?? .always(true) {
        case .always(let answer):
            return answer
        case .exceptInside(let ids):
            let excluded = Set(ids.compactMap { tree.indexOfID[$0] })
            return excluded.isDisjoint(with: tree.ancestry(of: view))
        }
    }

    /// Whether a recognizer is still undecided: it can yet hold a touch's phases or recognize.
    func isUndecided(_ index: Int) -> Bool { recognizers[index].state == .possible }
}

/// The entry changes: the only code that writes an entry. Each is one thing UIKit does to a
/// recognizer; the arena's other files call them.
extension GestureArena {
    /// The member's report (``RecognizerOutput``) on an input — touches in a phase (GR-14) or one
    /// of its timers (GR-LP-01, GR-TAP-03, …) — given its state now. Its logic may change; its
    /// entry does not: the arena acts on the report.
    mutating func report(of index: Int, on input: RecognizerInput<RecognizerTimer>, now: Int) -> RecognizerOutput<RecognizerTimer> {
        recognizers[index].machine.handle(keyed: input, now: now)
    }

    /// Tells the member it is about to move from `possible` to `began` (GA-03: `afterWaiting` when
    /// a recognizer it required to fail has failed).
    mutating func tellWillBegin(_ index: Int, afterWaiting: Bool) {
        recognizers[index].machine.willBegin(afterWaiting: afterWaiting)
    }

    /// The state change itself (GR-02, GR-03): the `gesture` line, the new state, and a final
    /// state stops the recognizer's timers.
    mutating func enter(_ state: GestureState, _ index: Int, because rules: StaticString, timeline: inout Timeline) {
        timeline.emitGesture(recognizer: index, from: recognizers[index].state, to: state, because: rules)
        recognizers[index].state = state
        if state.isFinal {
            for sequence in recognizers[index].timers.values { timeline.cancel(sequence) }
            recognizers[index].timers = [:]
        }
    }

    /// GA-03: the recognizer waits for the recognizers it requires to fail before it makes the
    /// transition it asked for.
    mutating func waitForRequiredFailures(_ index: Int, toEnter wanted: GestureState) {
        recognizers[index].pending = wanted
    }

    /// GA-03, GA-14: the recognizer failed: it waits for nothing any more, and the recognizers
    /// waiting for its failure are reconsidered after the current step.
    mutating func releaseWaiters(onFailureOf index: Int) {
        recognizers[index].pending = nil
        for waiter in dependents[index] where recognizers[waiter].pending != nil {
            releasedWaiters.append(waiter)
        }
    }

    /// GA-03, the alternative of engine choice `GA-03/participating-requirements`: every recognizer
    /// still waiting is to be reconsidered, in index order.
    mutating func releaseEveryWaiter() {
        for waiter in recognizers.indices where recognizers[waiter].pending != nil { releasedWaiters.append(waiter) }
    }

    /// GA-14: the next recognizer whose awaited failure happened and that still waits in
    /// `possible`, with the transition it asked for; it stops waiting. Nil when none is left.
    mutating func nextReleasedWaiter() -> (index: Int, wanted: GestureState)? {
        while !releasedWaiters.isEmpty {
            let waiter = releasedWaiters.removeFirst()
            guard recognizers[waiter].state == .possible, let pending = recognizers[waiter].pending else { continue }
            recognizers[waiter].pending = nil
            return (waiter, pending)
        }
        return nil
    }

    /// Starts the member's `timer`, `delay` milliseconds from now, replacing the same timer if it
    /// runs.
    mutating func startTimer(_ timer: RecognizerTimer, after delay: Int, of index: Int, timeline: inout Timeline) {
        if let sequence = recognizers[index].timers[timer] { timeline.cancel(sequence) }
        recognizers[index].timers[timer] = timeline.schedule(after: delay, .recognizer(index, timer: timer))
    }

    /// Stops the member's `timer`, if it runs.
    mutating func stopTimer(_ timer: RecognizerTimer, of index: Int, timeline: inout Timeline) {
        if let sequence = recognizers[index].timers.removeValue(forKey: timer) { timeline.cancel(sequence) }
    }

    /// The member's `timer` fired: it no longer runs.
    mutating func timerFired(_ timer: RecognizerTimer, of index: Int) {
        recognizers[index].timers[timer] = nil
    }

    /// GR-12: the app sets `isEnabled`.
    mutating func setIsEnabled(_ enabled: Bool, _ index: Int) {
        recognizers[index].enabled = enabled
    }

    /// GR-11, GR-21: the touch leaves the recognizer's touches (it ended, or the recognizer lets go
    /// of it).
    mutating func removeTouch(_ touch: Int, from index: Int) {
        recognizers[index].touches.removeAll { $0 == touch }
    }

    /// GR-22: the recognizer's own part of a reset: back to `possible`, silently, its logic reset,
    /// its timers stopped, waiting for nothing, holding no touch, and no longer taking part.
    mutating func forget(_ index: Int, timeline: inout Timeline) {
        for sequence in recognizers[index].timers.values { timeline.cancel(sequence) }
        recognizers[index].timers = [:]
        recognizers[index].state = .possible
        recognizers[index].machine.reset()
        recognizers[index].pending = nil
        recognizers[index].participating = false
        recognizers[index].touches = []
        recognizers[index].touchType = nil
    }

    /// GA-07, engine choice `GA-07/slider-scope`: the touch each slider tracks, as the controls say
    /// after a view phase (read only by the choice's alternative).
    mutating func noteSlidersTracking(_ sliders: [Int: Int]) {
        slidersTracking = sliders
    }
}
