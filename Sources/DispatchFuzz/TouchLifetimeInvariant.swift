import DispatchModel

/// No line about a touch before its cause, or after the touch stopped reaching its objects:
///
/// - nothing names a touch before the step where it began;
/// - nothing but its input lines names a touch that began while the app ignored interaction
///   events (TD-15);
/// - a touch that hit no view, or whose window or application swallows its events in `sendEvent`
///   (TD-02), reaches no recognizer and no responder: no `recognizer`, `touches`, `location` or
///   `dropped` line names it;
/// - a responder gets `touchesMoved` for a touch only from its first move on, `touchesEnded` only
///   from its lift on (TD-03); a `touches` line's phase may come late (GR-18, GR-19), never early;
/// - a recognizer gets no phase of a touch after the step where the touch stopped;
/// - after the removal of a view cancels a touch bound to it or below it, nothing more names that
///   touch but its input lines (TD-13; the script's later steps of that finger reach nobody).
enum TouchLifetimeInvariant {
    static func check(_ facts: TraceFacts) throws(TraceSegments.Problem) {
        let (segments, scenario, index, lives) = (facts.segments, facts.scenario, facts.index, facts.lives)
        let application = scenario.scene.application.sendEvent == .swallow
        for segment in segments.segments {
            let step = segment.step ?? -1
            for (number, entry) in segment.lines {
                for touch in entry.event.touchIDs {
                    func line() -> String { "line \(number) (\(entry.event))" }  // built only for a finding
                    guard let life = lives[touch], life.began <= step else { throw .init("\(line()) names touch \(touch) before it began") }
                    if life.ignored {
                        throw .init("\(line()) names touch \(touch), which began while the app ignored interaction events (TD-15)")
                    }
                    let delivery: Bool
                    switch entry.event {
                    case .touches, .dropped, .touchLocation, .recognizerTouches: delivery = true
                    default: delivery = false
                    }
                    guard delivery else { continue }
                    guard let view = life.view else { throw .init("\(line()): touch \(touch) hit no view, so it reaches nobody") }
                    let window = index.window(of: view).flatMap { index.windows[$0] }
                    if application || window?.sendEvent == .swallow {
                        throw .init("\(line()): touch \(touch)'s events are swallowed by a sendEvent override (TD-02)")
                    }
                    if case .mutateView(.removeFromSuperview, _)? = life.cancelledBy, let over = life.over, step > over {
                        throw .init("\(line()): touch \(touch) was cancelled by the removal of its view at step \(over + 1) (TD-13)")
                    }
                    switch entry.event {
                    case .touches(.moved, _, _), .dropped(.moved, _):
                        guard let moved = life.firstMoved, moved <= step else {
                            throw .init("\(line()) comes before touch \(touch) moved (TD-03)")
                        }
                    case .touches(.ended, _, _), .dropped(.ended, _):
                        guard let ended = life.ended, ended <= step else {
                            throw .init("\(line()) comes before touch \(touch) lifted (TD-03)")
                        }
                    case .recognizerTouches:
                        if let over = life.over, step > over { throw .init("\(line()) comes after touch \(touch) ended or was cancelled") }
                    default:
                        continue
                    }
                }
            }
        }
    }
}
