import DispatchModel
import Testing

@testable import ReferenceEngine

/// The rules settled in issue 26, item 4 (`DECISIONS.md` 49–52), played through whole scenes.

/// Each entry as `@time event`, so that a test can look for one at its time.
func timedLines(_ trace: Trace) -> [String] {
    trace.entries.map { "@\($0.time) \($0.event)" }
}

/// P (50,100,300,300) with `recognizer` ⊃ slider L (20,100,200,40), value 50 of 0…100.
func sliderUnder(_ recognizer: GestureRecognizerSpec) -> Scene {
    let slider = ViewSpec(
        id: "L", kind: .slider, frame: Rect(x: 20, y: 100, width: 200, height: 40),
        control: ControlSpec(slider: SliderSpec(value: 50, minimumValue: 0, maximumValue: 100)))
    return oneWindow([
        ViewSpec(id: "P", frame: Rect(x: 50, y: 100, width: 300, height: 300), gestureRecognizers: [recognizer], subviews: [slider])
    ])
}

func drag(to point: Point) -> [ScriptStep] {
    [.touch(1, .began, Point(x: 170, y: 220), at: 0), .touch(1, .moved, point, at: 50), .touch(1, .ended, point, at: 100)]
}

@Test func sliderRefusesAnAncestorPanAlongItsTrackAndKeepsTheTouch() throws {
    let trace = try ReferenceEngine().run(
        Scenario(
            scene: sliderUnder(.init(id: "pan", kind: .pan(minimumTouches: 1, maximumTouches: nil))),
            script: drag(to: Point(x: 195, y: 220))))
    let lines = timedLines(trace)
    #expect(lines.contains("@50 gesture pan possible -> failed"))
    #expect(lines.contains("@100 control L touchUpInside"))
    #expect(!lines.contains { $0.hasSuffix("control L touchCancel") })
}

@Test func sliderLetsAnAncestorPanAcrossItsTrackBeginUnlessTheAlternativeRefusesEverything() throws {
    let scenario = Scenario(
        scene: sliderUnder(.init(id: "pan", kind: .pan(minimumTouches: 1, maximumTouches: nil))), script: drag(to: Point(x: 185, y: 240)))
    let reference = timedLines(try ReferenceEngine().run(scenario))
    #expect(reference.contains("@50 gesture pan possible -> began"))
    #expect(reference.contains("@50 control L touchCancel"))
    var choices = EngineChoices.reference
    choices.sliderRefusesOnlyAlongItsTrack = false
    let alternative = timedLines(try ReferenceEngine(choices: choices).run(scenario))
    #expect(alternative.contains("@50 gesture pan possible -> failed"))
    #expect(alternative.contains("@100 control L touchUpInside"))
}

@Test func sliderRefusesAnAncestorSwipeAlongItsTrack() throws {
    let along = try ReferenceEngine().run(
        Scenario(
            scene: sliderUnder(.init(id: "swipe", kind: .swipe(directions: [.right], touches: 1))),
            script: [
                .touch(1, .began, Point(x: 120, y: 220), at: 0), .touch(1, .moved, Point(x: 170, y: 220), at: 40),
                .touch(1, .moved, Point(x: 220, y: 220), at: 80), .touch(1, .ended, Point(x: 220, y: 220), at: 100),
            ]))
    #expect(timedLines(along).contains { $0.hasSuffix("gesture swipe possible -> failed") })
    #expect(!timedLines(along).contains { $0.hasSuffix("control L touchCancel") })
}

/// P ⊃ button B (100,100,70,70) with `click` on touchUpInside ⊃ interactive S (0,0,40,40); all log
/// and call super.
let buttonWithSubview = oneWindow([
    ViewSpec(
        id: "P", frame: Rect(x: 50, y: 100, width: 300, height: 300), touches: .init(all: .handleAndCallSuper),
        subviews: [
            ViewSpec(
                id: "B", kind: .button, frame: Rect(x: 100, y: 100, width: 70, height: 70), touches: .init(all: .handleAndCallSuper),
                control: ControlSpec(targets: [.init(action: "click", events: [.touchUpInside])]),
                subviews: [ViewSpec(id: "S", frame: Rect(x: 0, y: 0, width: 40, height: 40), touches: .init(all: .handleAndCallSuper))])
        ])
])

@Test func buttonNeitherTracksNorPassesOnATouchBoundToItsSubview() throws {
    let trace = try ReferenceEngine().run(Scenario(scene: buttonWithSubview, script: tap(1, at: Point(x: 160, y: 210), from: 0)))
    let lines = timedLines(trace)
    #expect(lines.contains("@0 touchesBegan B [1]"))
    #expect(lines.contains("@10 touchesEnded B [1]"))
    #expect(
        !lines.contains {
            $0.contains("control B") || $0.contains("action click") || $0.contains("touchesBegan P") || $0.contains("touchesEnded P")
                || $0.contains("dropped")
        })
}

@Test func buttonTracksATouchBesideItsSubview() throws {
    let trace = try ReferenceEngine().run(Scenario(scene: buttonWithSubview, script: tap(1, at: Point(x: 200, y: 250), from: 0)))
    #expect(timedLines(trace).contains("@0 control B touchDown"))
    #expect(timedLines(trace).contains("@10 action click B touchUpInside"))
}

/// P (0,100,390,400) ⊃ V (50,50,200,200), both logging touches; V carries `vRecognizers`, P `pRecognizers`.
func removalScene(v vRecognizers: [GestureRecognizerSpec] = [], p pRecognizers: [GestureRecognizerSpec] = []) -> Scene {
    oneWindow([
        ViewSpec(
            id: "P", frame: Rect(x: 0, y: 100, width: 390, height: 400), touches: .init(all: .handle), gestureRecognizers: pRecognizers,
            subviews: [
                ViewSpec(
                    id: "V", frame: Rect(x: 50, y: 50, width: 200, height: 200), touches: .init(all: .handleAndCallSuper),
                    gestureRecognizers: vRecognizers)
            ])
    ])
}

let removeV = ScriptStep(at: 150, action: .mutateView(.removeFromSuperview, id: "V"))

@Test func removingAViewWhoseEndADoubleTapWithholdsCancelsItThenAndDeliversNothingLater() throws {
    let doubleTap = GestureRecognizerSpec(id: "dt", kind: .tap(taps: 2, touches: 1, allowableMovement: 45))
    let script = tap(1, at: Point(x: 100, y: 200), from: 0) + [removeV, ScriptStep(at: 1000, action: .wait)]
    let lines = timedLines(try ReferenceEngine().run(Scenario(scene: removalScene(v: [doubleTap]), script: script)))
    #expect(lines.contains("@150 touchesCancelled V [1]"))
    #expect(!lines.contains { $0.contains("touchesEnded V") || $0.contains("dropped") })
    #expect(lines.contains { $0.hasSuffix("gesture dt possible -> failed") && !$0.hasPrefix("@150") })
    var choices = EngineChoices.reference
    choices.removedViewsRecognizersKeepRunning = false
    let stopped = timedLines(try ReferenceEngine(choices: choices).run(Scenario(scene: removalScene(v: [doubleTap]), script: script)))
    #expect(stopped.contains("@150 touchesCancelled V [1]"))
    #expect(!stopped.contains { $0.contains("gesture dt") })
}

@Test func recognizersOfATouchCancelledByARemovalFailUnlessTheyIgnoreIt() throws {
    let press = GestureRecognizerSpec(id: "lp", kind: .longPress(taps: 0, touches: 1, minimumPressDuration: 500, allowableMovement: 10))
    let script = [
        ScriptStep.touch(1, .began, Point(x: 100, y: 200), at: 0), removeV, .touch(1, .ended, Point(x: 100, y: 200), at: 400),
    ]
    let reference = timedLines(try ReferenceEngine().run(Scenario(scene: removalScene(p: [press]), script: script)))
    #expect(reference.contains("@150 gesture lp possible -> failed"))
    #expect(reference.contains("@150 touchesCancelled V [1]"))
    var choices = EngineChoices.reference
    choices.recognizersReceiveRemovalCancels = false
    let ignoring = timedLines(try ReferenceEngine(choices: choices).run(Scenario(scene: removalScene(p: [press]), script: script)))
    #expect(!ignoring.contains("@150 gesture lp possible -> failed"))
    #expect(ignoring.contains("@150 touchesCancelled V [1]"))
}
