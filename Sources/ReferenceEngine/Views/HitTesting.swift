import DispatchModel

/// UIView's hit testing and the app overrides of `FIXTURE-FORMAT.md`, recording each call the way
/// an `NSLog` in an overriding subclass would (HT-03…HT-15, HT-21, HT-24).
extension DispatchSession {
    /// `hitTest(_:with:)` of `view` for a point in its bounds coordinates: the app's override if
    /// it has one, around UIKit's implementation.
    mutating func hitTest(_ view: Int, _ point: Point) -> Int? {
        let node = tree[view]
        emit(.hitTestCall(view: node.id))
        let result: Int?
        switch node.hitTest {
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
            result = hit == view ? node.subviews.last : hit
        }
        emit(.hitTestReturn(view: node.id, result: result.map { tree[$0].id }))
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
        var subviews = tree[view].subviews
        if !faults.contains(.subviewsFrontToBack) { subviews.reverse() }
        var inBounds = point
        if faults.contains(.ignoresBoundsOrigin) {
            inBounds = Point(x: point.x - tree[view].boundsOrigin.x, y: point.y - tree[view].boundsOrigin.y)
        }
        for subview in subviews {
            if let hit = hitTest(subview, tree[subview].convertFromSuperview(inBounds)) { return hit }
        }
        return nil
    }

    /// The early-out of HT-03: hidden, interaction disabled, alpha below 0.01 as a 32-bit float
    /// (HT-04), or animating without user interaction (HT-24). `point(inside:)` is not called.
    private func acceptsTouches(_ view: Int) -> Bool {
        let node = tree[view]
        let alpha = faults.contains(.alphaComparedAsDouble) ? 1 : Double(node.alpha)
        return !node.hidden && node.userInteractionEnabled && alpha >= 0.01 && !node.animating
    }

    /// Article 000's override: the flags, the view's own bounds only when it clips, then the
    /// subviews, then the bounds. Its flag test is the article's (`alpha <= 0.01`), which the
    /// 32-bit storage makes equal to UIKit's (HT-04).
    private mutating func subviewsFirstHitTest(_ view: Int, _ point: Point) -> Int? {
        let node = tree[view]
        guard node.userInteractionEnabled, !node.hidden, Double(node.alpha) > 0.01 else { return nil }
        if node.clipsToBounds && !pointInside(view, point) { return nil }
        if let hit = firstSubviewHit(view, point) { return hit }
        return pointInside(view, point) ? view : nil
    }

    /// `point(inside:with:)`: the app's override or `bounds.contains` (HT-06), recorded.
    mutating func pointInside(_ view: Int, _ point: Point) -> Bool {
        let node = tree[view]
        let inside: Bool
        switch node.pointInside {
        case .default:
            inside = contains(node.bounds, point)
        case .outset(let insets):
            inside = contains(node.bounds.outset(by: insets), point)
        case .includeSubviewFrames:
            inside = contains(node.bounds, point) || node.subviews.contains { contains(tree[$0].transformedFrame, point) }
        }
        emit(.pointInside(view: node.id, result: inside))
        return inside
    }

    private func contains(_ rect: Rect, _ point: Point) -> Bool {
        guard faults.contains(.closedBounds) else { return rect.contains(point) }
        return point.x >= rect.x && point.x <= rect.maxX && point.y >= rect.y && point.y <= rect.maxY
    }
}
