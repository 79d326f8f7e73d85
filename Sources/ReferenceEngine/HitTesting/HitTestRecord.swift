import DispatchModel

/// What hit testing reads of one view on every visit, kept apart from the rest of ``ViewNode``
/// in a dense array (``ViewTree/records``), so that a traversal of a large tree walks one small
/// record per view instead of the whole node (`Specs/DECISIONS.md` 42).
///
/// The rarer parts — a transform, an app override of `hitTest` or `point(inside:)` — stay in
/// the node; the record only says whether the view has one.
struct HitTestRecord {
    /// Frame in the superview's bounds coordinates (screen coordinates for a window), untransformed.
    let frame: Rect
    /// `bounds.origin`.
    let boundsOrigin: Point
    /// Where the view's subviews start in ``ViewTree/subviewIndices``, and how many there are.
    var subviewsStart: Int32 = 0
    var subviewCount: Int32 = 0
    /// The flags that decide whether hit testing may enter the view (HT-03, HT-04, HT-24).
    var flags: ViewFlags
    /// Whether the view has a transform other than the identity (``ViewNode/transform``).
    let isTransformed: Bool
    /// Whether it is a disabled control, whose `hitTest` never calls super (HT-16).
    var isDisabledControl: Bool
    /// Whether the app overrides `hitTest(_:with:)` (``ViewNode/hitTest``).
    let overridesHitTest: Bool
    /// Whether the app overrides `point(inside:with:)` (``ViewNode/pointInside``).
    let overridesPointInside: Bool

    /// The bounds rectangle in the view's own coordinates.
    var bounds: Rect { Rect(x: boundsOrigin.x, y: boundsOrigin.y, width: frame.width, height: frame.height) }
}
