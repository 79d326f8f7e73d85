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
        case .testFirst(let targetID):
            let target = tree.indexOfID[targetID]!
            let local = tree.convert(point, from: view, to: target)!
            result = pointInside(target, local) ? target : uikitHitTest(view, point)
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

    /// `UIView.hitTest`: nil for a view that cannot take touches or whose `point(inside:)` is
    /// false (its subviews are never asked, HT-07); otherwise the first subview hit, front to
    /// back (HT-08), or the view itself (HT-09).
    private mutating func uikitHitTest(_ view: Int, _ point: Point) -> Int? {
        guard acceptsTouches(view), pointInside(view, point) else { return nil }
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
        let frontToBack = faults.isEmpty || !faults.contains(.subviewsFrontToBack)
        for position in 0..<count {
            let subview = tree.nodes[view].subviews[frontToBack ? count - 1 - position : position]
            if let hit = hitTest(subview, tree.nodes[subview].convertFromSuperview(inBounds)) { return hit }
        }
        return nil
    }

    /// The early-out of HT-03: hidden, interaction disabled, alpha below 0.01 as a 32-bit float
    /// (HT-04), or animating without user interaction (HT-24). `point(inside:)` is not called.
    private func acceptsTouches(_ view: Int) -> Bool {
        let flags = tree.nodes[view].flags
        let alpha = !faults.isEmpty && faults.contains(.alphaComparedAsDouble) ? 1 : Double(flags.alpha)
        return !flags.hidden && flags.userInteractionEnabled && alpha >= 0.01 && !flags.animating
    }

    /// Article 000's override: the flags, the view's own bounds only when it clips, then the
    /// subviews, then the bounds. Its flag test is the article's (`alpha <= 0.01`), which the
    /// 32-bit storage makes equal to UIKit's (HT-04).
    private mutating func subviewsFirstHitTest(_ view: Int, _ point: Point) -> Int? {
        let flags = tree.nodes[view].flags
        guard flags.userInteractionEnabled, !flags.hidden, Double(flags.alpha) > 0.01 else { return nil }
        if flags.clipsToBounds && !pointInside(view, point) { return nil }
        if let hit = firstSubviewHit(view, point) { return hit }
        return pointInside(view, point) ? view : nil
    }

    /// `point(inside:with:)`: the app's override or `bounds.contains` (HT-06), recorded.
    mutating func pointInside(_ view: Int, _ point: Point) -> Bool {
        let inside: Bool
        switch tree.nodes[view].pointInside {
        case .default:
            inside = contains(tree.nodes[view].bounds, point)
        case .outset(let insets):
            inside = contains(tree.nodes[view].bounds.outset(by: insets), point)
        case .includeSubviewFrames:
            inside =
                contains(tree.nodes[view].bounds, point)
                || tree.nodes[view].subviews.contains { contains(tree.nodes[$0].transformedFrame, point) }
        }
        if recording { emit(.pointInside(view: tree.nodes[view].id, result: inside)) }
        return inside
    }

    private func contains(_ rect: Rect, _ point: Point) -> Bool {
        guard !faults.isEmpty && faults.contains(.closedBounds) else { return rect.contains(point) }
        return point.x >= rect.x && point.x <= rect.maxX && point.y >= rect.y && point.y <= rect.maxY
    }
}
