import DispatchModel

/// Actions go with the transitions that send them:
///
/// - each transition into `began`, `changed`, `ended` or `cancelled` dispatches every
///   target–action pair of the recognizer, once each, in registration order (GR-24, GR-02, GR-03,
///   GR-04), before the recognizer's next transition and within the same event (GR-25); a
///   transition into `failed` sends none (GR-02, GR-03);
/// - an action line shows the state the recognizer is in (so never `possible` or `failed`, and
///   only `ended` for a discrete recognizer), and names one of its actions;
/// - one `value` line follows the last action line of each dispatch, with the value that kind's
///   actions read: `location` for tap, swipe and long press, `translation` for pan and screen-edge
///   pan, `scale` for pinch, `rotation` for rotation (`Specs/TRACE-FORMAT.md`, `gestureValue`;
///   GR-26); a recognizer without actions writes none.
public enum RecognizerActionInvariant {
    /// The first action out of place, as a finding about `engine`.
    public static func violation(of trace: Trace, for scenario: Scenario, engine: String) -> FuzzFinding? {
        TraceFacts.check(trace, scenario) { violation(in: $0, engine: engine) }
    }

    /// The same, on facts already made.
    static func violation(in facts: TraceFacts, engine: String) -> FuzzFinding? {
        let (segments, index) = (facts.segments, facts.index)
        var states: [String: GestureState] = [:]
        var pending: [String: (actions: ArraySlice<String>, event: EventKey)] = [:]
        var valueDue: String?
        func finding(_ message: String) -> FuzzFinding { FuzzFinding(.recognizerAction, engine: engine, message) }
        func unfinished(before event: EventKey?) -> FuzzFinding? {
            for (id, due) in pending.sorted(by: { $0.key < $1.key }) where event.map({ due.event != $0 }) ?? true {
                return finding(
                    "\(id)'s dispatch for \(states[id]?.rawValue ?? "?") leaves out \(due.actions.joined(separator: ", ")) (GR-24, GR-25)"
                )
            }
            return nil
        }
        for (segment, (number, entry)) in segments.lines {
            let event = EventKey(segment: segment, time: entry.time)
            func line() -> String { "line \(number) (\(entry.event))" }  // built only for a finding
            if let id = valueDue {
                valueDue = nil
                guard case .gestureValue(id, let name, _) = entry.event else {
                    return finding("\(line()) comes where the value of \(id)'s dispatch should (TRACE-FORMAT gestureValue)")
                }
                guard let kind = index.recognizers[id]?.spec.kind else { continue }
                let expected = valueName(of: kind)
                guard name == expected else {
                    return finding("\(line()): a \(kind.name) recognizer's actions read \(expected) (GR-26)")
                }
                continue
            }
            if let problem = unfinished(before: event) { return problem }
            switch entry.event {
            case .gesture(let id, _, let to):
                guard let recognizer = index.recognizers[id] else { continue }
                if let left = pending[id] {
                    return finding("\(line()) comes before \(id) sent \(left.actions.joined(separator: ", ")) (GR-24)")
                }
                states[id] = to
                if to != .failed, to != .possible, !recognizer.spec.actions.isEmpty {
                    pending[id] = (recognizer.spec.actions.map(\.name)[...], event)
                }
            case .action(let name, let id, let state):
                guard let recognizer = index.recognizers[id] else { continue }
                guard state != .possible, state != .failed, recognizer.spec.kind.isContinuous || state == .ended else {
                    return finding(
                        "\(line()): a \(recognizer.spec.kind.isContinuous ? "" : "discrete ")recognizer sends no action in \(state.rawValue) (GR-02, GR-03)"
                    )
                }
                guard state == states[id] else {
                    return finding("\(line()): \(id) is \(states[id]?.rawValue ?? "possible") (GR-02, GR-03)")
                }
                guard let left = pending[id], left.actions.first == name else {
                    return finding("\(line()) is not \(id)'s next action (\(pending[id]?.actions.first ?? "none due")) (GR-24)")
                }
                pending[id]!.actions = left.actions.dropFirst()
                if pending[id]!.actions.isEmpty {
                    pending[id] = nil
                    valueDue = id
                }
            case .gestureValue(let id, _, _):
                return finding("\(line()) does not follow the last action of a dispatch of \(id) (TRACE-FORMAT gestureValue)")
            default:
                continue
            }
        }
        if let id = valueDue { return finding("the trace ends before the value of \(id)'s dispatch (TRACE-FORMAT gestureValue)") }
        return unfinished(before: nil)
    }

    /// The value a recognizer kind's actions read (`Specs/TRACE-FORMAT.md`, `gestureValue`).
    static func valueName(of kind: GestureRecognizerSpec.Kind) -> String {
        switch kind {
        case .tap, .swipe, .longPress, .contentTouchDelay: "location"
        case .pan, .screenEdgePan: "translation"
        case .pinch: "scale"
        case .rotation: "rotation"
        }
    }
}
