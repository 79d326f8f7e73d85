import DispatchModel

/// Legal state transitions of every gesture recognizer, a scroll view's own included, read from
/// its `gesture` lines:
///
/// - each line starts from the state the recognizer is in (GR-01): the state of its last line, or
///   `possible` after a reset, which is never written and comes only after the event in which the
///   recognizer reached ended, cancelled or failed (GR-22);
/// - a discrete recognizer (tap, swipe, the content-touch delay) leaves `possible` only for `ended`
///   or `failed` and never begins or changes (GR-02);
/// - a continuous one leaves `possible` only for `began` or `failed` (GR-03; GR-05 turns
///   possible → changed into began and possible → cancelled into failed);
/// - from `began` or `changed` only `changed`, `ended` or `cancelled` follow (GR-03, GR-04; GR-05
///   turns → failed into cancelled), and `changed -> changed` is the only line whose two states
///   are equal (GR-04);
/// - nothing leaves `ended`, `cancelled` or `failed` before the reset (GR-05, GR-22), and no line
///   goes to `possible`.
public enum RecognizerStateInvariant {
    /// The first illegal transition, as a finding about `engine`.
    public static func violation(of trace: Trace, for scenario: Scenario, engine: String) -> FuzzFinding? {
        TraceFacts.check(trace, scenario) { violation(in: $0, engine: engine) }
    }

    /// The same, on facts already made.
    static func violation(in facts: TraceFacts, engine: String) -> FuzzFinding? {
        let (segments, index) = (facts.segments, facts.index)
        var states: [String: (state: GestureState, event: EventKey)] = [:]
        for (segment, (number, entry)) in segments.lines {
            guard case .gesture(let id, let from, let to) = entry.event, let recognizer = index.recognizers[id] else { continue }
            let event = EventKey(segment: segment, time: entry.time)
            func line() -> String { "line \(number) (\(entry.event))" }  // built only for a finding
            var current = states[id] ?? (.possible, event)
            if current.state.isFinal && from == .possible && current.event != event { current = (.possible, event) }
            guard from == current.state else {
                let reset = current.state.isFinal ? "; a reset comes only after the event that ended it (GR-22)" : ""
                return FuzzFinding(.recognizerState, engine: engine, "\(line()): \(id) is \(current.state.rawValue)\(reset) (GR-01)")
            }
            guard let allowed = legal(from: from, continuous: recognizer.spec.kind.isContinuous), allowed.contains(to) else {
                let kind = recognizer.spec.kind.isContinuous ? "continuous (GR-03, GR-05)" : "discrete (GR-02)"
                return FuzzFinding(
                    .recognizerState, engine: engine, "\(line()): \(id) is \(kind) and cannot go from \(from.rawValue) to \(to.rawValue)")
            }
            states[id] = (to, event)
        }
        return nil
    }

    /// The states a recognizer may go to from `state`; nil from a final state (GR-05, GR-22).
    static func legal(from state: GestureState, continuous: Bool) -> [GestureState]? {
        switch state {
        case .possible: continuous ? [.began, .failed] : [.ended, .failed]
        case .began, .changed: continuous ? [.changed, .ended, .cancelled] : nil
        case .ended, .cancelled, .failed: nil
        }
    }
}

/// One event of a trace as far as a trace shows it: a segment (``TraceSegments``) and a time.
/// Timers that fire at a step's own time share its key.
struct EventKey: Hashable {
    let segment: Int
    let time: Int
}

extension GestureState {
    /// Whether the recognizer waits for a reset in this state (GR-22).
    var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
}
