import MiniUIKit

/// The bodies of the app's `hitTest(_:with:)` and `point(inside:with:)` overrides that fixtures
/// name, written against MiniUIKit as an app would write them, with `super` passed in. Shared by
/// the view and window subclasses, which also log the call and its result around them.
@MainActor
enum HitTestOverrides {
    /// The override's body; `inherited` is `super` alone.
    static func hitTest(
        _ code: HitTestCode, of view: View, at point: Point, with event: Event?, objects: SceneObjects,
        callingSuper: (Point, Event?) -> View?
    ) -> View? {
        switch code {
        case .inherited:
            return callingSuper(point, event)
        case .passThroughSelf:
            let hit = callingSuper(point, event)
            return hit === view ? nil : hit
        case .testFirst(let id):
            if let child = objects.view(id), child.point(inside: view.convert(point, to: child), with: event) { return child }
            return callingSuper(point, event)
        case .subviewsFirst:
            guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { return nil }
            if view.clipsToBounds && !view.point(inside: point, with: event) { return nil }
            for subview in view.subviews.reversed() {
                if let hit = subview.hitTest(subview.convert(point, from: view), with: event) { return hit }
            }
            return view.point(inside: point, with: event) ? view : nil
        case .captureSubviews:
            return callingSuper(point, event) == nil ? nil : view
        case .lastSubviewInsteadOfSelf:
            let hit = callingSuper(point, event)
            return hit === view ? view.subviews.last : hit
        }
    }

    /// The override's body; `inherited` is `super` alone.
    static func pointInside(
        _ code: PointInsideCode, of view: View, at point: Point, with event: Event?, callingSuper: (Point, Event?) -> Bool
    )
        -> Bool
    {
        switch code {
        case .inherited:
            return callingSuper(point, event)
        case .outset(let top, let left, let bottom, let right):
            return view.bounds.outset(top: top, left: left, bottom: bottom, right: right).contains(point)
        case .includeSubviewFrames:
            return callingSuper(point, event) || view.subviews.contains { $0.frame.contains(point) }
        }
    }
}
