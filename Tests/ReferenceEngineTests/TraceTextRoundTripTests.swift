import DispatchHarness
import DispatchModel
import ReferenceEngine
import Testing

/// The reference engine's trace is the trace its text describes: parsing the lines back gives the
/// same entries. An engine compared entry by entry with another (`fuzz --engine-command`, where
/// the other's trace arrives as text) must not differ in what the text cannot show.
@Test func everyCorpusTraceEqualsItsParsedText() throws {
    let engine = ReferenceEngine()
    for fixture in corpusForDeterminism.fixtures {
        let trace = try engine.run(fixture.scenario)
        #expect(try Trace(parsingLines: trace.lines) == trace, "\(fixture.id)")
    }
}

/// Found by `fuzz --engine-command` comparing the reference with itself through `serve`: two
/// touches beginning in one event, listed with the higher id first, reached their view's chain as
/// `[2,1]` in process but `[1,2]` as text.
@Test func touchesOfOneMessageAreWrittenAsAnAscendingSet() throws {
    var view = ViewSpec(id: "v", frame: Rect(x: 0, y: 0, width: 200, height: 200), touches: .init(all: .handle))
    view.multipleTouchEnabled = true
    let scenario = Scenario(
        scene: Scene(windows: [WindowSpec(view: ViewSpec(id: "w", frame: Rect(x: 0, y: 0, width: 390, height: 844), subviews: [view]))]),
        script: [
            ScriptStep(
                at: 0,
                action: .touches([
                    TouchChange(id: 2, phase: .began, point: Point(x: 10, y: 10)),
                    TouchChange(id: 1, phase: .began, point: Point(x: 20, y: 20)),
                ])),
            ScriptStep(
                at: 10,
                action: .touches([
                    TouchChange(id: 2, phase: .ended, point: Point(x: 10, y: 10)),
                    TouchChange(id: 1, phase: .ended, point: Point(x: 20, y: 20)),
                ])),
        ])
    let trace = try ReferenceEngine().run(scenario)
    #expect(trace.entries.contains { $0.event == .touches(phase: .began, responder: "v", touches: [1, 2]) })
    #expect(trace.entries.contains { $0.event == .touches(phase: .ended, responder: "v", touches: [1, 2]) })
    #expect(try Trace(parsingLines: trace.lines) == trace)
}
