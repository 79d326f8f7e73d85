import DispatchModel
import Foundation
import ReferenceEngine
import Testing

@testable import DispatchHarness

/// View V with a tap recognizer of two actions and a pan; a second finger on V while the first is
/// down, then both lift. The tap fails when the second finger lands (GR-TAP-05), the pan when they
/// lift without moving (GR-PAN-02).
let recognizerScenario = Scenario(
    scene: Scene(windows: [
        WindowSpec(
            view: ViewSpec(
                id: "w", frame: Rect(x: 0, y: 0, width: 390, height: 844),
                subviews: [
                    ViewSpec(
                        id: "V", frame: Rect(x: 10, y: 10, width: 200, height: 200), touches: TouchHandling(all: .handle),
                        gestureRecognizers: [
                            GestureRecognizerSpec(
                                id: "tapV", kind: .tap(taps: 1, touches: 1, allowableMovement: 45),
                                actions: [RecognizerAction(name: "tapV"), RecognizerAction(name: "again")]),
                            GestureRecognizerSpec(id: "panV", kind: .pan(minimumTouches: 1, maximumTouches: nil)),
                        ])
                ]))
    ]),
    script: [.touch(1, .began, Point(x: 50, y: 50), at: 0), .touch(1, .ended, Point(x: 50, y: 50), at: 50)])

/// The same view tapped twice: the tap recognizes at each lift.
let twoTapScenario = Scenario(
    scene: recognizerScenario.scene,
    script: [
        .touch(1, .began, Point(x: 50, y: 50), at: 0), .touch(1, .ended, Point(x: 50, y: 50), at: 50),
        .touch(2, .began, Point(x: 60, y: 60), at: 500), .touch(2, .ended, Point(x: 60, y: 60), at: 550),
    ])

/// The reference trace of `scenario` with `edit` applied to its lines (each with its time).
func brokenTrace(_ scenario: Scenario, _ edit: (inout [String]) throws -> Void) throws -> Trace {
    var lines = try ReferenceEngine().run(scenario).entries.map { "@\($0.time) \($0.event)" }
    try edit(&lines)
    return try Trace(parsingLines: lines)
}

/// `lines` with the first line equal to `old` replaced by `new` (which must exist).
func replacing(_ old: String, with new: [String], in lines: inout [String]) throws {
    let index = try #require(lines.firstIndex(of: old), "no line \(old) in \(lines)")
    lines.replaceSubrange(index...index, with: new)
}

@Test func theRecognizerScenariosHoldEveryInvariant() throws {
    for scenario in [recognizerScenario, twoTapScenario] {
        let trace = try ReferenceEngine().run(scenario)
        #expect(findingKinds(trace, scenario: scenario) == [], "\(trace.lines)")
    }
    let lines = try ReferenceEngine().run(twoTapScenario).entries.map { "@\($0.time) \($0.event)" }
    #expect(lines.contains("@50 gesture tapV possible -> ended") && lines.contains("@550 gesture tapV possible -> ended"))
    #expect(lines.contains("@50 action again tapV ended"))
}

@Test(
    "a transition a recognizer cannot make is a recognizer-state violation",
    arguments: ["discrete recognizer begins", "leaves a final state", "skips the reset", "goes back to possible"])
func recognizerStateViolation(_ defect: String) throws {
    let trace = try brokenTrace(twoTapScenario) { lines in
        switch defect {
        case "discrete recognizer begins":
            try replacing("@50 gesture tapV possible -> ended", with: ["@50 gesture tapV possible -> began"], in: &lines)
        case "leaves a final state":
            try replacing(
                "@50 gesture tapV possible -> ended", with: ["@50 gesture tapV possible -> ended", "@50 gesture tapV ended -> failed"],
                in: &lines)
        case "skips the reset":
            try replacing("@550 gesture tapV possible -> ended", with: ["@550 gesture tapV ended -> ended"], in: &lines)
        default:
            try replacing("@50 gesture tapV possible -> ended", with: ["@50 gesture tapV possible -> possible"], in: &lines)
        }
    }
    #expect(findingKinds(trace, scenario: twoTapScenario).first == .recognizerState, "\(trace.lines)")
}

@Test(
    "an action out of place is a recognizer-action violation",
    arguments: ["action left out", "actions swapped", "action in failed", "value left out", "stray action", "stray value"])
func recognizerActionViolation(_ defect: String) throws {
    let trace = try brokenTrace(twoTapScenario) { lines in
        switch defect {
        case "action left out": lines.removeAll { $0 == "@50 action again tapV ended" }
        case "actions swapped":
            let first = try #require(lines.firstIndex(of: "@50 action tapV tapV ended"))
            lines.swapAt(first, first + 1)
        case "action in failed": try replacing("@50 action tapV tapV ended", with: ["@50 action tapV tapV failed"], in: &lines)
        case "value left out": lines.removeAll { $0.hasPrefix("@50 value tapV") }
        case "stray action": lines.append("@550 action tapV tapV ended")
        default: lines.append("@550 value tapV location (50,50)")
        }
    }
    #expect(findingKinds(trace, scenario: twoTapScenario).first == .recognizerAction, "\(trace.lines)")
}

@Test(
    "a recognizer given a touch it should not have, or missing one's end, is a recognizer-touches violation",
    arguments: ["end left out", "began twice", "moved without began", "after the reset", "outside its view"])
func recognizerTouchViolation(_ defect: String) throws {
    var scenario = recognizerScenario
    let trace = try brokenTrace(recognizerScenario) { lines in
        switch defect {
        case "end left out": lines.removeAll { $0 == "@50 recognizer panV touchesEnded [1]" }
        case "began twice":
            try replacing(
                "@0 recognizer panV touchesBegan [1]",
                with: ["@0 recognizer panV touchesBegan [1]", "@0 recognizer panV touchesBegan [1]"], in: &lines)
        case "moved without began": lines.removeAll { $0 == "@0 recognizer panV touchesBegan [1]" }
        case "after the reset":
            scenario = Scenario(
                scene: recognizerScenario.scene,
                script: [
                    .touch(1, .began, Point(x: 50, y: 50), at: 0), .touch(2, .began, Point(x: 80, y: 80), at: 10),
                    .touch(2, .moved, Point(x: 85, y: 80), at: 20), .touch(1, .ended, Point(x: 50, y: 50), at: 30),
                    .touch(2, .ended, Point(x: 85, y: 80), at: 40),
                ])
            lines = try ReferenceEngine().run(scenario).entries.map { "@\($0.time) \($0.event)" }
            try replacing(
                "@20 touch 2 moved (85,80)", with: ["@20 touch 2 moved (85,80)", "@20 recognizer tapV touchesMoved [2]"], in: &lines)
        default:
            scenario = Scenario(
                scene: recognizerScenario.scene,
                script: [.touch(1, .began, Point(x: 300, y: 300), at: 0), .touch(1, .ended, Point(x: 300, y: 300), at: 50)])
            lines = try ReferenceEngine().run(scenario).entries.map { "@\($0.time) \($0.event)" }
            try replacing("@0 touch 1 tapCount 1", with: ["@0 touch 1 tapCount 1", "@0 recognizer panV touchesBegan [1]"], in: &lines)
        }
    }
    let kinds = findingKinds(trace, scenario: scenario)
    #expect(kinds.first == .recognizerBalance, "\(kinds) \(trace.lines)")
}

@Test func aRecognizerThatLeavesATouchByFailingNeedsNoEnd() throws {
    let scenario = Scenario(
        scene: recognizerScenario.scene,
        script: [
            .touch(1, .began, Point(x: 50, y: 50), at: 0), .touch(2, .began, Point(x: 80, y: 80), at: 10),
            .touch(1, .ended, Point(x: 50, y: 50), at: 20), .touch(2, .ended, Point(x: 80, y: 80), at: 30),
        ])
    let trace = try ReferenceEngine().run(scenario)
    let lines = trace.entries.map { "@\($0.time) \($0.event)" }
    #expect(lines.contains("@10 gesture tapV possible -> failed"), "GR-TAP-05: a second finger fails the single-finger tap")
    #expect(!lines.contains { $0.hasPrefix("@20 recognizer tapV") }, "failed, the tap receives nothing more of its touches")
    #expect(findingKinds(trace, scenario: scenario) == [])
}

/// Found by `fuzz --count 1000000` (seed 1, case 136542): a failed recognizer stays out until its
/// touches are over (GR-23), but disabling it puts it back in `possible` (GR-12), so once enabled
/// again it may take a new touch while an old one is still down.
@Test func aFailedRecognizerThatIsDisabledTakesPartAgain() throws {
    let scene = recognizerScenario.scene.mappingViews { view in
        guard view.id == "V" else { return }
        view.gestureRecognizerShouldBegin = .denyAll
        view.gestureRecognizers.removeAll { $0.id == "tapV" }
    }
    let scenario = Scenario(
        scene: scene,
        script: [
            .touch(1, .began, Point(x: 50, y: 50), at: 0), .touch(1, .moved, Point(x: 80, y: 50), at: 10),
            ScriptStep(at: 20, action: .setRecognizerEnabled(id: "panV", enabled: false)),
            ScriptStep(at: 30, action: .setRecognizerEnabled(id: "panV", enabled: true)), .touch(2, .began, Point(x: 60, y: 60), at: 40),
            .touch(1, .ended, Point(x: 80, y: 50), at: 50), .touch(2, .ended, Point(x: 60, y: 60), at: 60),
        ])
    let trace = try ReferenceEngine().run(scenario)
    let lines = trace.entries.map { "@\($0.time) \($0.event)" }
    #expect(lines.contains("@10 gesture panV possible -> failed"), "GR-08: V vetoes the pan at its hysteresis")
    #expect(lines.contains("@40 recognizer panV touchesBegan [2]"))
    #expect(findingKinds(trace, scenario: scenario) == [], "\(lines)")
}
