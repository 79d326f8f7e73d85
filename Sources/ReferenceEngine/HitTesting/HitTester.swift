import DispatchModel

/// UIView's hit testing and the app overrides of `FIXTURE-FORMAT.md`, recording each call the way
/// an `NSLog` in an overriding subclass would (HT-03…HT-15, HT-17…HT-22, HT-24).
///
/// **When it is called:** once per new touch (HT-02), by the dispatcher; and by
/// ``HitTestOracle`` for queries that record nothing.
/// **What it may change:** its count of `hitTest(_:with:)` calls, and the timeline (the
/// `hitTest`/`pointInside` lines; a run failure when a `testFirst` target left its view).
/// **What it never changes:** the view tree, touches, recognizers — hit testing only reads.
struct HitTester {
    /// How many `hitTest(_:with:)` calls were made.
    private(set) var calls = 0
    /// HT-22 (engine choice): how many times each touch's traversal runs (same result each time).
    let traversalsPerTouch: Int

    /// Hit-tests a screen point in each visible window, front-most first; the view found, if any
    /// (HT-17: hidden windows are never asked; HT-20: the touch belongs to the window it hit, key
    /// or not).
    mutating func hitTestWindows(at screenPoint: Point, in tree: ViewTree, windows: WindowStack, timeline: inout Timeline) -> Int? {
        for _ in 1..<max(1, traversalsPerTouch) { _ = searchWindows(at: screenPoint, in: tree, windows: windows, timeline: &timeline) }
        return searchWindows(at: screenPoint, in: tree, windows: windows, timeline: &timeline)
    }

    private mutating func searchWindows(at screenPoint: Point, in tree: ViewTree, windows: WindowStack, timeline: inout Timeline) -> Int? {
        for window in windows.frontToBack where !tree.flags(of: window).hidden {
            if let hit = hitTest(window, tree.convertFromSuperview(window, screenPoint), in: tree, timeline: &timeline) { return hit }
        }
        return nil
    }

    /// `hitTest(_:with:)` of `view` for a point in its bounds coordinates: the app's override if
    /// it has one, around UIKit's implementation.
    ///
    /// Always inlined. In the subview loop (``firstSubviewHit(_:_:in:timeline:)``) UIKit's
    /// implementation is then inlined with it, so that the loop calls only itself: visiting a
    /// leaf makes no call, and a level of a deep tree is one frame of the recursion, the loop's
    /// (DECISIONS 42).
    @inline(__always)
    mutating func hitTest(_ view: Int, _ point: Point, in tree: ViewTree, timeline: inout Timeline) -> Int? {
        calls += 1
        if timeline.recording { Self.recordCall(of: view, in: tree, timeline: &timeline) }
        let result: Int?
        switch tree.hitTestRule(of: view) {
        case .default:
            result = uikitHitTest(view, point, in: tree, timeline: &timeline)
        case .passThroughSelf:
            let hit = uikitHitTest(view, point, in: tree, timeline: &timeline)
            result = hit == view ? nil : hit
        case .testFirst(let target):
            result = testFirstHitTest(view, target, point, in: tree, timeline: &timeline)
        case .subviewsFirst:
            result = subviewsFirstHitTest(view, point, in: tree, timeline: &timeline)
        case .captureSubviews:
            result = uikitHitTest(view, point, in: tree, timeline: &timeline) == nil ? nil : view
        case .lastSubviewInsteadOfSelf:
            let hit = uikitHitTest(view, point, in: tree, timeline: &timeline)
            result = hit == view ? tree.lastSubview(of: view) : hit
        }
        if timeline.recording { Self.recordReturn(of: view, result, in: tree, timeline: &timeline) }
        return result
    }

    // The trace lines are written by functions of their own, never inlined: built in place, a
    // trace event's temporaries made the frame of `hitTest` three times larger, and a deep tree
    // repeats that frame once per level (DECISIONS 42).

    /// `hitTest A`: the call is entered (for a new touch only, HT-02): a window's in the
    /// front-to-back order of windows (HT-17), a subview's when its superview asks its subviews
    /// front to back (HT-08).
    @inline(never)
    private static func recordCall(of view: Int, in tree: ViewTree, timeline: inout Timeline) {
        let isWindow = tree.superview(of: view) == nil
        timeline.emitHitTestCall(view: view, because: isWindow ? "HT-17" : "HT-08")
    }

    /// `hitTest A -> C`: the call returns, with the rule that decided the result.
    @inline(never)
    private static func recordReturn(of view: Int, _ result: Int?, in tree: ViewTree, timeline: inout Timeline) {
        timeline.emitHitTestReturn(view: view, result: result, because: returnRules(of: view, result, in: tree))
    }

    /// Why `hitTest(_:with:)` of `view` returned `result`: the app's override (HT-02's
    /// `captureSubviews`, HT-09's window returning its last subview, HT-12's `subviewsFirst`, HT-13,
    /// HT-14), or UIKit's implementation: the view itself (HT-09), a subview's result (HT-08), nil
    /// for a disabled control (HT-16), for a view that cannot take touches (HT-03) or one whose
    /// `point(inside:)` is false (HT-07).
    private static func returnRules(of view: Int, _ result: Int?, in tree: ViewTree) -> StaticString {
        switch tree.hitTestRule(of: view) {
        case .captureSubviews: return "HT-02"
        case .lastSubviewInsteadOfSelf: return "HT-09"
        case .subviewsFirst: return "HT-12"
        case .testFirst: return "HT-13"
        case .passThroughSelf: return "HT-14"
        case .default:
            if let result { return result == view ? "HT-09" : "HT-08" }
            if tree.records[view].isDisabledControl { return "HT-16" }
            return tree.acceptsTouches(view) ? "HT-07" : "HT-03"
        }
    }

    /// `pointInside A -> true`: the call returns: UIView's bounds test (HT-06), or the app's
    /// override, which enlarges the area (HT-15) or adds its subviews' frames (HT-12).
    @inline(never)
    private static func recordPointInside(of view: Int, _ inside: Bool, in tree: ViewTree, timeline: inout Timeline) {
        let rules: StaticString =
            switch tree.records[view].overridesPointInside ? tree.nodes[view].pointInside : .default {
            case .default: "HT-06"
            case .outset: "HT-15"
            case .includeSubviewFrames: "HT-12"
            }
        timeline.emitPointInside(view: view, result: inside, because: rules)
    }

    /// Article 002's override (HT-13): the target if the point is inside it, else UIKit's hit
    /// test. Validation keeps the target below the view for the whole script; were it not, the
    /// run would fail with ``ReferenceEngineError/testFirstTargetOutside(view:target:)`` instead of
    /// converting into a view outside the subtree. (Its own function, so that the frame of
    /// ``hitTest(_:_:in:timeline:)``, repeated once per level of a deep tree, stays small.)
    private mutating func testFirstHitTest(_ view: Int, _ target: Int, _ point: Point, in tree: ViewTree, timeline: inout Timeline)
        -> Int?
    {
        guard let local = tree.convert(point, from: view, to: target) else {
            timeline.report(.testFirstTargetOutside(view: tree.id(of: view), target: tree.id(of: target)))
            return uikitHitTest(view, point, in: tree, timeline: &timeline)
        }
        return pointInside(target, local, in: tree, timeline: &timeline) ? target : uikitHitTest(view, point, in: tree, timeline: &timeline)
    }

    /// `UIView.hitTest`: nil for a view that cannot take touches or whose `point(inside:)` is
    /// false (its subviews are never asked, HT-07); otherwise the first subview hit, front to
    /// back (HT-08), or the view itself (HT-09).
    private mutating func uikitHitTest(_ view: Int, _ point: Point, in tree: ViewTree, timeline: inout Timeline) -> Int? {
        // UIControl.hitTest calls super only when the control is enabled (HT-16); UIView's returns
        // nil for a view that cannot take touches (HT-03, HT-04, HT-24). One derived bit says both.
        guard !tree.records[view].refusesHitTest, pointInside(view, point, in: tree, timeline: &timeline) else { return nil }
        return firstSubviewHit(view, point, in: tree, timeline: &timeline) ?? view
    }

    /// Asks the subviews, front-most first, with the point converted into each (HT-10). With
    /// ``hitTest(_:_:in:timeline:)`` and UIKit's implementation inlined into it, a deep tree's
    /// recursion is this loop calling itself: one frame per level, which is what more than halved
    /// the time per view of a 100,000-deep chain (DECISIONS 42).
    private mutating func firstSubviewHit(_ view: Int, _ point: Point, in tree: ViewTree, timeline: inout Timeline) -> Int? {
        let start = Int(tree.records[view].subviewsStart)
        for position in stride(from: start + Int(tree.records[view].subviewCount) - 1, through: start, by: -1) {
            let subview = Int(tree.subviewIndices[position])
            if let hit = hitTest(subview, tree.convertFromSuperview(subview, point), in: tree, timeline: &timeline) { return hit }
        }
        return nil
    }

    /// Article 000's override: the flags, the view's own bounds only when it clips, then the
    /// subviews, then the bounds. Its flag test is the article's (`alpha <= 0.01`), which the
    /// 32-bit storage makes equal to UIKit's (HT-04).
    private mutating func subviewsFirstHitTest(_ view: Int, _ point: Point, in tree: ViewTree, timeline: inout Timeline) -> Int? {
        let flags = tree.flags(of: view)
        // HT-05: each view's own flags; a view that fails hides its whole subtree.
        guard flags.userInteractionEnabled, !flags.hidden, Double(flags.alpha) > 0.01 else { return nil }
        if flags.clipsToBounds && !pointInside(view, point, in: tree, timeline: &timeline) { return nil }
        if let hit = firstSubviewHit(view, point, in: tree, timeline: &timeline) { return hit }
        return pointInside(view, point, in: tree, timeline: &timeline) ? view : nil
    }

    /// `point(inside:with:)`, recorded.
    private func pointInside(_ view: Int, _ point: Point, in tree: ViewTree, timeline: inout Timeline) -> Bool {
        let inside = tree.pointInside(view, point)
        if timeline.recording { Self.recordPointInside(of: view, inside, in: tree, timeline: &timeline) }
        return inside
    }
}
