/// A view of the scene, with its geometry, flags, subclass behaviours and subviews.
public struct ViewSpec: Sendable, Hashable {
    /// Unique id in the scene, used in traces.
    public var id: String
    /// The UIKit class.
    public var kind: ViewKind
    /// Frame in the superview's bounds coordinates, as with an identity transform.
    public var frame: Rect
    /// `bounds.origin`; the bounds size is the frame size.
    public var boundsOrigin: Point
    /// Transform about the view's centre.
    public var transform: AffineTransform
    /// `isHidden`.
    public var hidden: Bool
    /// `alpha` as written; engines compare it as a 32-bit float (HT-04).
    public var alpha: Double
    /// `isUserInteractionEnabled`.
    public var userInteractionEnabled: Bool
    /// `clipsToBounds`.
    public var clipsToBounds: Bool
    /// In a UIView animation without `.allowUserInteraction` (HT-24).
    public var animating: Bool
    /// The view controller whose root view this is, if any.
    public var viewController: ViewControllerSpec?
    /// The subclass's `hitTest(_:with:)`.
    public var hitTest: HitTestBehavior
    /// The subclass's `point(inside:with:)`.
    public var pointInside: PointInsideBehavior
    /// The subclass's touch methods.
    public var touches: TouchHandling
    /// The id returned by an overridden `next`, if any (RC-11).
    public var nextResponder: String?
    /// Gesture recognizers, in the order they were added.
    public var gestureRecognizers: [GestureRecognizerSpec]
    /// The subclass's `gestureRecognizerShouldBegin(_:)`.
    public var gestureRecognizerShouldBegin: ViewGestureVeto
    /// The control configuration, for the control kinds.
    public var control: ControlSpec?
    /// The scroll-view configuration, for the scroll-view kinds.
    public var scrollView: ScrollViewSpec?
    /// Subviews, back to front.
    public var subviews: [ViewSpec]
    /// `isExclusiveTouch`: while this view holds a touch no other view of its window is given a new
    /// one, and it is given no new touch while another view of its window holds one (MT-05).
    public var exclusiveTouch = false
    /// `isMultipleTouchEnabled`: when false (UIKit's default) the view is given only the first of
    /// the touches it holds at once; its recognizers still receive every touch (MT-02, MT-03).
    public var multipleTouchEnabled = false
    /// First-responder status, motion and remote-control methods, action methods (FR-*).
    public var responder = ResponderTraits.plain

    /// Creates a view; every parameter after `frame` defaults to UIKit's default for `kind`.
    public init(
        id: String, kind: ViewKind = .view, frame: Rect, boundsOrigin: Point = .zero, transform: AffineTransform = .identity,
        hidden: Bool = false, alpha: Double = 1, userInteractionEnabled: Bool? = nil, clipsToBounds: Bool = false,
        animating: Bool = false, viewController: ViewControllerSpec? = nil, hitTest: HitTestBehavior = .default,
        pointInside: PointInsideBehavior = .default, touches: TouchHandling = .inherit, nextResponder: String? = nil,
        gestureRecognizers: [GestureRecognizerSpec] = [], gestureRecognizerShouldBegin: ViewGestureVeto = .allow,
        control: ControlSpec? = nil,
        scrollView: ScrollViewSpec? = nil, subviews: [ViewSpec] = []
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.boundsOrigin = boundsOrigin
        self.transform = transform
        self.hidden = hidden
        self.alpha = alpha
        self.userInteractionEnabled = userInteractionEnabled ?? kind.defaultUserInteractionEnabled
        self.clipsToBounds = clipsToBounds
        self.animating = animating
        self.viewController = viewController
        self.hitTest = hitTest
        self.pointInside = pointInside
        self.touches = touches
        self.nextResponder = nextResponder
        self.gestureRecognizers = gestureRecognizers
        self.gestureRecognizerShouldBegin = gestureRecognizerShouldBegin
        self.control = control ?? (kind.isControl ? ControlSpec(slider: kind == .slider ? SliderSpec() : nil) : nil)
        self.scrollView = scrollView ?? (kind.isScrollView ? ScrollViewSpec() : nil)
        self.subviews = subviews
    }
}
