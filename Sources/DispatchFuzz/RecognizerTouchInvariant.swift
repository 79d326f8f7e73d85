import DispatchModel

/// Which touches a recognizer receives, and that it receives each one's phases in order:
///
/// - only touches bound to its view or a view below it (GR-11), of an allowed type (TD-17), that
///   its delegate lets it receive (GR-09), and none while it is disabled, nor later phases of a
///   touch that began while it was disabled (GR-12);
/// - per touch: began once, then moved, then at most one ended or cancelled, nothing after it
///   (TD-03, GR-14);
/// - a recognizer that received a touch's began receives exactly one ended or cancelled for it,
///   unless it left the touch: it reached ended, cancelled or failed while the touch was down and
///   was reset (GR-22), it was disabled (GR-12), its view or an ancestor was removed (GR-12,
///   TD-13), or it ignores the touch as its kind does (GR-21): a long press a touch that began after
///   it began (GR-LP-04), a pinch or rotation a third touch (GR-PIN-01), a screen-edge pan every
///   touch after its first (GR-EDG-01);
/// - after reaching ended, cancelled or failed it receives nothing more of the touches it had
///   (GR-22), and after failing nothing at all until they are over (GR-23), unless it is disabled
///   in between, which puts it back in `possible` (GR-12).
public enum RecognizerTouchInvariant {
    /// The first touch a recognizer should not have, or misses, as a finding about `engine`.
    public static func violation(of trace: Trace, for scenario: Scenario, engine: String) -> FuzzFinding? {
        TraceFacts.check(trace, scenario) { violation(in: $0, engine: engine) }
    }

    /// The same, on facts already made.
    static func violation(in facts: TraceFacts, engine: String) -> FuzzFinding? {
        let segments = facts.segments
        var tracker = RecognizerTouchTracker(scenario: facts.scenario, index: facts.index, lives: facts.lives)
        for (segment, (number, entry)) in segments.lines {
            let step = segments.step(ofSegment: segment)
            tracker.advance(to: step)
            func line() -> String { "line \(number) (\(entry.event))" }  // built only for a finding
            switch entry.event {
            case .recognizerTouches(let id, let phase, let touches):
                if let problem = tracker.receive(id, phase, touches, step: step) {
                    return FuzzFinding(.recognizerBalance, engine: engine, "\(line()): \(problem)")
                }
            case .gesture(let id, _, let to):
                tracker.transition(id, to: to, step: step)
            default:
                continue
            }
        }
        if let problem = tracker.missingEnds() { return FuzzFinding(.recognizerBalance, engine: engine, problem) }
        return nil
    }
}
