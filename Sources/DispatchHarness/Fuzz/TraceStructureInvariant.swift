import DispatchModel

/// Checks that a trace is well formed for its script, whatever the scene's behaviour: no event
/// before its cause, and hit testing shaped as calls and returns can be (`Specs/TRACE-FORMAT.md`,
/// *Ordering*). Precisely:
///
/// 1. Every named object exists in the scene.
/// 2. Times never decrease, and the `input` lines are exactly the script's touch steps, in order,
///    at their times. Every other line follows an input line and has its time (format 1 has no
///    timers, so nothing happens without input).
/// 3. After the input of a `began` touch N: only `hitTest` lines, then exactly one `touch N hit V`
///    line, then (from an engine with tap counts) its tap count when it hit a view, then only delivery lines. After any other phase: no `hitTest` and no `hit` line (HT-02).
/// 4. `hitTest` calls and returns nest; a call at the top is a visible window asked at most once
///    per touch, and any other call is on a direct subview of the innermost open call's view;
///    `pointInside X` happens inside the call of X or of a view whose `testFirst` is X; a return
///    closes the innermost open call, and its result is nil, the view, or one of its descendants.
/// 5. The windows are asked until one returns a view, and the `hit` line names that view (nil
///    when all return nil).
/// 6. Delivery lines are about the touch and phase of their input (`touchesMoved X [N]` after
///    `touch N moved`), `dropped` comes last, and a touch that hit nil is delivered to nobody.
public enum TraceStructureInvariant {
    /// The first problem found, as a finding about `engine`; nil when the trace is well formed.
    public static func violation(of trace: Trace, for scenario: Scenario, engine: String) -> FuzzFinding? {
        let index = SceneIndex(scenario.scene)
        let known = Expectation.objectIDs(of: scenario.scene)
        for (number, entry) in trace.entries.enumerated() {
            if let unknown = entry.event.namedObjects.first(where: { !known.contains($0) }) {
                return FuzzFinding(
                    .unknownObject, engine: engine, "line \(number + 1) (\(entry.event)) names \(unknown), which is not in the scene")
            }
        }
        do {
            try check(trace, scenario, index)
            return nil
        } catch {
            return FuzzFinding(.causality, engine: engine, error.message)
        }
    }

    /// One input line and the lines that follow it, up to the next input line.
    private struct Segment {
        var input: TraceEntry
        var lines: [(number: Int, entry: TraceEntry)] = []
    }

    private struct Problem: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    private static func check(_ trace: Trace, _ scenario: Scenario, _ index: SceneIndex) throws(Problem) {
        var segments: [Segment] = []
        var previousTime = 0
        for (number, entry) in trace.entries.enumerated() {
            if entry.time < previousTime { throw Problem("line \(number + 1) (\(entry.event)) goes back in time to @\(entry.time)") }
            previousTime = entry.time
            if case .input = entry.event {
                segments.append(Segment(input: entry))
            } else if segments.isEmpty {
                throw Problem("line \(number + 1) (\(entry.event)) comes before any input line")
            } else {
                segments[segments.count - 1].lines.append((number + 1, entry))
            }
        }
        let steps: [(at: Int, event: TraceEvent)] = scenario.script.flatMap { step in
            step.touchChanges.map { (step.at, TraceEvent.input(touch: $0.id, phase: $0.phase, point: $0.point)) }
        }
        for (number, step) in steps.enumerated() {
            guard number < segments.count else { throw Problem("the script's touch step \(number + 1) (\(step.event)) has no input line") }
            let input = segments[number].input
            guard input.event == step.event, input.time == step.at else {
                throw Problem(
                    "input line \(number + 1) is @\(input.time) \(input.event), but the script's step is @\(step.at) \(step.event)")
            }
        }
        if segments.count > steps.count {
            throw Problem("input line \(steps.count + 1) (\(segments[steps.count].input.event)) is not in the script")
        }
        var bound: [Int: String?] = [:]
        for segment in segments {
            guard case .input(let touch, let phase, let point) = segment.input.event else { continue }
            for (number, entry) in segment.lines where entry.time != segment.input.time {
                throw Problem("line \(number) (\(entry.event)) is at @\(entry.time), but its input line is at @\(segment.input.time)")
            }
            var delivery = segment.lines[...]
            if phase == .began {
                guard let hitPosition = segment.lines.firstIndex(where: { if case .hit = $0.entry.event { true } else { false } }) else {
                    throw Problem("touch \(touch) began but no 'touch \(touch) hit' line follows")
                }
                let (number, hitEntry) = segment.lines[hitPosition]
                guard case .hit(let hitTouch, let view) = hitEntry.event, hitTouch == touch else {
                    throw Problem("line \(number) (\(hitEntry.event)) follows the input of touch \(touch)")
                }
                let found = try hitTesting(segment.lines[..<hitPosition], touch: touch, at: point, index)
                if found != view {
                    throw Problem("line \(number) says touch \(touch) hit \(view ?? "nil"), but hit testing returned \(found ?? "nil")")
                }
                bound[touch] = view
                delivery = segment.lines[(hitPosition + 1)...]
                // An engine with tap counts writes one next, for a touch bound to a view (TD-09).
                if let (number, entry) = delivery.first, case .tapCount(let countTouch, _) = entry.event {
                    guard countTouch == touch, view != nil else {
                        throw Problem("line \(number) (\(entry.event)) follows the hit of touch \(touch)")
                    }
                    delivery = delivery.dropFirst()
                }
            }
            try checkDelivery(delivery, touch: touch, phase: phase, bound: bound[touch] ?? nil)
        }
    }

    /// Checks the hit-testing lines of one began touch; returns the view found.
    private static func hitTesting(
        _ lines: ArraySlice<(number: Int, entry: TraceEntry)>, touch: Int, at point: Point, _ index: SceneIndex
    ) throws(Problem) -> String? {
        var open: [String] = []
        var asked: Set<String> = []
        var found: String?
        for (number, entry) in lines {
            let line = "line \(number) (\(entry.event))"
            switch entry.event {
            case .hitTestCall(let view):
                if let parent = open.last {
                    guard index.superviews[view] == parent else {
                        throw Problem("\(line) is not a subview of \(parent), whose hitTest is open")
                    }
                } else {
                    guard let window = index.windows[view] else { throw Problem("\(line) asks a view that is not a window first") }
                    guard !window.view.hidden else { throw Problem("\(line) asks a hidden window (HT-17)") }
                    guard found == nil else { throw Problem("\(line) asks another window after one returned \(found ?? "nil") (HT-17)") }
                    guard asked.insert(view).inserted else { throw Problem("\(line) asks window \(view) twice for touch \(touch)") }
                }
                open.append(view)
            case .pointInside(let view, _):
                guard let current = open.last, current == view || index.views[current]?.hitTest == .testFirst(view) else {
                    throw Problem("\(line) is outside hitTest of \(view) (innermost open: \(open.last ?? "none"))")
                }
            case .hitTestReturn(let view, let result):
                guard open.last == view else { throw Problem("\(line) does not close the innermost open hitTest (\(open.last ?? "none"))") }
                open.removeLast()
                if let result, result != view, !index.isDescendant(result, of: view) {
                    throw Problem("\(line) returns \(result), which is neither \(view) nor below it")
                }
                if open.isEmpty { found = result }
            default:
                throw Problem("\(line) comes between the input of touch \(touch) and its hit line; only hitTest lines may")
            }
        }
        if let view = open.last { throw Problem("hitTest \(view) never returns before touch \(touch)'s hit line") }
        return found
    }

    /// Checks the delivery lines of one touch event.
    private static func checkDelivery(
        _ lines: ArraySlice<(number: Int, entry: TraceEntry)>, touch: Int, phase: TouchPhase, bound: String?
    ) throws(Problem) {
        for (position, (number, entry)) in lines.enumerated() {
            let line = "line \(number) (\(entry.event))"
            switch entry.event {
            case .touches(let linePhase, _, let touches), .dropped(let linePhase, let touches):
                guard bound != nil else { throw Problem("\(line): touch \(touch) hit no view, so nothing is delivered") }
                guard linePhase == phase, touches == [touch] else {
                    throw Problem("\(line) follows the input 'touch \(touch) \(phase.rawValue)'")
                }
                if case .dropped = entry.event, position != lines.count - 1 { throw Problem("\(line) is not the last line of its event") }
            case .touchLocation(_, let locationTouch, _, _):
                let previous = position > 0 ? lines[lines.startIndex + position - 1].entry.event : nil
                let followsTouches: Bool =
                    switch previous {
                    case .touches?, .touchLocation?: true
                    default: false
                    }
                guard locationTouch == touch, followsTouches else {
                    throw Problem("\(line) does not follow a touches line of touch \(touch) (TD-07)")
                }
            default:
                throw Problem("\(line) comes after the hit testing of its event (HT-02, HT-22)")
            }
        }
    }
}
