import DispatchModel
import Testing

@testable import ReferenceEngine

/// Each fact of a view lives in one place of the ``ViewTree`` (its record or its node); the few
/// copies kept for speed — the subview runs, the inverse of the superviews; the record's bits
/// derived from the node; its refusal bit, derived from its flags and a control's `isEnabled` —
/// must always equal their sources, whatever the script changes (`Specs/DECISIONS.md` 42).

/// A scene with a view of every kind the copies describe: a control, a transformed view with a
/// `subviewsFirst` override, a `testFirst` override, an outset `point(inside:)`, a bounds origin,
/// an exclusive-touch view and a scroll view.
private func scene() -> Scene {
    var button = ViewSpec(id: "button", frame: Rect(x: 0, y: 0, width: 40, height: 40))
    button.control = ControlSpec(enabled: true)
    let inner = ViewSpec(id: "inner", frame: Rect(x: 1, y: 2, width: 5, height: 5))
    let boxed = ViewSpec(
        id: "boxed", frame: Rect(x: 50, y: 0, width: 60, height: 60), boundsOrigin: Point(x: 3, y: 4), hitTest: .testFirst("inner"),
        pointInside: .outset(EdgeInsets(all: 5)), subviews: [inner])
    var leaf = ViewSpec(id: "leaf", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    leaf.exclusiveTouch = true
    let rotated = ViewSpec(
        id: "rotated", frame: Rect(x: 100, y: 100, width: 40, height: 40),
        transform: AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0),
        hitTest: .subviewsFirst, subviews: [leaf])
    let scroll = ViewSpec(id: "scroll", kind: .scrollView, frame: Rect(x: 0, y: 150, width: 200, height: 50))
    let root = ViewSpec(id: "root", frame: Rect(x: 0, y: 0, width: 200, height: 200), subviews: [button, boxed, rotated, scroll])
    return Scene(windows: [WindowSpec(view: ViewSpec(id: "window", frame: Rect(x: 0, y: 0, width: 200, height: 200), subviews: [root]))])
}

/// A script with every step that changes a view — each ``ViewMutation``, `alpha`, `clipsToBounds`
/// and a control's `isEnabled` — among touches that land on the views it changes.
private let script: [ScriptStep] = {
    var steps: [ScriptStep.Action] = []
    var touch = 0
    func tap(_ point: Point) {
        touch += 1
        steps.append(.touch(id: touch, phase: .began, point: point))
        steps.append(.touch(id: touch, phase: .ended, point: point))
    }
    tap(Point(x: 10, y: 10))
    steps.append(.touch(id: 100, phase: .began, point: Point(x: 60, y: 10)))
    for mutation in [ViewMutation.hide, .show, .disableInteraction, .enableInteraction] {
        steps.append(.mutateView(mutation, id: "boxed"))
        tap(Point(x: 60, y: 10))
    }
    steps.append(.setAlpha(id: "button", alpha: 0.005))
    tap(Point(x: 10, y: 10))
    steps.append(.setAlpha(id: "button", alpha: 1))
    steps.append(.setClipsToBounds(id: "rotated", clips: true))
    tap(Point(x: 120, y: 120))
    steps.append(.setControlEnabled(id: "button", enabled: false))
    tap(Point(x: 10, y: 10))
    steps.append(.setControlEnabled(id: "button", enabled: true))
    steps.append(.touch(id: 101, phase: .began, point: Point(x: 125, y: 125)))
    steps.append(.mutateView(.removeFromSuperview, id: "rotated"))
    tap(Point(x: 120, y: 120))
    steps.append(.touch(id: 100, phase: .ended, point: Point(x: 60, y: 10)))
    steps.append(.mutateView(.removeFromSuperview, id: "scroll"))
    tap(Point(x: 60, y: 10))
    return steps.enumerated().map { ScriptStep(at: $0.offset * 10, action: $0.element) }
}()

/// The tree as the engine leaves it after the first `count` steps of ``script``.
private func tree(after count: Int) throws -> ViewTree {
    var dispatcher = EventDispatcher(scene: scene())
    _ = try dispatcher.play(Array(script.prefix(count)))
    return dispatcher.tree
}

/// Every copy of the tree against its source, worked out again here; the disagreements, named.
private func disagreements(_ tree: ViewTree) -> [String] {
    var found: [String] = []
    var expectedStart: Int32 = 0
    for view in tree.nodes.indices {
        let node = tree.nodes[view]
        let record = tree.records[view]
        let id = node.id
        // The subview runs are the inverse of the superviews, in index (back-to-front) order, laid
        // out one after another.
        let children = tree.nodes.indices.filter { tree.nodes[$0].superview == view }
        if Array(tree.subviews(of: view)) != children {
            found.append("\(id): run \(Array(tree.subviews(of: view))), superviews \(children)")
        }
        if record.subviewsStart != expectedStart { found.append("\(id): run starts at \(record.subviewsStart), not \(expectedStart)") }
        expectedStart += record.subviewCount
        // The record's bits derived from the node.
        if record.isTransformed != !node.transform.isIdentity { found.append("\(id): isTransformed") }
        let overridesHitTest: Bool = if case .default = node.hitTest { false } else { true }
        if record.overridesHitTest != overridesHitTest { found.append("\(id): overridesHitTest") }
        if record.overridesPointInside != (node.pointInside != .default) { found.append("\(id): overridesPointInside") }
        if record.isDisabledControl && node.control == nil { found.append("\(id): a disabled control that is no control") }
        // The refusal bit derived from the flags and isEnabled, which the script changes.
        let flags = record.flags
        let accepts = !flags.hidden && flags.userInteractionEnabled && Double(flags.alpha) >= 0.01 && !flags.animating
        if record.refusesHitTest != (record.isDisabledControl || !accepts) { found.append("\(id): refusesHitTest") }
    }
    if Int(expectedStart) != tree.subviewIndices.count {
        found.append("the runs cover \(expectedStart) of \(tree.subviewIndices.count) entries")
    }
    if tree.hasExclusiveTouchViews != tree.nodes.contains(where: \.exclusiveTouch) { found.append("hasExclusiveTouchViews") }
    if tree.hasScrollViews != tree.nodes.contains(where: { $0.scroll != nil }) { found.append("hasScrollViews") }
    return found
}

@Test func theScriptChangesViewsInEveryWay() {
    var mutations: Set<ViewMutation> = []
    var (alpha, clips, enabled) = (false, false, false)
    for step in script {
        switch step.action {
        case .mutateView(let mutation, _): mutations.insert(mutation)
        case .setAlpha: alpha = true
        case .setClipsToBounds: clips = true
        case .setControlEnabled: enabled = true
        default: break
        }
    }
    #expect(mutations == Set(ViewMutation.allCases) && alpha && clips && enabled)
}

@Test func copiesEqualTheirSourcesAfterEveryStep() throws {
    for count in 0...script.count {
        let tree = try tree(after: count)
        #expect(disagreements(tree) == [], "after \(count) steps")
    }
}

@Test func removalsLeaveTheirSuperviewsRuns() throws {
    let tree = try tree(after: script.count)
    #expect(Array(tree.subviews(of: tree.indexOfID["root"]!)) == ["button", "boxed"].map { tree.indexOfID[$0]! })
    #expect(Array(tree.subviews(of: tree.indexOfID["boxed"]!)) == [tree.indexOfID["inner"]!])
    #expect(tree.superview(of: tree.indexOfID["scroll"]!) == nil)
    #expect(tree.superview(of: tree.indexOfID["rotated"]!) == nil)
    // A removed view keeps its own subviews.
    #expect(Array(tree.subviews(of: tree.indexOfID["rotated"]!)) == [tree.indexOfID["leaf"]!])
}

@Test func scriptedChangesReachTheirOnePlace() {
    var tree = ViewTree(scene: scene())
    let button = tree.indexOfID["button"]!
    #expect(tree.acceptsTouches(button))
    tree.setHidden(button, true)
    #expect(!tree.acceptsTouches(button) && tree.flags(of: button).hidden)
    tree.setHidden(button, false)
    tree.setAlpha(button, 0.005)
    #expect(!tree.acceptsTouches(button))
    tree.setAlpha(button, 1)
    tree.setInteractionEnabled(button, false)
    #expect(!tree.acceptsTouches(button))
    tree.setInteractionEnabled(button, true)
    #expect(tree.acceptsTouches(button))
    #expect(tree.isControlEnabled(button) && !tree.records[button].isDisabledControl)
    #expect(!tree.records[button].refusesHitTest)
    tree.setControlEnabled(button, false)
    #expect(!tree.isControlEnabled(button) && tree.records[button].isDisabledControl && tree.records[button].refusesHitTest)
    tree.setControlEnabled(button, true)
    tree.setAlpha(button, 0.01)
    #expect(tree.records[button].refusesHitTest)
    tree.setAlpha(button, 1)
    #expect(!tree.records[button].refusesHitTest)
    tree.setControlEnabled(button, false)
    tree.setClipsToBounds(button, true)
    #expect(tree.flags(of: button).clipsToBounds)
    // A view that is not a control has no `isEnabled` to change.
    let root = tree.indexOfID["root"]!
    tree.setControlEnabled(root, false)
    #expect(tree.isControlEnabled(root) && !tree.isControl(root))
}

@Test func geometryIsReadFromTheRecord() {
    let tree = ViewTree(scene: scene())
    let boxed = tree.indexOfID["boxed"]!
    #expect(tree.frame(of: boxed) == Rect(x: 50, y: 0, width: 60, height: 60))
    #expect(tree.bounds(of: boxed) == Rect(x: 3, y: 4, width: 60, height: 60))
    #expect(tree.transformedFrame(of: boxed) == tree.frame(of: boxed))
    #expect(tree.convertFromSuperview(boxed, Point(x: 51, y: 2)) == Point(x: 4, y: 6))
    let rotated = tree.indexOfID["rotated"]!
    #expect(tree.transformedFrame(of: rotated) == Rect(x: 100, y: 100, width: 40, height: 40))
    let centre = tree.convertFromSuperview(rotated, Point(x: 120, y: 120))
    #expect(abs(centre.x - 20) < 1e-9 && abs(centre.y - 20) < 1e-9)
}
