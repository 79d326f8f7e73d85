import DispatchModel
import Testing

@testable import ReferenceEngine

// Issue 29, item 4: a run whose trace would exceed the engine's limit ends with an error naming
// the limit, the lines reached and the script step, and stops there instead of building the trace.

/// `depth` nested views that each log every touch phase and call super, touched once and moved
/// `moves` times, step `n` at `n` ms: every event writes a `touches` and a `location` line per
/// view, so a scene of a few kilobytes writes about `2 × depth × moves` lines — the shape of issue
/// 29's 1.1 MB fixture that produced 10 million lines.
func chattyChain(depth: Int, moves: Int) -> Scenario {
    let frame = Rect(x: 0, y: 0, width: 300, height: 300)
    var view = ViewSpec(id: "v\(depth - 1)", frame: frame, touches: TouchHandling(all: .handleAndCallSuper))
    for level in stride(from: depth - 2, through: 0, by: -1) {
        view = ViewSpec(id: "v\(level)", frame: frame, touches: TouchHandling(all: .handleAndCallSuper), subviews: [view])
    }
    var script = [ScriptStep.touch(1, .began, Point(x: 10, y: 10), at: 0)]
    for move in 1...moves { script.append(.touch(1, .moved, Point(x: 10 + Double(move) / 100, y: 10), at: move)) }
    script.append(.touch(1, .ended, Point(x: 10 + Double(moves) / 100, y: 10), at: moves + 1))
    return Scenario(scene: oneWindow([view]), script: script)
}

@Test func aTraceAtTheLimitPlaysAndOneLinePastItStopsAtTheStepOfThatLine() throws {
    let scenario = chattyChain(depth: 20, moves: 30)
    let full = try ReferenceEngine().run(scenario)
    let lines = full.entries.count
    #expect(lines > 600)
    #expect(try ReferenceEngine(maximumTraceLines: lines).run(scenario) == full)
    // Step n is at n ms and the scene has no timers, so a line's time is its step.
    let last = full.entries[lines - 1].time
    #expect(throws: ReferenceEngineError.traceTooLong(limit: lines - 1, step: last, time: last, timer: false)) {
        try ReferenceEngine(maximumTraceLines: lines - 1).run(scenario)
    }
    let step = full.entries[100].time
    #expect(throws: ReferenceEngineError.traceTooLong(limit: 100, step: step, time: step, timer: false)) {
        try ReferenceEngine(maximumTraceLines: 100).run(scenario)
    }
    #expect(throws: ReferenceEngineError.traceTooLong(limit: 100, step: step, time: step, timer: false)) {
        try ReferenceEngine(maximumTraceLines: 100).runAnnotated(scenario)
    }
}

@Test func theErrorNamesTheLimitTheLinesReachedAndTheStep() {
    let error = ReferenceEngineError.traceTooLong(limit: 100, step: 3, time: 3, timer: false)
    #expect(
        error.description
            == "the trace reached 101 lines, beyond the reference engine's limit of 100 lines (maximumTraceLines), at script[3] at 3 ms; the run stopped there"
    )
    #expect(
        ReferenceEngineError.traceTooLong(limit: 5, step: 2, time: 400, timer: true).description
            == "the trace reached 6 lines, beyond the reference engine's limit of 5 lines (maximumTraceLines), at a timer before script[2] at 400 ms; the run stopped there"
    )
    #expect(
        ReferenceEngineError.traceTooLong(limit: 5, step: nil, time: 400, timer: true).description.contains(
            "at a timer after the last step of the script at 400 ms")
    )
}

/// About ten million lines unbounded; with a limit of 10,000 the run ends within the first
/// steps, in a fraction of a second, which it could not if it built the trace first.
@Test func aRunThatWouldWriteMillionsOfLinesStopsAtTheLimitWithinTheFirstSteps() throws {
    let scenario = chattyChain(depth: 250, moves: 20_000)
    let clock = ContinuousClock()
    let start = clock.now
    do {
        _ = try ReferenceEngine(maximumTraceLines: 10_000).run(scenario)
        Issue.record("the run did not stop at its limit")
    } catch ReferenceEngineError.traceTooLong(let limit, let step, _, let timer) {
        #expect(limit == 10_000)
        #expect(!timer)
        // Each move writes 500 lines; the first touch, with its hit testing, a few hundred more.
        #expect((step ?? .max) < 25, "stopped at script[\(step.map(String.init) ?? "end")]")
    }
    #expect(clock.now - start < .seconds(20), "the run went on past its limit")
}

/// A timer's lines past the limit name the timer and the step it came before, or the end of the
/// script: a double tap's failure 350 ms after a single lift (GR-TAP-03).
@Test func aTimerPastTheLimitIsNamedWithTheStepItCameBefore() throws {
    var view = ViewSpec(id: "V", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view.gestureRecognizers = [GestureRecognizerSpec(id: "doubleTap", kind: .tap(taps: 2, touches: 1, allowableMovement: 45))]
    let tapOnce = tap(1, at: Point(x: 50, y: 50), from: 0)
    for script in [tapOnce, tapOnce + [ScriptStep(at: 2_000, action: .wait)]] {
        let scenario = Scenario(scene: oneWindow([view]), script: script)
        let full = try ReferenceEngine().run(scenario)
        let byTheLift = full.entries.filter { $0.time <= 10 }.count
        try #require(byTheLift < full.entries.count, "the double tap fails in a timer")
        let time = full.entries[byTheLift].time
        let step = script.count == 2 ? nil : 2
        #expect(throws: ReferenceEngineError.traceTooLong(limit: byTheLift, step: step, time: time, timer: true)) {
            try ReferenceEngine(maximumTraceLines: byTheLift).run(scenario)
        }
    }
}

/// The default is far above the corpus's longest trace (119 lines) and `dispatch-bench`'s longest
/// scenario (184,400 lines, a 100-deep chain with 100 recognizers and 200 touches), and below
/// the 10 million lines that issue 29 saw.
@Test func theDefaultLimitIsAMillionLines() {
    #expect(ReferenceEngine.defaultMaximumTraceLines == 1_000_000)
    #expect(ReferenceEngine().maximumTraceLines == ReferenceEngine.defaultMaximumTraceLines)
}
