import DispatchModel

/// UIView's hit testing and the app overrides of `FIXTURE-FORMAT.md`, recording each call the way
/// an `NSLog` in an overriding subclass would (HT-03…HT-15, HT-21, HT-24).
extension DispatchSession {
    /// `hitTest(_:with:)` of `view` for a point in its bounds coordinates: the app's override if
    /// it has one, around UIKit's implementation.
    mutating func hitTest(_ view: Int, _ point: Point) -> Int? {
        hitTestCalls += 1
        if recording { emit(.hitTestCall(view: tree.nodes[view].id)) }
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
        if recording { emit(.hitTestReturn(view: tree.nodes[view].id, result: result.map { tree.nodes[$0].id })) }
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
        guard tree.acceptsTouches(view, faults: faults), pointInside(view, point) else { return nil }
        return firstSubviewHit(view, point) ?? view
    }

    /// Asks the subviews, front-most first, with the point converted into each (HT-10).
    private mutating func firstSubviewHit(_ view: Int, _ point: Point) -> Int? {
        let count = tree.nodes[view].subviews.count
        guard count > 0 else { return nil }
        var inBounds = point
        if !faults.isEmpty && faults.contains(.ignoresBoundsOrigin) {
            inBounds = Point(x: point.x - tree.nodes[view].boundsOrigin.x, y: point.y - tree.nodes[view].boundsOrigin.y)
        }
        let frontToBack = faults.isEmpty || !faults.contains(.subviewsBackToFront)
        let subviews = tree.nodes[view].subviews
        for position in 0..<count {
            let subview = subviews[frontToBack ? count - 1 - position : position]
            if let hit = hitTest(subview, tree.nodes[subview].convertFromSuperview(inBounds)) { return hit }
        }
        return nil
    }

    /// Article 000's override: the flags, the view's own bounds only when it clips, then the
    /// subviews, then the bounds. Its flag test is the article's (`alpha <= 0.01`), which the
    /// 32-bit storage makes equal to UIKit's (HT-04).
    private mutating func subviewsFirstHitTest(_ view: Int, _ point: Point) -> Int? {
        let flags = tree.nodes[view].flags
        guard flags.userInteractionEnabled, !flags.hidden, tree.alpha(of: view, faults: faults) > 0.01 else { return nil }
        if flags.clipsToBounds && !pointInside(view, point) { return nil }
        if let hit = firstSubviewHit(view, point) { return hit }
        return pointInside(view, point) ? view : nil
    }

    /// `point(inside:with:)`, recorded.
    mutating func pointInside(_ view: Int, _ point: Point) -> Bool {
        let inside = tree.pointInside(view, point, faults: faults)
        if recording { emit(.pointInside(view: tree.nodes[view].id, result: inside)) }
        return inside
    }
}

/// The read-only predicates of hit testing, on the tree rather than the session so that calling
/// them copies nothing but the tree's few references.
extension ViewTree {
    /// The early-out of HT-03: hidden, interaction disabled, alpha below 0.01 as a 32-bit float
    /// (HT-04), or animating without user interaction (HT-24). `point(inside:)` is not called.
    func acceptsTouches(_ view: Int, faults: Set<EngineFault>) -> Bool {
        let flags = nodes[view].flags
        let alpha = faults.isEmpty ? Double(flags.alpha) : alpha(of: view, faults: faults)
        return !flags.hidden && flags.userInteractionEnabled && alpha >= 0.01 && !flags.animating
    }

    /// The alpha hit testing compares: UIKit's 32-bit float (HT-04), or the written double with
    /// ``EngineFault/alphaComparedAsDouble``.
    func alpha(of view: Int, faults: Set<EngineFault>) -> Double {
        !faults.isEmpty && faults.contains(.alphaComparedAsDouble) ? nodes[view].writtenAlpha : Double(nodes[view].flags.alpha)
    }

    /// `CGRectContainsPoint`, half-open (HT-06).
    func contains(_ rect: Rect, _ point: Point, faults: Set<EngineFault>) -> Bool {
        guard !faults.isEmpty && faults.contains(.closedBounds) else { return rect.contains(point) }
        return point.x >= rect.x && point.x <= rect.maxX && point.y >= rect.y && point.y <= rect.maxY
    }

    /// `point(inside:with:)`: the app's override or `bounds.contains` (HT-06).
    func pointInside(_ view: Int, _ point: Point, faults: Set<EngineFault>) -> Bool {
        switch nodes[view].pointInside {
        case .default:
            return contains(nodes[view].bounds, point, faults: faults)
        case .outset(let insets):
            return contains(nodes[view].bounds.outset(by: insets), point, faults: faults)
        case .includeSubviewFrames:
            return contains(nodes[view].bounds, point, faults: faults)
                || nodes[view].subviews.contains { contains(nodes[$0].transformedFrame, point, faults: faults) }
        }
    }
}
