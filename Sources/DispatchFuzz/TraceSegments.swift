import DispatchModel

/// A trace cut along its script: each step that opens its event with a line of its own (a touch
/// step's input lines, `systemCancel`, `hide V`, `motion began`, a first-responder call's result,
/// a `sendAction` or `targetForAction` line; ``TraceEvent/isStepMarker``) starts a segment, which
/// runs to the next such step. A segment holds that step's lines, the lines of the steps without
/// a line of their own that come before the next (`wait`, a recognizer's `enabled`), and the lines
/// of the timers that fire before the next.
///
/// Cutting checks what makes the cut possible (`Specs/TRACE-FORMAT.md`, "Lines and time",
/// "Ordering"; `Specs/RUNNING.md`, "Time"): times never decrease; the marker lines are exactly the
/// script's, in order, at the steps' times; a `touches` step's input lines come first and together.
struct TraceSegments {
    /// A numbered line of the trace (numbers from 1).
    typealias Line = (number: Int, entry: TraceEntry)

    /// One step's event and what follows it up to the next step with a marker.
    struct Segment {
        /// The index of the step in the script; nil for the lines before the first marker.
        var step: Int?
        /// The step's time (0 before the first marker).
        var time: Int
        /// The step's marker lines.
        var markers: [Line] = []
        /// The lines after the markers.
        var lines: [Line] = []
        /// The times of the steps without a marker of their own that fall in this segment and can
        /// cause lines (a recognizer enabled or disabled, GR-12).
        var silentStepTimes: [Int] = []
    }

    /// A trace that cannot be cut along its script.
    struct Problem: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// The segments, in trace order: the lines before the first marker first.
    let segments: [Segment]

    /// Cuts `trace` along `script`.
    init(_ trace: Trace, script: [ScriptStep]) throws(Problem) {
        var segments = [Segment(step: nil, time: 0)]
        var expected: [(step: Int, event: TraceEvent)] = []
        for (index, step) in script.enumerated() { expected += Self.markers(of: step).map { (index, $0) } }
        var position = 0
        var previousTime = 0
        for (offset, entry) in trace.entries.enumerated() {
            let line = (offset + 1, entry)
            if entry.time < previousTime { throw Problem("line \(offset + 1) (\(entry.event)) goes back in time to @\(entry.time)") }
            previousTime = entry.time
            guard entry.event.isStepMarker else {
                segments[segments.count - 1].lines.append(line)
                continue
            }
            guard position < expected.count else { throw Problem("line \(offset + 1) (\(entry.event)) is not the line of a script step") }
            let (step, event) = expected[position]
            guard Self.matches(entry.event, event), entry.time == script[step].at else {
                throw Problem(
                    "line \(offset + 1) is @\(entry.time) \(entry.event), but script step \(step + 1) is @\(script[step].at) \(event)")
            }
            position += 1
            if segments[segments.count - 1].step == step {
                guard segments[segments.count - 1].lines.isEmpty else {
                    throw Problem("line \(offset + 1) (\(entry.event)): the input lines of one event come first, together")
                }
            } else {
                segments.append(Segment(step: step, time: script[step].at))
            }
            segments[segments.count - 1].markers.append(line)
        }
        if position < expected.count {
            let (step, event) = expected[position]
            throw Problem("script step \(step + 1) (@\(script[step].at) \(event)) has no line in the trace")
        }
        // Steps without a marker belong to the segment of the last marked step before them.
        var segment = 0
        for (index, step) in script.enumerated() {
            while segment + 1 < segments.count, let next = segments[segment + 1].step, next <= index { segment += 1 }
            if case .setRecognizerEnabled = step.action { segments[segment].silentStepTimes.append(step.at) }
        }
        self.segments = segments
    }

    /// Every line in trace order with the index of its segment, markers included.
    var lines: [(segment: Int, line: Line)] {
        segments.indices.flatMap { index in (segments[index].markers + segments[index].lines).map { (index, $0) } }
    }

    /// The script step whose segment holds the line, or -1 before the first marker.
    func step(ofSegment segment: Int) -> Int { segments[segment].step ?? -1 }

    /// The marker lines a step writes; the result of a first-responder or action call is left to
    /// the engine (``matches(_:_:)`` ignores it).
    static func markers(of step: ScriptStep) -> [TraceEvent] {
        switch step.action {
        case .touch, .touches: step.touchChanges.map { .input(touch: $0.id, phase: $0.phase, point: $0.point) }
        case .wait, .setRecognizerEnabled: []
        case .systemCancel: [.systemCancel]
        case .beginIgnoringInteractionEvents: [.ignoringInteractionEvents(begin: true)]
        case .endIgnoringInteractionEvents: [.ignoringInteractionEvents(begin: false)]
        case .mutateView(let mutation, let id): [.viewMutation(mutation, view: id)]
        case .setAlpha(let id, let alpha): [.setAlpha(view: id, alpha: alpha)]
        case .setClipsToBounds(let id, let clips): [.setClipsToBounds(view: id, value: clips)]
        case .setControlEnabled(let id, let enabled): [.setControlEnabled(control: id, enabled: enabled)]
        case .motion(let phase): [.motionInput(phase: phase)]
        case .remoteControl(let subtype): [.remoteControlInput(subtype: subtype)]
        case .becomeFirstResponder(let id): [.becomeFirstResponder(responder: id, result: false)]
        case .resignFirstResponder(let id): [.resignFirstResponder(responder: id, result: false)]
        case .sendAction(let action, let from): [.sendAction(name: action, sender: from, receiver: nil)]
        case .targetForAction(let action, let from): [.targetForAction(name: action, responder: from, result: nil)]
        }
    }

    /// A step in words, for findings: `@20 touch 1 ended (245,932)`, `@10 wait`.
    static func describe(_ step: ScriptStep) -> String {
        let what: String
        switch step.action {
        case .wait: what = "wait"
        case .setRecognizerEnabled(let id, let enabled): what = "recognizer \(id) enabled \(enabled)"
        case .becomeFirstResponder(let id): what = "becomeFirstResponder \(id)"
        case .resignFirstResponder(let id): what = "resignFirstResponder \(id)"
        case .sendAction(let action, let from): what = "sendAction \(action) from \(from)"
        case .targetForAction(let action, let from): what = "targetForAction \(action) from \(from)"
        default: what = markers(of: step).map(\.description).joined(separator: ", ")
        }
        return "@\(step.at) \(what)"
    }

    /// Whether `line` is the marker `expected`, whatever result a call line gives.
    static func matches(_ line: TraceEvent, _ expected: TraceEvent) -> Bool {
        switch (line, expected) {
        case (.becomeFirstResponder(let a, _), .becomeFirstResponder(let b, _)),
            (.resignFirstResponder(let a, _), .resignFirstResponder(let b, _)):
            a == b
        case (.sendAction(let a, let x, _), .sendAction(let b, let y, _)),
            (.targetForAction(let a, let x, _), .targetForAction(let b, let y, _)):
            a == b && x == y
        default:
            line == expected
        }
    }
}
