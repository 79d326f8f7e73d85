import DispatchModel

/// Checks that a trace is well formed for its script, whatever the scene's behaviour: no event
/// before its cause (`Specs/TRACE-FORMAT.md`, "Ordering"; `Specs/RUNNING.md`, "Time"). Precisely:
///
/// 1. Every named object exists in the scene.
/// 2. The trace cuts along the script (``TraceSegments``): times never decrease, and each step's
///    marker lines (its input lines, or a call's result line) are the script's, in order, at its
///    time.
/// 3. A touch step's event opens with the hit testing of each new touch, in the order listed and
///    skipping touches that began while the app ignores events (TD-15): `hitTest` lines shaped as
///    calls can be (``HitTestingShape``), then exactly one `touch N hit V` line naming the view
///    found, then at most one tap count (TD-09); then the `sendEvent` lines of the touches of the
///    event (TD-02); no hit testing, hit, tap count or `sendEvent` line anywhere else (HT-02, HT-22).
/// 4. A recognizer receives, at its step's time, only the touches and phase the step changes; a
///    system cancel or a removal delivers the cancelled phase of the touches it stops (TD-13).
/// 5. A shake's lines come only in its event (FR-05), a remote-control event's in its own (FR-06);
///    a hide, a change of interaction, an ignoring call, a first-responder or action call writes
///    nothing more in its event.
/// 6. Every line later than its step's time is one a timer can cause (``TraceEvent/isTimerEffect``),
///    also after the last step (`Specs/RUNNING.md`, "Time"), and only in a scene with timers: those
///    of recognizers (GR-TAP-03, GR-TAP-04, GR-LP-02, SV-01) and of controls (CT-15).
/// 7. `location` lines follow a `touches` line of the same responder, one per touch of its set,
///    ascending (TD-07).
///
/// A recognizer enabled or disabled by a step (GR-12) may write lines at that step's time without
/// a marker; the lines a timer may cause are allowed there too. The lifetimes of touches are
/// checked by ``TouchLifetimeInvariant``.
public enum TraceStructureInvariant {
    /// The first problem found, as a finding about `engine`; nil when the trace is well formed.
    public static func violation(of trace: Trace, for scenario: Scenario, engine: String) -> FuzzFinding? {
        if case .failure(let finding) = checked(trace, for: scenario, engine: engine) { return finding }
        return nil
    }

    /// The facts of a well-formed trace, for the other invariants, or the first problem found.
    static func checked(_ trace: Trace, for scenario: Scenario, engine: String) -> Result<TraceFacts, FuzzFinding> {
        let known = Expectation.objectIDs(of: scenario.scene)
        for (number, entry) in trace.entries.enumerated() {
            if let unknown = entry.event.namedObjects.first(where: { !known.contains($0) }) {
                return .failure(
                    FuzzFinding(
                        .unknownObject, engine: engine, "line \(number + 1) (\(entry.event)) names \(unknown), which is not in the scene"))
            }
        }
        do throws(TraceSegments.Problem) {
            let facts = try TraceFacts(trace, for: scenario)
            let timers = !facts.index.recognizers.isEmpty || facts.index.views.values.contains { $0.kind.isControl }
            for segment in facts.segments.segments {
                try check(segment, scenario.script, facts.index, facts.lives, timers: timers)
                try checkLocations(segment.lines)
            }
            try TouchLifetimeInvariant.check(facts)
            return .success(facts)
        } catch {
            return .failure(FuzzFinding(.causality, engine: engine, error.message))
        }
    }

    /// Whether the step cancels touches (TD-13).
    private static func cancelsTouches(_ action: ScriptStep.Action) -> Bool {
        switch action {
        case .systemCancel, .mutateView(.removeFromSuperview, _): true
        default: false
        }
    }

    /// Lines that only a touch step's opening may write.
    private static func opensTouchEvent(_ event: TraceEvent) -> Bool {
        switch event {
        case .hitTestCall, .pointInside, .hitTestReturn, .hit, .tapCount, .sendEvent: true
        default: false
        }
    }

    private static func check(
        _ segment: TraceSegments.Segment, _ script: [ScriptStep], _ index: SceneIndex, _ lives: TouchLives, timers: Bool
    ) throws(TraceSegments.Problem) {
        var rest = segment.lines[...]
        let action = segment.step.map { script[$0].action }
        if let step = segment.step, !script[step].touchChanges.isEmpty {
            rest = try opening(of: script[step], segment.lines[...], index, lives)
        }
        for (number, entry) in rest {
            func line() -> String { "line \(number) (\(entry.event))" }  // built only for a finding
            if let action, case .sendEvent(_, let touches) = entry.event, entry.time == segment.time, cancelsTouches(action) {
                // The cancelled phase of each touch a system cancel or removal stops is an event of its own (TD-13).
                guard touches.allSatisfy({ lives[$0]?.over == segment.step && lives[$0]?.cancelledBy != nil }) else {
                    throw .init("\(line()) names a touch that the step does not cancel (TD-13)")
                }
                continue
            }
            if opensTouchEvent(entry.event) {
                throw .init("\(line()) comes after the hit testing and sendEvent of its event (HT-02, HT-22)")
            }
            let silent = segment.silentStepTimes.contains(entry.time)
            guard entry.time == segment.time, let step = segment.step, let action else {
                if entry.event.isTimerEffect && (timers || silent) { continue }
                throw .init("\(line()) comes at @\(entry.time), after its step at @\(segment.time), and no timer can cause it")
            }
            switch (action, entry.event) {
            case (.touch, .recognizerTouches(_, let phase, let touches)), (.touches, .recognizerTouches(_, let phase, let touches)):
                let changed = script[step].touchChanges.filter { $0.phase == phase }.map(\.id)
                guard touches.allSatisfy(changed.contains) else { throw .init("\(line()): the event changes no such touch in that phase") }
            case (.systemCancel, .recognizerTouches(_, .cancelled, let touches)),
                (.mutateView(.removeFromSuperview, _), .recognizerTouches(_, .cancelled, let touches)):
                guard touches.allSatisfy({ lives[$0]?.over == step && lives[$0]?.cancelledBy != nil }) else {
                    throw .init("\(line()) cancels a touch that the step does not cancel (TD-13)")
                }
            case (.motion, .motion), (.motion, .droppedMotion), (.remoteControl, .remoteControl), (.remoteControl, .droppedRemoteControl):
                continue
            case (.touch, _), (.touches, _), (.systemCancel, _), (.mutateView(.removeFromSuperview, _), _):
                guard entry.event.isTimerEffect else {
                    throw .init("\(line()) cannot follow step \(step + 1) (\(TraceSegments.describe(script[step])))")
                }
            default:
                guard silent, entry.event.isTimerEffect else {
                    throw .init("\(line()) cannot follow step \(step + 1) (\(TraceSegments.describe(script[step])))")
                }
            }
        }
    }

    /// Checks the opening of a touch step's event (hit testing of its new touches, then
    /// `sendEvent`); returns the lines after it.
    private static func opening(
        of step: ScriptStep, _ lines: ArraySlice<TraceSegments.Line>, _ index: SceneIndex, _ lives: TouchLives
    ) throws(TraceSegments.Problem) -> ArraySlice<TraceSegments.Line> {
        var rest = lines
        for change in step.touchChanges where change.phase == .began && lives[change.id]?.ignored != true {
            guard let hitPosition = rest.firstIndex(where: { if case .hit = $0.entry.event { true } else { false } }) else {
                throw .init("touch \(change.id) began but no 'touch \(change.id) hit' line follows")
            }
            let (number, hitEntry) = rest[hitPosition]
            guard case .hit(change.id, let view) = hitEntry.event else {
                throw .init("line \(number) (\(hitEntry.event)) comes where touch \(change.id)'s hit line should")
            }
            let found = try HitTestingShape.found(rest[..<hitPosition], touch: change.id, index)
            if found != view {
                throw .init("line \(number) says touch \(change.id) hit \(view ?? "nil"), but hit testing returned \(found ?? "nil")")
            }
            rest = rest[(hitPosition + 1)...]
            // An engine with tap counts writes one next, for a touch bound to a view (TD-09).
            if let (number, entry) = rest.first, case .tapCount(let touch, _) = entry.event {
                guard touch == change.id, view != nil else {
                    throw .init("line \(number) (\(entry.event)) follows the hit of touch \(change.id)")
                }
                rest = rest.dropFirst()
            }
        }
        let changed = step.touchChanges.map(\.id).filter { lives[$0]?.ignored != true }
        while let (number, entry) = rest.first, case .sendEvent(_, let touches) = entry.event {
            guard !touches.isEmpty, touches.allSatisfy(changed.contains) else {
                throw .init("line \(number) (\(entry.event)) names a touch its event does not carry (TD-02)")
            }
            rest = rest.dropFirst()
        }
        return rest
    }

    /// TD-07: each `location` line follows a `touches` line, or another `location` line, of the
    /// same responder, for a touch of its set, ascending.
    private static func checkLocations(_ lines: [TraceSegments.Line]) throws(TraceSegments.Problem) {
        var group: (responder: String, touches: [Int], last: Int?)?
        for (number, entry) in lines {
            switch entry.event {
            case .touches(_, let responder, let touches):
                group = (responder, touches, nil)
            case .touchLocation(let responder, let touch, _, _):
                guard let current = group, current.responder == responder, current.touches.contains(touch), (current.last ?? .min) < touch
                else {
                    throw .init("line \(number) (\(entry.event)) does not follow a touches line of \(responder) for touch \(touch) (TD-07)")
                }
                group?.last = touch
            default:
                group = nil
            }
        }
    }
}
