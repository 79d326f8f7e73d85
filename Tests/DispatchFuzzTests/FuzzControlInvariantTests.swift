import DispatchModel
import Foundation
import ReferenceEngine
import Testing

@testable import DispatchHarness

/// A button B with `save` registered for touchDown and touchUpInside and `share` (nil target) for
/// touchUpInside, tapped once; then dragged far out and lifted there.
let buttonScenario: Scenario = {
    var control = ControlSpec(targets: [
        ControlSpec.Target(action: "save", events: [.touchDown, .touchUpInside]),
        ControlSpec.Target(action: "share", events: [.touchUpInside]),
    ])
    control.targets[1].target = .firstResponder
    let button = ViewSpec(id: "B", kind: .button, frame: Rect(x: 100, y: 100, width: 44, height: 44), control: control)
    return Scenario(
        scene: Scene(windows: [WindowSpec(view: ViewSpec(id: "w", frame: Rect(x: 0, y: 0, width: 390, height: 844), subviews: [button]))]),
        script: [
            .touch(1, .began, Point(x: 120, y: 120), at: 0), .touch(1, .ended, Point(x: 120, y: 120), at: 200),
            .touch(2, .began, Point(x: 120, y: 120), at: 1000), .touch(2, .moved, Point(x: 330, y: 120), at: 1100),
            .touch(2, .ended, Point(x: 330, y: 120), at: 1200),
        ])
}()

@Test func theButtonScenarioHoldsEveryInvariant() throws {
    let trace = try ReferenceEngine().run(buttonScenario)
    #expect(findingKinds(trace, scenario: buttonScenario) == [], "\(trace.lines)")
    let lines = trace.entries.map { "@\($0.time) \($0.event)" }
    #expect(lines.contains("@200 control B touchUpInside") && lines.contains("@1200 control B touchUpOutside"))
    #expect(lines.contains("@1100 control B touchDragExit"))
}

@Test(
    "a control event out of its grammar is a control violation",
    arguments: [
        "no touchDown", "up inside from outside", "enter while inside", "two ends", "action left out", "actions swapped", "stray action",
        "value change from a button", "primary action without touch-up",
    ])
func controlViolation(_ defect: String) throws {
    let trace = try brokenTrace(buttonScenario) { lines in
        switch defect {
        case "no touchDown":
            lines.removeAll { $0 == "@0 control B touchDown" || $0 == "@0 action save B touchDown" }
        case "up inside from outside":
            try replacing(
                "@1200 control B touchUpOutside", with: ["@1200 control B touchUpInside", "@1200 action save B touchUpInside"], in: &lines)
            lines.removeAll { $0.hasPrefix("@1200 action share") }
            let index = try #require(lines.firstIndex(of: "@1200 action save B touchUpInside"))
            lines.insert("@1200 action share B touchUpInside -> nil", at: index + 1)
        case "enter while inside": try replacing("@1100 control B touchDragExit", with: ["@1100 control B touchDragEnter"], in: &lines)
        case "two ends":
            try replacing(
                "@1200 control B touchUpOutside", with: ["@1200 control B touchUpOutside", "@1200 control B touchCancel"], in: &lines)
        case "action left out": lines.removeAll { $0.hasPrefix("@200 action share") }
        case "actions swapped":
            let first = try #require(lines.firstIndex(of: "@200 action save B touchUpInside"))
            lines.swapAt(first, first + 1)
        case "stray action": lines.append("@1200 action save B touchDown")
        case "value change from a button":
            try replacing(
                "@1100 control B touchDragExit", with: ["@1100 control B valueChanged", "@1100 control B touchDragExit"], in: &lines)
        default:
            try replacing(
                "@1200 control B touchUpOutside", with: ["@1200 control B touchUpOutside", "@1200 control B primaryActionTriggered"],
                in: &lines)
        }
    }
    #expect(findingKinds(trace, scenario: buttonScenario).first == .control, "\(trace.lines)")
}

@Test func aMergedRegistrationMayStandAnywhereButMustBeCalledOnce() throws {
    var control = ControlSpec(targets: [
        ControlSpec.Target(action: "save", events: [.touchDown]), ControlSpec.Target(action: "copy", events: [.touchUpInside]),
        ControlSpec.Target(action: "save", events: [.touchUpInside]),
    ])
    control.enabled = true
    let scenario = Scenario(
        scene: Scene(windows: [
            WindowSpec(
                view: ViewSpec(
                    id: "w", frame: Rect(x: 0, y: 0, width: 390, height: 844),
                    subviews: [ViewSpec(id: "C", kind: .control, frame: Rect(x: 0, y: 0, width: 100, height: 100), control: control)]))
        ]),
        script: [.touch(1, .began, Point(x: 50, y: 50), at: 0), .touch(1, .ended, Point(x: 50, y: 50), at: 200)])
    let swapped = try brokenTrace(scenario) { lines in
        let first = try #require(lines.firstIndex(of: "@200 action save C touchUpInside"))
        lines.swapAt(first, first + 1)
    }
    #expect(findingKinds(swapped, scenario: scenario) == [], "CT-12: where the merged registration stands is an engine choice")
    let twice = try brokenTrace(scenario) { lines in
        try replacing(
            "@200 action save C touchUpInside", with: ["@200 action save C touchUpInside", "@200 action save C touchUpInside"], in: &lines)
    }
    #expect(findingKinds(twice, scenario: scenario).first == .control)
}
