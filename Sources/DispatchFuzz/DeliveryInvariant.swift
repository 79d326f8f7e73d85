import DispatchModel

/// Checks touch delivery against the responder chain, computed by the harness from the scene, in
/// scenes where nothing but the chain decides it: no gesture recognizer, control, scroll view or
/// exclusive-touch view (``applies(to:)``). There, each event's `touches` and `dropped` lines are
/// exactly its messages, in any order (which view is called first is an engine choice, TD-06):
///
/// - a touch step sends, for each phase, one message per view with that view's touches of the
///   phase (TD-05, TD-06); a system cancel sends one cancelled message per touch down, and the
///   removal of a view one per touch bound to it or below it (TD-13), along the chain it had before
///   or after the removal (which one is the engine's choice, TD-13);
/// - a message for phase P from view V is: walking the chain from V (RC-01…RC-05, RC-11), `P r [N…]`
///   for each responder r that overrides P (`handle` or `handleAndCallSuper`), up to and including
///   the first that handles P without calling super (RC-08); if none does, `dropped P [N…]` (RC-12);
/// - no message goes for a touch bound to no view, a touch that began while the app ignored
///   events (TD-15), a touch whose window or application swallows it in `sendEvent` (TD-02), a
///   touch whose removal cancelled it (TD-13), or a touch that began on a view without
///   `multipleTouchEnabled` while another touch bound to that view and delivered to it was down
///   (MT-02; the touch a view gets first is the first one hit tested). Whether a touch that lifts
///   in the very event in which another lands on its view still holds the view is not said (MT-02,
///   TD-05): the lines of the touch that lands are not compared then.
public enum DeliveryInvariant {
    /// Whether delivery in `scene` is decided by the responder chain alone.
    public static func applies(to scene: Scene) -> Bool {
        scene.allViews.allSatisfy { entry in
            let view = entry.view
            return view.gestureRecognizers.isEmpty && !view.kind.isControl && !view.kind.isScrollView && !view.exclusiveTouch
        }
    }

    /// The first event whose delivery is not as the chain says, as a finding about `engine`.
    public static func violation(of trace: Trace, for scenario: Scenario, engine: String) -> FuzzFinding? {
        TraceFacts.check(trace, scenario) { violation(in: $0, engine: engine) }
    }

    /// The same, on facts already made.
    static func violation(in facts: TraceFacts, engine: String) -> FuzzFinding? {
        guard applies(to: facts.scenario.scene) else { return nil }
        let (segments, lives, scenario) = (facts.segments, facts.lives, facts.scenario)
        var index = facts.index
        let (withheld, undecided) = withheldTouches(scenario.script, lives, index)
        let swallowsAll = scenario.scene.application.sendEvent == .swallow
        func reaches(_ touch: Int, at step: Int) -> Bool {
            guard let life = lives[touch], let view = life.view, !life.ignored, !withheld.contains(touch), !swallowsAll else {
                return false
            }
            if index.window(of: view).flatMap({ index.windows[$0] })?.sendEvent == .swallow { return false }
            if case .mutateView(.removeFromSuperview, _)? = life.cancelledBy, let over = life.over, over < step { return false }
            return true
        }
        for segment in segments.segments {
            guard let step = segment.step else { continue }
            var messages: [[[String]]] = []
            switch scenario.script[step].action {
            case .touch, .touches:
                // Each change that reaches a view, with that view (`reaches` says it has one).
                let changes = scenario.script[step].touchChanges.compactMap { change -> (change: TouchChange, view: String)? in
                    guard reaches(change.id, at: step), !undecided.contains(change.id), let view = lives[change.id]?.view else {
                        return nil
                    }
                    return (change, view)
                }
                for phase in TouchPhase.allCases {
                    let ofPhase = changes.filter { $0.change.phase == phase }
                    var views: [String] = []
                    for entry in ofPhase where !views.contains(entry.view) { views.append(entry.view) }
                    for view in views {
                        let touches = ofPhase.filter { $0.view == view }.map(\.change.id).sorted()
                        messages.append([message(phase, touches, from: view, index)])
                    }
                }
            case .systemCancel, .mutateView(.removeFromSuperview, _):
                var after = index
                if case .mutateView(.removeFromSuperview, let view) = scenario.script[step].action { after.detach(view) }
                for touch in lives.down(before: step)
                where lives[touch]?.over == step && reaches(touch, at: step) && !undecided.contains(touch) {
                    guard let view = lives[touch]?.view else { continue }
                    messages.append([message(.cancelled, [touch], from: view, index), message(.cancelled, [touch], from: view, after)])
                }
            default:
                break
            }
            if case .mutateView(.removeFromSuperview, let view) = scenario.script[step].action { index.detach(view) }
            let lines = segment.lines.compactMap { line -> String? in
                switch line.entry.event {
                case .touches, .dropped: line.entry.event.touchIDs.contains(where: undecided.contains) ? nil : line.entry.event.description
                default: nil
                }
            }
            guard !isConcatenation(lines, of: messages) else { continue }
            let expected = messages.map { $0[0].joined(separator: "; ") }.joined(separator: " | ")
            return FuzzFinding(
                .delivery, engine: engine,
                "step \(step + 1) (\(TraceSegments.describe(scenario.script[step]))): the chain gives [\(expected)], the trace [\(lines.joined(separator: "; "))]"
            )
        }
        return nil
    }

    /// The lines of one message: `phase` of `touches` from `view` along its chain.
    static func message(_ phase: TouchPhase, _ touches: [Int], from view: String, _ index: SceneIndex) -> [String] {
        var lines: [String] = []
        var current: String? = view
        var visited: [String] = []
        while let responder = current, !visited.contains(responder) {
            visited.append(responder)
            let behaviour = index.touches[responder]?[phase] ?? .inherit
            if behaviour.isOverridden { lines.append(TraceEvent.touches(phase: phase, responder: responder, touches: touches).description) }
            if behaviour == .handle { return lines }
            current = index.nextResponder(of: responder)
        }
        return lines + [TraceEvent.dropped(phase: phase, touches: touches).description]
    }

    /// Whether `lines` is the messages one after another, in some order, each in one of its forms.
    static func isConcatenation(_ lines: [String], of messages: [[[String]]]) -> Bool {
        var used = [Bool](repeating: false, count: messages.count)
        func match(from position: Int) -> Bool {
            guard position < lines.count else { return used.allSatisfy { $0 } }
            for (number, forms) in messages.enumerated() where !used[number] {
                for message in forms where message.count <= lines.count - position {
                    guard Array(lines[position..<(position + message.count)]) == message else { continue }
                    used[number] = true
                    if match(from: position + message.count) { return true }
                    used[number] = false
                }
            }
            return false
        }
        return match(from: 0)
    }

    /// MT-02: touches that began on a view without `multipleTouchEnabled` while another touch bound
    /// to that view, and not itself withheld, was down; within one event, in the order listed.
    /// Undecided: touches whose only holders lift or are cancelled in the event they land in, or
    /// are undecided themselves.
    static func withheldTouches(_ script: [ScriptStep], _ lives: TouchLives, _ index: SceneIndex) -> (withheld: [Int], undecided: [Int]) {
        var withheld: [Int] = []
        var undecided: [Int] = []
        for (step, entry) in script.enumerated() {
            for change in entry.touchChanges where change.phase == .began {
                guard let view = lives[change.id]?.view, index.views[view]?.multipleTouchEnabled != true else { continue }
                let earlier = lives.down(before: step) + entry.touchChanges.map(\.id).prefix { $0 != change.id }
                let holders = earlier.filter { other in other != change.id && !withheld.contains(other) && lives[other]?.view == view }
                if holders.contains(where: { !undecided.contains($0) && lives[$0]?.over != step }) {
                    withheld.append(change.id)
                } else if !holders.isEmpty {
                    undecided.append(change.id)
                }
            }
        }
        return (withheld, undecided)
    }
}
