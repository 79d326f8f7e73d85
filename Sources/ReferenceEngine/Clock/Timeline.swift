import DispatchModel

/// Virtual time and what happens on it: the clock with its timers, and the trace being written.
///
/// **When it is used:** by every component that writes a line or starts a timer; the dispatcher
/// alone moves the time (``nextTimer(dueBy:)``, ``advance(to:)``).
/// **What it may change:** the trace, its annotations, the timers, and the run's first failure.
/// **What it never changes:** the scene's objects; of views and recognizers it knows only their
/// names, by index, to write their lines.
struct Timeline {
    /// Timers, and the virtual time now: moved only by ``nextTimer(dueBy:)`` and ``advance(to:)``.
    private var clock = VirtualClock<TimerPayload>()
    /// Whether events are written to the trace (an oracle query records nothing, and a run stops
    /// recording once its trace reaches ``maximumLines``); hot paths test it before building an event.
    private(set) var recording: Bool
    /// The most lines the trace may hold (``ReferenceEngine/maximumTraceLines``): the line past it
    /// is the run's failure, and nothing more is written (issue 29).
    let maximumLines: Int
    /// Where the script is, for the failure that names where the trace reached its limit.
    var position = ScriptPosition(step: 0, timer: false)
    /// The trace written so far.
    private(set) var trace = Trace()
    /// The number of lines of ``trace``, counted here: asking the trace is a call into another
    /// module on every line.
    private var lines = 0
    /// The rule ids of each trace entry, when the run was asked for them (``RuleAnnotatingEngine``);
    /// nil otherwise, so that an ordinary run builds no annotation at all.
    private(set) var annotations: [[String]]?
    /// The trace's numbers of the views' names, by view index (``nameObjects(views:recognizers:)``).
    private var viewNames: [UInt32] = []
    /// The trace's numbers of the recognizers' names, by recognizer index.
    private var recognizerNames: [UInt32] = []
    /// A problem that makes the run's trace meaningless; thrown when the step ends.
    private(set) var failure: ReferenceEngineError?

    /// A timeline at time 0; `annotating` keeps the rules of each entry (``annotations``); the
    /// trace holds at most `maximumLines` lines.
    init(recording: Bool, annotating: Bool = false, maximumLines: Int = ReferenceEngine.defaultMaximumTraceLines) {
        self.recording = recording
        self.annotations = annotating ? [] : nil
        self.maximumLines = maximumLines
    }

    /// The current virtual time.
    var now: Int { clock.now }

    /// The next timer due at or before `time`, removed, with the time moved to when it is due
    /// (TD-10: a timer is an event of its own, at its own time); nil when none is due by then.
    mutating func nextTimer(dueBy time: Int) -> TimerPayload? { clock.popDue(notAfter: time) }

    /// Moves the time forward to a script step's time; every timer due by then has fired.
    mutating func advance(to time: Int) { clock.advance(to: time) }

    /// Records an event at the current virtual time, with the rules that made it happen.
    mutating func emit(_ event: borrowing TraceEvent, because rules: StaticString) {
        guard admits(because: rules) else { return }
        // TD-10: every line carries the virtual time of the event or timer that caused it.
        trace.append(event, at: clock.now)
    }

    /// Whether a line may be written now: the timeline records and the trace is under its limit.
    /// Keeps the line's rules when annotating.
    private mutating func admits(because rules: StaticString) -> Bool {
        guard recording else { return false }
        // Issue 29: the line past the limit ends the recording; the dispatcher throws when the
        // event or timer ends, so no trace larger than the limit is ever built.
        guard lines < maximumLines else {
            report(.traceTooLong(limit: maximumLines, step: position.step, time: clock.now, timer: position.timer))
            recording = false
            return false
        }
        lines += 1
        annotations?.append(rules.description.split(separator: " ").map(String.init))
        return true
    }

    // The lines written most (a hit test writes three per view it visits, a recognizer two per
    // event), by view or recognizer index: the trace numbered the scene's names once
    // (``nameObjects(views:recognizers:)``), so these build no event and look up no name.

    /// Numbers the scene's views' and recognizers' names in the trace, in index order, for the
    /// indexed lines below. Called once, before the first line.
    mutating func nameObjects(views: [String], recognizers: [String]) {
        guard recording else { return }
        viewNames = views.map { trace.entries.nameNumber($0) }
        recognizerNames = recognizers.map { trace.entries.nameNumber($0) }
    }

    /// `hitTest A`, `A` the view at `view`.
    mutating func emitHitTestCall(view: Int, because rules: StaticString) {
        guard admits(because: rules) else { return }
        trace.entries.appendHitTestCall(view: viewNames[view], at: clock.now)
    }

    /// `pointInside A -> result`.
    mutating func emitPointInside(view: Int, result: Bool, because rules: StaticString) {
        guard admits(because: rules) else { return }
        trace.entries.appendPointInside(view: viewNames[view], result: result, at: clock.now)
    }

    /// `hitTest A -> C` or `hitTest A -> nil`.
    mutating func emitHitTestReturn(view: Int, result: Int?, because rules: StaticString) {
        guard admits(because: rules) else { return }
        trace.entries.appendHitTestReturn(view: viewNames[view], result: result.map { viewNames[$0] }, at: clock.now)
    }

    /// `gesture R from -> to`, `R` the recognizer at `recognizer`.
    mutating func emitGesture(recognizer: Int, from: GestureState, to: GestureState, because rules: StaticString) {
        guard admits(because: rules) else { return }
        trace.entries.appendGesture(recognizer: recognizerNames[recognizer], from: from, to: to, at: clock.now)
    }

    /// `recognizer R touchesBegan [1]`.
    mutating func emitRecognizerTouches(recognizer: Int, phase: TouchPhase, touches: [Int], because rules: StaticString) {
        guard admits(because: rules) else { return }
        trace.entries.appendRecognizerTouches(recognizer: recognizerNames[recognizer], phase: phase, touches: touches, at: clock.now)
    }

    /// Makes room for the trace of a script of `steps` steps, at the typical eight lines a step
    /// (the corpus averages fewer): growing the trace by doubling copied every entry written so
    /// far, a large share of a long run's time.
    mutating func reserveTrace(forSteps steps: Int) {
        guard recording else { return }
        trace.entries.reserveCapacity(min(min(steps, 1 << 17) * 8, maximumLines))
    }

    /// Keeps the first problem of the run; later ones follow from it.
    mutating func report(_ problem: ReferenceEngineError) {
        if failure == nil { failure = problem }
    }

    /// Starts a timer `delay` milliseconds from now; returns its sequence for ``cancel(_:)``.
    mutating func schedule(after delay: Int, _ payload: TimerPayload) -> Int {
        clock.schedule(at: clock.now.saturatingAdding(delay), payload)
    }

    /// Starts a timer due at `time` (never earlier than now).
    mutating func schedule(at time: Int, _ payload: TimerPayload) -> Int {
        clock.schedule(at: time, payload)
    }

    /// Cancels a timer that has not fired.
    mutating func cancel(_ sequence: Int) { clock.cancel(sequence) }
}

/// Where a run is in its script: playing step `step`, or firing a timer due before it (`timer`);
/// `step` nil is after the last step, where only timers fire.
struct ScriptPosition {
    /// The index of the step being played or next to be played; nil after the last step.
    var step: Int?
    /// Whether a timer is firing rather than the step itself.
    var timer: Bool
}

/// What a timer of the run is for: each is an event of its own when it fires.
enum TimerPayload {
    /// A recognizer's own timer (a long press's duration, a tap's deadlines), by recognizer index.
    case recognizer(Int, timer: RecognizerTimer)
    /// The end of a control's minimum highlight (CT-15), by view index.
    case unhighlight(Int)
}
