import DispatchModel

/// UIView's hit testing and the app overrides of `FIXTURE-FORMAT.md`, recording each call the way
/// an `NSLog` in an overriding subclass would (HT-03…HT-15, HT-21, HT-24).
extension DispatchSession {
    /// `hitTest(_:with:)` of `view` for a point in its bounds coordinates: the app's override if
    /// it has one, around UIKit's implementation.
    mutating func hitTest(_ view: Int, _ point: Point) -> Int? {
        hitTestCalls += 1
        if recording { emit(.hitTestCall(view: tree.nodes[view].id), because: "HT-06 HT-08") }
        let result: Int?
        switch tree.nodes[view].hitTest {
        case .default:
            result = uikitHitTest(view, point)
        case .passThroughSelf:
            let hit = uikitHitTest(view, point)
            result = hit == view ? nil : hit
        case .testFirst(let target):
            result = testFirstHitTest(view, target, point)
        case .subviewsFirst:
            result = subviewsFirstHitTest(view, point)
        case .captureSubviews:
            result = uikitHitTest(view, point) == nil ? nil : view
        case .lastSubviewInsteadOfSelf:
            let hit = uikitHitTest(view, point)
            result = hit == view ? tree.nodes[view].subviews.last : hit
        }
        if recording { emit(.hitTestReturn(view: tree.nodes[view].id, result: result.map { tree.nodes[$0].id }), because: "HT-06") }
        return result
    }

    /// Article 002's override (HT-13): the target if the point is inside it, else UIKit's hit
    /// test. Validation keeps the target below the view for the whole script; were it not, the
    /// run would fail with ``ReferenceEngineError/testFirstTargetOutside(view:target:)`` instead of
    /// converting into a view outside the subtree. (Its own function, so that the frame of
    /// ``hitTest(_:_:)``, repeated once per level of a deep tree, stays small.)
    private mutating func testFirstHitTest(_ view: Int, _ target: Int, _ point: Point) -> Int? {
        guard let local = tree.convert(point, from: view, to: target) else {
            recordTargetOutside(view, target)
            return uikitHitTest(view, point)
        }
        return pointInside(target, local) ? target : uikitHitTest(view, point)
    }

    private mutating func recordTargetOutside(_ view: Int, _ target: Int) {
        failure = failure ?? .testFirstTargetOutside(view: tree.nodes[view].id, target: tree.nodes[target].id)
    }

    /// `UIView.hitTest`: nil for a view that cannot take touches or whose `point(inside:)` is
    /// false (its subviews are never asked, HT-07); otherwise the first subview hit, front to
    /// back (HT-08), or the view itself (HT-09).
    private mutating func uikitHitTest(_ view: Int, _ point: Point) -> Int? {
        // UIControl.hitTest calls super only when the control is enabled (HT-16).
        if let control = tree.nodes[view].control, !control.enabled { return nil }
        guard tree.acceptsTouches(view), pointInside(view, point) else { return nil }
        return firstSubviewHit(view, point) ?? view
    }

    /// Asks the subviews, front-most first, with the point converted into each (HT-10).
    private mutating func firstSubviewHit(_ view: Int, _ point: Point) -> Int? {
        let count = tree.nodes[view].subviews.count
        guard count > 0 else { return nil }
        let subviews = tree.nodes[view].subviews
        for position in stride(from: count - 1, through: 0, by: -1) {
            let subview = subviews[position]
            if let hit = hitTest(subview, tree.nodes[subview].convertFromSuperview(point)) { return hit }
        }
        return nil
    }

    /// Article 000's override: the flags, the view's own bounds only when it clips, then the
    /// subviews, then the bounds. Its flag test is the article's (`alpha <= 0.01`), which the
    /// 32-bit storage makes equal to UIKit's (HT-04).
    private mutating func subviewsFirstHitTest(_ view: Int, _ point: Point) -> Int? {
        let flags = tree.nodes[view].flags
        // HT-05: each view's own flags; a view that fails hides its whole subtree.
        guard flags.userInteractionEnabled, !flags.hidden, Double(flags.alpha) > 0.01 else { return nil }
        if flags.clipsToBounds && !pointInside(view, point) { return nil }
        if let hit = firstSubviewHit(view, point) { return hit }
        return pointInside(view, point) ? view : nil
    }

    /// `point(inside:with:)`, recorded.
    mutating func pointInside(_ view: Int, _ point: Point) -> Bool {
        let inside = tree.pointInside(view, point)
        if recording { emit(.pointInside(view: tree.nodes[view].id, result: inside), because: "HT-07") }
        return inside
    }
}

/// The read-only predicates of hit testing, on the tree rather than the session so that calling
/// them copies nothing but the tree's few references.
extension ViewTree {
    /// The early-out of HT-03: hidden, interaction disabled, alpha below 0.01 as a 32-bit float
    /// (HT-04), or animating without user interaction (HT-24). `point(inside:)` is not called.
    func acceptsTouches(_ view: Int) -> Bool {
        let flags = nodes[view].flags
        return !flags.hidden && flags.userInteractionEnabled && Double(flags.alpha) >= 0.01 && !flags.animating
    }

    /// `point(inside:with:)`: the app's override or `bounds.contains`, half-open (HT-06).
    func pointInside(_ view: Int, _ point: Point) -> Bool {
        switch nodes[view].pointInside {
        case .default:
            return nodes[view].bounds.contains(point)
        case .outset(let insets):
            return nodes[view].bounds.outset(by: insets).contains(point)
        case .includeSubviewFrames:
            return nodes[view].bounds.contains(point) || nodes[view].subviews.contains { nodes[$0].transformedFrame.contains(point) }
        }
    }
}
