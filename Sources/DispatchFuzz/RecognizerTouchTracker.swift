import DispatchModel

/// The bookkeeping of ``RecognizerTouchInvariant``: for each recognizer, the touches it received
/// and in which phase, whether it is enabled, when it left its touches, and its state.
struct RecognizerTouchTracker {
    /// What one recognizer has of one touch.
    private enum Phase: Equatable {
        case began, ended
        /// Began, and the recognizer may ignore it (GR-21): several touches began in one event,
        /// more than it takes, and which of them it keeps is not for the trace to say.
        case mayBeIgnored
        /// It stopped following the touch without an end: reset, disabled, removed or ignoring it.
        case left
    }

    private let scenario: Scenario
    private let index: SceneIndex
    private let lives: TouchLives
    /// `(recognizer, touch)` pairs in the order the recognizer received the touch's began.
    private var order: [(recognizer: String, touch: Int)] = []
    private var phases: [String: [Int: Phase]] = [:]
    private var states: [String: GestureState] = [:]
    /// Recognizers disabled now. A touch that began while its recognizer was disabled never has
    /// a began there, so its later phases are refused as phases without a began (GR-12).
    private var disabled: [String] = []
    /// Touches a failed recognizer waits for the end of before it takes part again (GR-23).
    private var failedWaiting: [String: [Int]] = [:]
    /// Recognizers that leave their touches once the event of the step that disabled them or
    /// removed their view is over: in that event they may still receive the cancellation (TD-13).
    private var leaving: [String] = []
    /// The steps applied so far.
    private var applied = -1

    init(scenario: Scenario, index: SceneIndex, lives: TouchLives) {
        self.scenario = scenario
        self.index = index
        self.lives = lives
        disabled = index.recognizers.keys.sorted().filter { !index.recognizers[$0]!.spec.enabled }
    }

    /// Applies the steps up to `step`: recognizers enabled and disabled (GR-12), views removed.
    mutating func advance(to step: Int) {
        while applied < step {
            applied += 1
            for id in leaving { leaveAll(id) }
            leaving = []
            switch scenario.script[applied].action {
            case .setRecognizerEnabled(let id, let enabled):
                if enabled {
                    disabled.removeAll { $0 == id }
                } else if !disabled.contains(id) {
                    disabled.append(id)
                    leaving.append(id)
                    // GR-12: disabling puts the recognizer back in `possible`, so a failure no longer keeps it out (GR-23).
                    failedWaiting[id] = nil
                }
            case .mutateView(.removeFromSuperview, let removed):
                for (id, recognizer) in index.recognizers.sorted(by: { $0.key < $1.key })
                where recognizer.view == removed || index.isDescendant(recognizer.view, of: removed) {
                    leaving.append(id)
                }
            default:
                break
            }
        }
    }

    /// Records that recognizer `id` reached `to` at `step`. A final state leaves the touches that
    /// stay down after this event (GR-22); a touch that ends in it was delivered to every
    /// recognizer before any changed state (GR-14), unless the step cancels touch by touch (TD-13).
    mutating func transition(_ id: String, to: GestureState, step: Int) {
        states[id] = to
        guard to.isFinal else { return }
        let following = (phases[id] ?? [:]).filter { $0.value == .began || $0.value == .mayBeIgnored }.keys.sorted()
        let staying = following.filter { lives[$0]?.over.map { $0 > step } ?? true }
        if to == .failed { failedWaiting[id] = staying.filter { phases[id]?[$0] == .began } }
        let touchByTouch: Bool
        switch step >= 0 ? scenario.script[step].action : .wait {
        case .systemCancel, .mutateView(.removeFromSuperview, _): touchByTouch = true
        default: touchByTouch = false
        }
        for touch in touchByTouch ? following : staying { phases[id]![touch] = .left }
    }

    /// Checks that recognizer `id` may receive `phase` of `touch` at `step`, and records it.
    mutating func receive(_ id: String, _ phase: TouchPhase, _ touches: [Int], step: Int) -> String? {
        let before = (phases[id] ?? [:]).values.filter { $0 == .began || $0 == .mayBeIgnored }.count
        for touch in touches {
            if let problem = receive(id, phase, touch, step: step) { return problem }
        }
        // GR-21: which of several touches that began together a recognizer keeps is open.
        if phase == .began, let recognizer = index.recognizers[id], let limit = Self.keeps(recognizer.spec.kind),
            before + touches.count > limit
        {
            for touch in touches where phases[id]?[touch] == .began || phases[id]?[touch] == .left { phases[id]![touch] = .mayBeIgnored }
        }
        return nil
    }

    /// How many touches at once a recognizer of this kind follows before it ignores new ones (GR-21).
    private static func keeps(_ kind: GestureRecognizerSpec.Kind) -> Int? {
        switch kind {
        case .pinch, .rotation: 2
        case .screenEdgePan: 1
        default: nil
        }
    }

    private mutating func receive(_ id: String, _ phase: TouchPhase, _ touch: Int, step: Int) -> String? {
        guard let recognizer = index.recognizers[id], let life = lives[touch] else { return nil }
        if let waiting = failedWaiting[id] {
            if let down = waiting.first(where: { lives[$0]?.over.map { $0 >= step } ?? true }) {
                return "\(id) failed while touch \(down) was down, so it takes no part until that touch is over (GR-23)"
            }
            failedWaiting[id] = nil
        }
        let had = phases[id]?[touch]
        if disabled.contains(id), had == nil || !leaving.contains(id) || phase != .cancelled { return "\(id) is disabled (GR-12)" }
        switch (phase, had) {
        case (.began, nil):
            guard let view = life.view, view == recognizer.view || index.isDescendant(view, of: recognizer.view) else {
                return "touch \(touch) is bound to \(life.view ?? "no view"), outside \(id)'s view \(recognizer.view) (GR-11)"
            }
            // Without allowedTouchTypes the class's default is an engine choice (TD-17): either admits it.
            if let type = touchType(touch), let allowed = recognizer.spec.allowedTouchTypes, !allowed.contains(type) {
                return "touch \(touch) is \(type.rawValue), which \(id) does not allow (TD-17)"
            }
            if let filter = recognizer.spec.delegate?.shouldReceiveTouch, !admits(filter, view: view) {
                return "\(id)'s delegate refuses touch \(touch) (GR-09)"
            }
            phases[id, default: [:]][touch] = .began
            if ignores(recognizer.spec.kind, id: id, touch: touch) { phases[id]![touch] = .left }
            order.append((id, touch))
        case (.moved, .began?), (.moved, .mayBeIgnored?): return nil
        case (.ended, .began?), (.cancelled, .began?), (.ended, .mayBeIgnored?), (.cancelled, .mayBeIgnored?): phases[id]![touch] = .ended
        case (_, .left?):
            return "\(id) receives \(phase.rawValue) of touch \(touch) after it left that touch (reset, disabled or removed; GR-12, GR-22)"
        case (.began, _): return "\(id) receives began of touch \(touch) twice (TD-03)"
        case (_, nil): return "\(id) receives \(phase.rawValue) of touch \(touch) without its began (GR-14)"
        case (_, .ended?): return "\(id) receives \(phase.rawValue) of touch \(touch) after its end (TD-03)"
        }
        return nil
    }

    /// The first recognizer that received a touch's began and neither its end nor left it.
    func missingEnds() -> String? {
        for (id, touch) in order where phases[id]?[touch] == .began {
            return "\(id) received began of touch \(touch) but neither its ended nor its cancelled, and did not leave it (GR-14, GR-22)"
        }
        return nil
    }

    /// Every touch recognizer `id` follows is left without an end.
    private mutating func leaveAll(_ id: String) {
        for (touch, phase) in phases[id] ?? [:] where phase == .began || phase == .mayBeIgnored { phases[id]![touch] = .left }
    }

    /// GR-21: a long press ignores a touch that begins after it began (GR-LP-04), a pinch or
    /// rotation a third touch (GR-PIN-01), a screen-edge pan every touch after its first (GR-EDG-01).
    private func ignores(_ kind: GestureRecognizerSpec.Kind, id: String, touch: Int) -> Bool {
        let others = (phases[id] ?? [:]).filter { $0.key != touch && ($0.value == .began || $0.value == .mayBeIgnored) }.count
        switch kind {
        case .longPress: return states[id] == .began || states[id] == .changed
        case .pinch, .rotation: return others >= 2
        case .screenEdgePan: return others >= 1
        default: return false
        }
    }

    /// The type of touch `id`, from its began change.
    private func touchType(_ id: Int) -> TouchType? {
        for step in scenario.script {
            for change in step.touchChanges where change.id == id && change.phase == .began { return change.type }
        }
        return nil
    }

    /// Whether a delegate's `shouldReceiveTouch` lets through a touch bound to `view` (GR-09).
    private func admits(_ filter: RecognizerDelegateSpec.TouchFilter, view: String) -> Bool {
        switch filter {
        case .always(let answer): answer
        case .exceptInside(let views): !views.contains { $0 == view || index.isDescendant(view, of: $0) }
        }
    }
}
