import DispatchModel
import Foundation
import ReferenceEngine
import Testing

@testable import DispatchFuzz
@testable import DispatchHarness

/// A window with a view A that calls super, in a window that handles touches; one touch taps A,
/// moves and lifts. Each test below breaks its reference trace in one way.
let tapScenario = Scenario(
    scene: Scene(windows: [
        WindowSpec(
            view: ViewSpec(
                id: "w", frame: Rect(x: 0, y: 0, width: 100, height: 100), touches: TouchHandling(all: .handle),
                subviews: [
                    ViewSpec(id: "A", frame: Rect(x: 10, y: 10, width: 50, height: 50), touches: TouchHandling(all: .handleAndCallSuper))
                ]
            ))
    ]),
    script: [
        .touch(1, .began, Point(x: 20, y: 20), at: 0), .touch(1, .moved, Point(x: 25, y: 25), at: 10),
        .touch(1, .ended, Point(x: 25, y: 25), at: 20),
    ])

/// The reference trace of ``tapScenario`` with `edit` applied to its lines.
func brokenTapTrace(_ edit: (inout [String]) -> Void) throws -> Trace {
    var lines = try ReferenceEngine().run(tapScenario).entries.map { "@\($0.time) \($0.event)" }
    edit(&lines)
    return try Trace(parsingLines: lines)
}

/// The kinds of every finding the checks make on `trace` for ``tapScenario``.
func findingKinds(_ trace: Trace, scenario: Scenario = tapScenario) -> [FuzzFinding.Kind] {
    let engine = ScriptedEngine { _ in trace }
    return FuzzOracle(reference: engine, profile: .everything).findings(for: scenario).map(\.kind)
}

@Test func theUnbrokenTraceHoldsEveryInvariant() throws {
    #expect(findingKinds(try brokenTapTrace { _ in }) == [])
}

@Test(
    "a trace out of order for its script is a causality violation",
    arguments: [
        "hit line before hit testing", "delivery before its input", "hit testing after began", "hit line contradicting hitTest",
        "return without call", "subview asked outside its parent", "input missing", "a late line",
    ])
func causalityViolation(_ defect: String) throws {
    let trace = try brokenTapTrace { lines in
        switch defect {
        case "hit line before hit testing": lines.swapAt(1, 7)
        case "delivery before its input":
            lines.swapAt(lines.firstIndex(of: "@10 touch 1 moved (25,25)")!, lines.firstIndex(of: "@10 touchesMoved A [1]")!)
        case "hit testing after began": lines.insert("@10 hitTest w", at: lines.firstIndex(of: "@10 touch 1 moved (25,25)")! + 1)
        case "hit line contradicting hitTest": lines[lines.firstIndex(of: "@0 touch 1 hit A")!] = "@0 touch 1 hit w"
        case "return without call": lines.remove(at: lines.firstIndex(of: "@0 hitTest A")!)
        case "subview asked outside its parent": lines.swapAt(1, 3)
        case "input missing": lines.remove(at: lines.firstIndex(of: "@10 touch 1 moved (25,25)")!)
        default: lines[lines.count - 1] = lines[lines.count - 1].replacingOccurrences(of: "@20", with: "@21")
        }
    }
    #expect(findingKinds(trace).first == .causality, "\(trace.lines)")
}

@Test func aLineNamingAnObjectOutsideTheSceneIsAnUnknownObject() throws {
    let trace = try brokenTapTrace { $0.append("@20 touchesEnded Q [1]") }
    #expect(findingKinds(trace) == [.unknownObject])
}

@Test(arguments: ["hidden", "alpha", "interaction", "animating", "outside"])
func aHitViewThatUIKitWouldRejectIsAHitViewViolation(_ flag: String) throws {
    let trace = try ReferenceEngine().run(tapScenario)
    let scene = tapScenario.scene.mappingViews { view in
        guard view.id == "A" else { return }
        switch flag {
        case "hidden": view.hidden = true
        case "alpha": view.alpha = 0.01
        case "interaction": view.userInteractionEnabled = false
        case "animating": view.animating = true
        default: view.frame.x = 60
        }
    }
    #expect(findingKinds(trace, scenario: Scenario(scene: scene, script: tapScenario.script)) == [.hitView])
}

@Test func anOverrideThatMayReturnAnyViewExemptsTheHitView() throws {
    let scene = tapScenario.scene.mappingViews { view in
        if view.id == "A" { view.hidden = true }
        if view.id == "w" { view.hitTest = .testFirst("A") }
    }
    let scenario = Scenario(scene: scene, script: tapScenario.script)
    let trace = try ReferenceEngine().run(scenario)
    #expect(trace.entries.contains { $0.event == .hit(touch: 1, view: "A") })
    #expect(findingKinds(trace, scenario: scenario) == [])
}

@Test func deliveryThatLeavesTheChainEarlyIsADeliveryViolation() throws {
    let trace = try brokenTapTrace { $0.removeAll { $0 == "@10 touchesMoved w [1]" || $0.hasPrefix("@10 location w 1") } }
    #expect(findingKinds(trace) == [.delivery])
}

/// A second finger on A while A holds the first: A is single-touch, so the second is withheld
/// from the whole chain (MT-02); with `multipleTouchEnabled` it is delivered like the first.
@Test("a second touch is delivered to a view only when the view is multiple-touch", arguments: [false, true])
func secondTouchDeliveryFollowsMultipleTouchEnabled(_ multipleTouchEnabled: Bool) throws {
    let scene = tapScenario.scene.mappingViews { view in
        if view.id == "A" { view.multipleTouchEnabled = multipleTouchEnabled }
    }
    let scenario = Scenario(
        scene: scene,
        script: [
            .touch(1, .began, Point(x: 20, y: 20), at: 0), .touch(2, .began, Point(x: 30, y: 30), at: 10),
            .touch(2, .ended, Point(x: 30, y: 30), at: 20), .touch(1, .ended, Point(x: 20, y: 20), at: 30),
        ])
    let reference = try ReferenceEngine().run(scenario)
    #expect(findingKinds(reference, scenario: scenario) == [])
    let secondTouchLines = reference.entries.filter {
        if case .touches(_, _, let touches) = $0.event { return touches == [2] }
        return false
    }
    #expect(secondTouchLines.count == (multipleTouchEnabled ? 4 : 0), "began and ended, each to A and then w")
    var lines = reference.entries.map { "@\($0.time) \($0.event)" }
    if multipleTouchEnabled {
        lines.removeAll { line in
            let words = line.split(separator: " ")
            return line.hasSuffix("[2]") || (words[1] == "location" && words[3] == "2")
        }
    } else {
        let index = try #require(lines.firstIndex(of: "@10 touch 2 tapCount 1"))
        lines.insert(contentsOf: ["@10 touchesBegan A [2]", "@10 touchesBegan w [2]"], at: index + 1)
    }
    let kinds = findingKinds(try Trace(parsingLines: lines), scenario: scenario)
    #expect(kinds.contains(.delivery), "\(kinds) \(lines)")
}

@Test func anUnbalancedResponderInAUniformSceneIsABalanceViolation() throws {
    let trace = try brokenTapTrace { $0.removeAll { $0 == "@20 touchesEnded w [1]" } }
    #expect(BalanceInvariant.applies(to: tapScenario.scene))
    #expect(BalanceInvariant.violation(of: trace, for: tapScenario, engine: "test")?.kind == .balance)
}

@Test func aBeganOnlyOverrideIsUnbalancedAsUIKitIsAndNotReported() throws {
    let scene = tapScenario.scene.mappingViews { view in
        if view.id == "A" { view.touches = TouchHandling(began: .handle) }
    }
    let scenario = Scenario(scene: scene, script: tapScenario.script)
    let trace = try ReferenceEngine().run(scenario)
    #expect(BalanceInvariant.imbalance(in: try TraceFacts(trace, for: scenario), engine: "test") != nil)
    #expect(!BalanceInvariant.applies(to: scene))
    #expect(findingKinds(trace, scenario: scenario) == [])
}

final class AlternatingEngine: DispatchEngine, @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    var name: String { "alternating" }
    var features: Set<Feature> { Set(Feature.catalogue) }

    func run(_ scenario: Scenario) throws -> Trace {
        lock.lock()
        calls += 1
        let odd = calls % 2 == 1
        lock.unlock()
        var trace = try ReferenceEngine().run(scenario)
        if odd { trace.entries.removeLast() }
        return trace
    }
}

@Test func anEngineThatThrowsOrChangesItsMindIsReported() {
    let throwing = ScriptedEngine { _ in throw EngineExploded() }
    #expect(FuzzOracle(reference: throwing, profile: .everything).findings(for: tapScenario).map(\.kind) == [.crash])
    #expect(FuzzOracle(reference: AlternatingEngine(), profile: .everything).findings(for: tapScenario).first?.kind == .nondeterminism)
}

@Test func enginesAreComparedOnlyOnTheChannelsBothImplement() throws {
    let hitTestingOnly = ScriptedEngine { scenario in
        try ReferenceEngine().run(scenario).filtered(channels: [.input, .hitTest, .hit], objects: nil)
    }
    let narrow = FuzzOracle(reference: ReferenceEngine(), candidate: hitTestingOnly, profile: FuzzProfile(features: [.hitTesting]))
    #expect(narrow.findings(for: tapScenario) == [])
    let wide = FuzzOracle(reference: ReferenceEngine(), candidate: hitTestingOnly, profile: .everything)
    #expect(wide.findings(for: tapScenario).map(\.kind).contains(.difference))
}

/// Found by `fuzz --count 100000` (seed 1, case 2695): a view with a singular transform, hit
/// through the window's `lastSubviewInsteadOfSelf`, had a location of NaN, so two runs compared
/// unequal. Such a touch gets no location line, and runs agree.
@Test func aSingularTransformGivesNoLocationLineAndRunsAgree() throws {
    var view = ViewSpec(
        id: "v0", frame: Rect(x: 16, y: 249, width: 23, height: 712), transform: AffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0),
        touches: TouchHandling(began: .handle))
    view.subviews = []
    var window = WindowSpec(view: ViewSpec(id: "w0", frame: Rect(x: 0, y: 0, width: 390, height: 844), subviews: [view]))
    window.view.hitTest = .lastSubviewInsteadOfSelf
    let scenario = Scenario(
        scene: Scene(windows: [window]),
        script: [.touch(1, .began, Point(x: 28, y: 739), at: 0), .touch(1, .cancelled, Point(x: 28, y: 739), at: 10)])
    let first = try ReferenceEngine().run(scenario)
    #expect(first == (try ReferenceEngine().run(scenario)))
    #expect(first.entries.contains { if case .touches(.began, "v0", [1]) = $0.event { true } else { false } })
    #expect(!first.entries.contains { $0.event.channel == .location })
}
