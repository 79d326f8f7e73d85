import DispatchModel

/// Where one view (or window) of a scene is on the screen, and what it inherits from its
/// ancestors, as the renderer needs it.
package struct ViewPlacement: Sendable, Hashable {
    /// The view as the scene describes it (its `subviews` are placed separately).
    package var view: ViewSpec
    /// The superview's id; nil for a window.
    package var superview: String?
    /// Ids from the window down to the superview; empty for a window.
    package var ancestors: [String]
    /// 0 for a window, 1 for its subviews, and so on.
    package var depth: Int { ancestors.count }
    /// The window's level, for windows; nil for views.
    package var windowLevel: Double?
    /// Maps a point in the view's bounds coordinates to screen coordinates.
    package var boundsToScreen: AffineTransform

    /// Creates a placement.
    package init(view: ViewSpec, superview: String?, ancestors: [String], windowLevel: Double?, boundsToScreen: AffineTransform) {
        self.view = view
        self.superview = superview
        self.ancestors = ancestors
        self.windowLevel = windowLevel
        self.boundsToScreen = boundsToScreen
    }

    /// The view's id.
    package var id: String { view.id }

    /// The bounds rectangle in the view's own coordinates: `boundsOrigin` and the frame's size.
    package var bounds: Rect {
        Rect(x: view.boundsOrigin.x, y: view.boundsOrigin.y, width: view.frame.width, height: view.frame.height)
    }

    /// The four corners of the bounds on screen: top-left, top-right, bottom-right, bottom-left
    /// (in the view's own orientation).
    package var screenCorners: [Point] {
        let b = bounds
        return [Point(x: b.x, y: b.y), Point(x: b.maxX, y: b.y), Point(x: b.maxX, y: b.maxY), Point(x: b.x, y: b.maxY)]
            .map(boundsToScreen.apply(to:))
    }

    /// Maps a point of the superview's bounds coordinates (screen coordinates for a window)
    /// from this view's bounds coordinates, as `Specs/FIXTURE-FORMAT.md` defines the geometry:
    /// remove the bounds origin, apply the transform about the centre, move to the frame's centre.
    package static func boundsToSuperview(of view: ViewSpec) -> AffineTransform {
        let frame = view.frame
        let toCentre = AffineTransform.translation(
            x: -view.boundsOrigin.x - frame.width / 2, y: -view.boundsOrigin.y - frame.height / 2)
        let toSuperview = AffineTransform.translation(x: frame.mid.x, y: frame.mid.y)
        return toCentre.followed(by: view.transform).followed(by: toSuperview)
    }
}
