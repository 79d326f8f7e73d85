import DispatchModel

/// One view (or window) of the engine's tree: the scene's description resolved into what hit
/// testing and delivery need, with references to other views as indices into ``ViewTree/nodes``.
/// What hit testing reads on every visit is copied into its ``HitTestRecord``. Only the tree
/// changes a node (its ``ViewTree/nodes`` are `private(set)`): its superview and subviews when a
/// view leaves (TD-13), a control's `isEnabled` (CT-04); the rest is fixed for the run.
struct ViewNode {
    /// The scene id.
    let id: String
    /// Index of the superview; nil for a window, or for a view the script removed.
    var superview: Int?
    /// Indices of the subviews, back to front.
    var subviews: [Int] = []
    /// Frame in the superview's bounds coordinates (screen coordinates for a window), untransformed.
    let frame: Rect
    /// `bounds.origin`.
    let boundsOrigin: Point
    /// The transform about the centre, and its inverse (nil when singular).
    let transform: AffineTransform
    let inverseTransform: AffineTransform?
    /// The app's overrides (the `testFirst` target resolved to its index by the tree once every
    /// view exists).
    var hitTest: HitTestRule
    let pointInside: PointInsideBehavior
    /// The subclass's `gestureRecognizerShouldBegin(_:)` (GR-08).
    let gestureVeto: ViewGestureVeto
    /// The UIKit class.
    let kind: ViewKind
    /// The control configuration, for controls (its `isEnabled` changes, CT-04).
    var control: ControlSpec?
    /// The scroll-view configuration, for scroll views.
    let scroll: ScrollViewSpec?
    /// `isExclusiveTouch` (MT-05).
    let exclusiveTouch: Bool
    /// `isMultipleTouchEnabled` (MT-02, MT-03).
    let multipleTouchEnabled: Bool

    init(
        id: String, superview: Int?, frame: Rect, boundsOrigin: Point, transform: AffineTransform, inverseTransform: AffineTransform?,
        hitTest: HitTestRule, pointInside: PointInsideBehavior, gestureVeto: ViewGestureVeto = .allow, kind: ViewKind = .view,
        control: ControlSpec? = nil, scroll: ScrollViewSpec? = nil, exclusiveTouch: Bool = false, multipleTouchEnabled: Bool = false
    ) {
        self.id = id
        self.superview = superview
        self.frame = frame
        self.boundsOrigin = boundsOrigin
        self.transform = transform
        self.inverseTransform = inverseTransform
        self.hitTest = hitTest
        self.pointInside = pointInside
        self.gestureVeto = gestureVeto
        self.kind = kind
        self.control = control
        self.scroll = scroll
        self.exclusiveTouch = exclusiveTouch
        self.multipleTouchEnabled = multipleTouchEnabled
    }

    /// The bounds rectangle in the view's own coordinates.
    var bounds: Rect { Rect(x: boundsOrigin.x, y: boundsOrigin.y, width: frame.width, height: frame.height) }

    /// Converts a point from the superview's bounds coordinates to this view's (HT-10, HT-11):
    /// undo the position, then the transform about the centre, then add the bounds origin.
    func convertFromSuperview(_ point: Point) -> Point {
        if transform.isIdentity {
            return Point(x: point.x - frame.x + boundsOrigin.x, y: point.y - frame.y + boundsOrigin.y)
        }
        guard let inverse = inverseTransform else { return Point(x: .nan, y: .nan) }
        let centre = frame.mid
        let local = inverse.apply(to: Point(x: point.x - centre.x, y: point.y - centre.y))
        return Point(x: local.x + frame.width / 2 + boundsOrigin.x, y: local.y + frame.height / 2 + boundsOrigin.y)
    }

    /// `frame` as UIKit reports it: the bounding box of the transformed bounds, in superview coordinates.
    var transformedFrame: Rect {
        guard !transform.isIdentity else { return frame }
        let centre = frame.mid
        let corners = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
            let p = transform.apply(to: Point(x: sx * frame.width / 2, y: sy * frame.height / 2))
            return Point(x: p.x + centre.x, y: p.y + centre.y)
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// The properties of a view that decide whether hit testing may enter it (HT-03, HT-04, HT-24).
/// (The float first: eight bytes in all.)
struct ViewFlags {
    /// Alpha as UIKit stores it: a 32-bit float (HT-04).
    var alpha: Float
    var hidden: Bool
    var userInteractionEnabled: Bool
    var clipsToBounds: Bool
    let animating: Bool
}

/// ``HitTestBehavior`` with the `testFirst` target resolved to a view index, so that reading it
/// on every visit copies no string.
enum HitTestRule {
    case `default`
    case passThroughSelf
    case testFirst(Int)
    case subviewsFirst
    case captureSubviews
    case lastSubviewInsteadOfSelf
}
