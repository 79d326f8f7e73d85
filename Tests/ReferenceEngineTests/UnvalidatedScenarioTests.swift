import DispatchModel
import Testing

@testable import ReferenceEngine

/// A scenario built in code never went through `lint`. Each scenario here made the engine trap
/// (or hang) before it checked scenarios itself; now `run` and `HitTestOracle(scene:)` throw
/// ``ReferenceEngineError`` with lint's diagnostics, and what passes those checks plays to the end.

let screen = Rect(x: 0, y: 0, width: 390, height: 844)

func oneWindow(_ subviews: [ViewSpec]) -> Scene {
    Scene(windows: [WindowSpec(view: ViewSpec(id: "window", frame: screen, subviews: subviews))])
}

func tap(_ id: Int, at point: Point, from time: Int) -> [ScriptStep] {
    [.touch(id, .began, point, at: time), .touch(id, .ended, point, at: time + 10)]
}

/// The `path: message` lines the engine refuses `scenario` with; empty when it plays it.
func refusal(_ scenario: Scenario) -> [String] {
    do {
        _ = try ReferenceEngine().run(scenario)
        return []
    } catch ReferenceEngineError.invalidScenario(let diagnostics) {
        return diagnostics.map { "\($0.path): \($0.message)" }
    } catch {
        return ["unexpected error: \(error)"]
    }
}

/// A's override tests B first (article 002's `testFirst`); B has a sibling C.
let testFirstScene = oneWindow([
    ViewSpec(
        id: "A", frame: Rect(x: 0, y: 0, width: 200, height: 200), hitTest: .testFirst("B"),
        subviews: [ViewSpec(id: "B", frame: Rect(x: 0, y: 0, width: 50, height: 50))]),
    ViewSpec(id: "C", frame: Rect(x: 200, y: 0, width: 50, height: 50)),
])

/// Was a force unwrap in HitTesting.swift: the target had left A's subtree.
@Test func removingATestFirstTargetIsRefusedNotATrap() {
    let script = [ScriptStep(at: 0, action: .mutateView(.removeFromSuperview, id: "B"))] + tap(1, at: Point(x: 100, y: 100), from: 10)
    #expect(
        refusal(Scenario(scene: testFirstScene, script: script)) == [
            "$.script[0].removeFromSuperview: \"B\" is the testFirst target of \"A\"; a testFirst target must stay a descendant of its view for the whole script (HT-13)"
        ])
}

/// The engine's own guard, for a dispatcher that skipped the checks: the run fails, it does not trap.
@Test func aDispatcherWhoseTestFirstTargetLeftFailsTheRun() {
    var dispatcher = EventDispatcher(scene: testFirstScene)
    let script = [ScriptStep(at: 0, action: .mutateView(.removeFromSuperview, id: "B"))] + tap(1, at: Point(x: 100, y: 100), from: 10)
    #expect(throws: ReferenceEngineError.testFirstTargetOutside(view: "A", target: "B")) { try dispatcher.play(script) }
}

/// Were force unwraps in ViewTree.swift (an unknown target) and HitTesting.swift (a target
/// outside the view).
@Test("a testFirst target that is not below its view is refused", arguments: ["C", "nowhere"])
func misplacedTestFirstTargetIsRefused(_ target: String) {
    var scene = testFirstScene
    scene.windows[0].view.subviews[0].hitTest = .testFirst(target)
    let problem = "hitTest.testFirst: \"\(target)\" is not a descendant of \"A\""
    #expect(
        refusal(Scenario(scene: scene, script: tap(1, at: Point(x: 10, y: 10), from: 0))) == ["$.scene.windows[0].subviews[0].\(problem)"])
    do {
        _ = try HitTestOracle(scene: scene)
        Issue.record("the oracle accepted a scene whose testFirst target is \(target)")
    } catch ReferenceEngineError.invalidScenario(let diagnostics) {
        #expect(diagnostics.map { "\($0.path): \($0.message)" } == ["$.windows[0].subviews[0].\(problem)"])
    } catch {
        Issue.record("unexpected error: \(error)")
    }
}

/// Was an index out of range in `Scene.keyWindowID`.
@Test func aSceneWithoutWindowsIsRefused() {
    let script = [ScriptStep(at: 0, action: .motion(.began)), ScriptStep(at: 10, action: .motion(.ended))]
    #expect(refusal(Scenario(scene: Scene(windows: []), script: script)) == ["$.scene.windows: expected at least one window"])
}

/// Was a trap in `Dictionary(uniqueKeysWithValues:)` when the session indexed its recognizers.
@Test func duplicateRecognizerIDsAreRefused() {
    let tapA = GestureRecognizerSpec(id: "tap", kind: .tap(taps: 1, touches: 1, allowableMovement: 45))
    let scene = oneWindow([
        ViewSpec(id: "A", frame: Rect(x: 0, y: 0, width: 100, height: 100), gestureRecognizers: [tapA]),
        ViewSpec(id: "B", frame: Rect(x: 100, y: 0, width: 100, height: 100), gestureRecognizers: [tapA]),
    ])
    #expect(
        refusal(Scenario(scene: scene, script: tap(1, at: Point(x: 10, y: 10), from: 0))) == [
            "$.scene.windows[0].subviews[1].gestureRecognizers[0].id: duplicate id \"tap\"; first used at $.scene.windows[0].subviews[0].gestureRecognizers[0].id"
        ])
}

/// Was a trap in `Dictionary(uniqueKeysWithValues:)`: the touch was listed twice in the order of touches.
@Test func aTouchThatBeginsTwiceIsRefused() {
    let point = Point(x: 10, y: 10)
    let script = [
        ScriptStep.touch(1, .began, point, at: 0),
        ScriptStep(
            at: 10, action: .touches([TouchChange(id: 1, phase: .began, point: point), TouchChange(id: 2, phase: .began, point: point)])),
        ScriptStep(
            at: 20, action: .touches([TouchChange(id: 1, phase: .ended, point: point), TouchChange(id: 2, phase: .ended, point: point)])),
    ]
    #expect(
        refusal(Scenario(scene: testFirstScene, script: script)) == ["$.script[1].touches[0]: touch 1 begins again while it is still down"])
}

/// Were the preconditions of `VirtualClock.advance(to:)`.
@Test func timeThatGoesBackwardsIsRefused() {
    let backwards = tap(1, at: Point(x: 10, y: 10), from: 10) + tap(2, at: Point(x: 10, y: 10), from: 5)
    #expect(
        refusal(Scenario(scene: testFirstScene, script: backwards)) == [
            "$.script[2].at: time goes backwards: 5 ms after 20 ms", "$.script[3].at: time goes backwards: 15 ms after 20 ms",
        ])
    let negative = tap(1, at: Point(x: 10, y: 10), from: -5)
    #expect(refusal(Scenario(scene: testFirstScene, script: negative)) == ["$.script[0].at: time goes backwards: -5 ms after 0 ms"])
}

/// Was an endless loop in `resolve(_:)`: no order put each pan after the one that prevents it.
@Test func oneWayPreventionInACircleIsRefused() {
    let pans = [
        GestureRecognizerSpec(
            id: "p1", kind: .pan(minimumTouches: 1, maximumTouches: nil), cannotPrevent: ["p2"], cannotBePreventedBy: ["p3"]),
        GestureRecognizerSpec(id: "p2", kind: .pan(minimumTouches: 1, maximumTouches: nil), cannotPrevent: ["p3"]),
        GestureRecognizerSpec(id: "p3", kind: .pan(minimumTouches: 1, maximumTouches: nil)),
    ]
    let scene = oneWindow([ViewSpec(id: "A", frame: Rect(x: 0, y: 0, width: 200, height: 200), gestureRecognizers: pans)])
    let script: [ScriptStep] = [
        .touch(1, .began, Point(x: 100, y: 100), at: 0), .touch(1, .moved, Point(x: 150, y: 100), at: 10),
        .touch(1, .ended, Point(x: 150, y: 100), at: 20),
    ]
    #expect(
        refusal(Scenario(scene: scene, script: script)) == [
            "$.scene: one-way prevention goes round in a circle, \"p1\" -> \"p2\" -> \"p3\" -> \"p1\": each can be prevented by the next but cannot prevent it (GA-05), so no order of recognition puts every one after those that prevent it"
        ])
}

/// Were integer overflows: a timer's due time (a long press's duration) and a control's minimum
/// highlight (CT-15) added to a time near `Int.max`. Lint bounds times, but a scenario built in
/// code may use any; the clock now stops at `Int.max`.
@Test func timesNearTheLargestIntegerDoNotOverflow() throws {
    let press = GestureRecognizerSpec(id: "press", kind: .longPress(taps: 0, touches: 1, minimumPressDuration: 500, allowableMovement: 10))
    var button = ViewSpec(id: "button", kind: .button, frame: Rect(x: 0, y: 300, width: 100, height: 100))
    button.control = ControlSpec()
    let scene = oneWindow([ViewSpec(id: "A", frame: Rect(x: 0, y: 0, width: 100, height: 100), gestureRecognizers: [press]), button])
    let late = Int.max - 100
    let script = tap(1, at: Point(x: 10, y: 10), from: late) + tap(2, at: Point(x: 10, y: 310), from: late + 20)
    let trace = try ReferenceEngine().run(Scenario(scene: scene, script: script))
    let lines = trace.entries.map { "@\($0.time) \($0.event)" }
    #expect(lines.contains("@\(late + 10) gesture press possible -> failed"))
    #expect(lines.last == "@\(Int.max) control button state normal")
}
