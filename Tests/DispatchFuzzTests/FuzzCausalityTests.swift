import DispatchFuzz
import DispatchModel
import Foundation
import ReferenceEngine
import Testing

@testable import DispatchHarness

/// View V (handling touches, first-responder capable, handling shakes) with a long press of
/// 100 ms inside window w, which handles touches too: a touch held past the long press's timer,
/// a first-responder call and a shake between, the app ignoring events for a second touch, and
/// V removed while a third touch is down on it.
let timelineScenario: Scenario = {
    var view = ViewSpec(
        id: "V", frame: Rect(x: 0, y: 0, width: 200, height: 200), touches: TouchHandling(all: .handle),
        gestureRecognizers: [
            GestureRecognizerSpec(
                id: "press", kind: .longPress(taps: 0, touches: 1, minimumPressDuration: 100, allowableMovement: 10),
                cancelsTouchesInView: false)
        ])
    view.responder = ResponderTraits(canBecomeFirstResponder: true, motion: .handle)
    let window = WindowSpec(
        view: ViewSpec(id: "w", frame: Rect(x: 0, y: 0, width: 390, height: 844), touches: TouchHandling(all: .handle), subviews: [view]))
    return Scenario(
        scene: Scene(windows: [window]),
        script: [
            .touch(1, .began, Point(x: 50, y: 50), at: 0), ScriptStep(at: 50, action: .becomeFirstResponder(id: "V")),
            .touch(1, .moved, Point(x: 52, y: 50), at: 150), .touch(1, .ended, Point(x: 52, y: 50), at: 200),
            ScriptStep(at: 250, action: .motion(.began)), ScriptStep(at: 260, action: .motion(.ended)),
            ScriptStep(at: 300, action: .beginIgnoringInteractionEvents), .touch(2, .began, Point(x: 60, y: 60), at: 310),
            .touch(2, .ended, Point(x: 60, y: 60), at: 320), ScriptStep(at: 330, action: .endIgnoringInteractionEvents),
            .touch(3, .began, Point(x: 70, y: 70), at: 400), ScriptStep(at: 410, action: .mutateView(.removeFromSuperview, id: "V")),
            .touch(3, .ended, Point(x: 70, y: 70), at: 420),
        ])
}()

@Test func theTimelineScenarioHoldsEveryInvariant() throws {
    let trace = try ReferenceEngine().run(timelineScenario)
    #expect(findingKinds(trace, scenario: timelineScenario) == [], "\(trace.lines)")
    let lines = trace.entries.map { "@\($0.time) \($0.event)" }
    #expect(lines.contains("@100 gesture press possible -> began"), "the long press's timer fires between steps")
    #expect(lines.contains("@50 becomeFirstResponder V -> true") && lines.contains("@260 motionEnded V shake"))
    #expect(lines.contains("@410 touchesCancelled V [3]"))
}

@Test(
    "an event before its cause, or after its touch stopped, is a causality violation",
    arguments: [
        ("timer line without a timer", "no timer can cause it"), ("call result out of order", "script step 2 is @50"),
        ("shake line in a touch event", "cannot follow step 4"), ("recognizer given an unchanged phase", "changes no such touch"),
        ("line before its touch began", "before it began"), ("ignored touch delivered", "(TD-15)"),
        ("moved before the touch moved", "before touch 1 moved (TD-03)"), ("removed touch delivered later", "removal of its view"),
    ])
func causalityOfTimersStepsAndTouches(_ defect: String, _ message: String) throws {
    var scenario = timelineScenario
    let trace = try brokenTrace(timelineScenario) { lines in
        switch defect {
        case "timer line without a timer":
            scenario = Scenario(
                scene: timelineScenario.scene.mappingViews { $0.gestureRecognizers = [] },
                script: Array(timelineScenario.script.prefix(4)))
            lines = try ReferenceEngine().run(scenario).entries.map { "@\($0.time) \($0.event)" }
            lines.append("@300 touchesEnded w [1]")
        case "call result out of order":
            let index = try #require(lines.firstIndex(of: "@50 becomeFirstResponder V -> true"))
            lines.remove(at: index)
            lines.insert("@0 becomeFirstResponder V -> true", at: 1)
        case "shake line in a touch event":
            try replacing("@200 touch 1 ended (52,50)", with: ["@200 touch 1 ended (52,50)", "@200 motionBegan V shake"], in: &lines)
        case "recognizer given an unchanged phase":
            try replacing("@150 recognizer press touchesMoved [1]", with: ["@150 recognizer press touchesEnded [1]"], in: &lines)
        case "line before its touch began":
            try replacing(
                "@50 becomeFirstResponder V -> true", with: ["@0 touchesBegan V [2]", "@50 becomeFirstResponder V -> true"], in: &lines)
        case "ignored touch delivered":
            try replacing("@310 touch 2 began (60,60)", with: ["@310 touch 2 began (60,60)", "@310 touchesBegan V [2]"], in: &lines)
        case "moved before the touch moved":
            try replacing(
                "@50 becomeFirstResponder V -> true", with: ["@0 touchesMoved V [1]", "@50 becomeFirstResponder V -> true"], in: &lines)
        default: try replacing("@420 touch 3 ended (70,70)", with: ["@420 touch 3 ended (70,70)", "@420 touchesEnded V [3]"], in: &lines)
        }
    }
    let finding = FuzzOracle(reference: ScriptedEngine { _ in trace }, profile: .everything).findings(for: scenario).first
    #expect(finding?.kind == .causality, "\(trace.lines)")
    #expect(finding?.message.contains(message) == true, "\(finding?.message ?? "no finding")")
}
