import DispatchModel

/// Every gesture recognizer of the run, its state, and the relations that arbitrate between them
/// (GR-*, GA-*).
///
/// **When it is called:** in the gesture phase of each touch event (a new touch is offered to the
/// recognizers of its view and superviews, then each recognizer gets the event's touches and the
/// transitions it asks for are arbitrated); when a recognizer's timer fires; when the app enables
/// or disables a recognizer; and at the end of every event, which resets finished recognizers.
/// **What it may change:** its recognizers; the touches' recognizer lists and whether a touch is
/// cancelled for its views (GR-15, GR-21, GR-22); the timeline (gesture, action and value lines,
/// `isDragging` of a scroll view's pan, its own timers).
/// **What it never changes:** views, controls, the responder chain — it reads the tree for the
/// vetoes of GR-07, GA-07…GA-12 and the scroll views' answers (SV-04, SV-06…SV-09).
struct GestureArena {
    /// Every recognizer of the scene: for each view in scene order, a scroll view's own ones
    /// first, then those the app added, in the order added.
    var recognizers: [RecognizerRuntime] = []
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
    var releasedWaiters: [Int] = []
    /// The touch each slider tracks, by the slider's view index, as the dispatcher last read it
    /// from the controls after a view phase: read only by the alternative of the engine choice
    /// `GA-07/slider-scope`, under which a tracking slider refuses every recognizer on another view.
    var slidersTracking: [Int: Int] = [:]
    /// The engine choices it plays by.
    let choices: EngineChoices

    init(scene: Scene, tree: ViewTree, choices: EngineChoices) {
        self.choices = choices
        var recognizers: [RecognizerRuntime] = []
        var byView: [Int: [Int]] = [:]
        for (spec, _) in scene.allViews {
            guard spec.scrollView != nil || !spec.gestureRecognizers.isEmpty else { continue }
            let view = tree.indexOfID[spec.id]!
            // The window is found by walking up, so only for views that have recognizers.
            let screen = tree[tree.window(of: view)].frame
            // GA-16: a scroll view's own recognizers are ordinary recognizers of the scroll view.
            let own = ScrollViewRecognizers.runtimes(of: spec, at: view, in: tree, limits: choices.recognizerLimits)
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
                recognizers[index].touchType = recognizers[index].touchType ?? type
                recognizers[index].touches.append(id)
                recognizers[index].participating = true
            }
        }
        return attached
    }

    /// Whether a new touch of `type` on `view` goes to the recognizer: it is enabled and not
    /// finished (GR-23: a failed recognizer takes no new touch until it is reset), allows the type (TD-17), has no touch of another type when it requires one type
    /// (GR-27), and its delegate accepts the touch (GR-09).
    private func accepts(_ index: Int, touchIn view: Int, type: TouchType, tree: ViewTree) -> Bool {
        let recognizer = recognizers[index]
        let allowed =
            recognizer.spec.allowedTouchTypes
            ?? choices.defaultAllowedTouchTypes(of: recognizer.spec.kind, addedByTheApp: recognizer.role == .app)
        guard recognizer.enabled, !recognizer.state.isFinal, allowed.contains(type) else { return false }
        if recognizer.spec.requiresExclusiveTouchType, let held = recognizer.touchType, held != type { return false }
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
