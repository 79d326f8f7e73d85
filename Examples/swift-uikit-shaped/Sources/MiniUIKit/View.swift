/// A rectangular area of the screen that draws and takes touches (`UIView`).
///
/// Geometry as in UIKit: `bounds` (its own coordinates), `center` (in the superview's), and a
/// `transform` applied about the centre; `frame` is derived. Subviews are kept back to front.
@MainActor
open class View: Responder {
    /// The view's own coordinate system: origin (a scroll offset, say) and size.
    public var bounds: Rect
    /// The centre, in the superview's coordinates.
    public var center: Point
    /// Applied about the centre.
    public var transform: AffineTransform = .identity
    /// Hidden views and everything in them take no touches.
    public var isHidden = false
    /// Opacity. Views below 0.01 take no touches. A `CGFloat`, as on every 64-bit platform.
    public var alpha: Double = 1
    /// A view that is not interactive takes no touches, and nor does anything in it.
    public var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch at a time.
    public var isMultipleTouchEnabled = false
    /// While this view holds a touch, no other view of its window gets a new one.
    public var isExclusiveTouch = false
    /// Drawing is clipped to the bounds (hit testing does not look at it).
    public var clipsToBounds = false

    /// The superview; nil for a window and for a view not in a hierarchy.
    public private(set) weak var superview: View?
    /// The subviews, back to front.
    public private(set) var subviews: [View] = []
    /// The controller whose root view this is.
    weak var viewController: ViewController?

    /// Creates a view with this frame (in the superview's coordinates, untransformed).
    public init(frame: Rect) {
        bounds = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
        center = frame.mid
        super.init()
    }

    /// The bounding box of the transformed bounds, in the superview's coordinates.
    public var frame: Rect { bounds.applying(boundsToSuperview) }

    /// The window the view is in, if any (itself for a window).
    public var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }

    /// The view controller of a root view, else the superview.
    open override var next: Responder? { viewController ?? superview }

    /// Adds `view` in front of the other subviews, taking it from its old superview.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview. Touches bound to it or to a view inside it are
    /// cancelled first.
    public func removeFromSuperview() {
        guard let superview else { return }
        Application.shared?.cancelTouches(inside: self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Whether `view` is this view or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Hit testing

    /// The front-most view inside this one that contains `point` (in this view's coordinates):
    /// nil when the view is hidden, not interactive, transparent or the point is outside it;
    /// otherwise the first subview, front to back, that returns a view; otherwise itself.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: Point, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Coordinates

    /// Maps the view's coordinates to its superview's (the screen's for a window).
    var boundsToSuperview: AffineTransform {
        AffineTransform.translation(x: -bounds.minX - bounds.size.width / 2, y: -bounds.minY - bounds.size.height / 2)
            .concatenating(transform)
            .concatenating(.translation(x: center.x, y: center.y))
    }

    /// Maps the view's coordinates to the screen's.
    var boundsToScreen: AffineTransform {
        var result = boundsToSuperview
        var ancestor = superview
        while let view = ancestor {
            result = result.concatenating(view.boundsToSuperview)
            ancestor = view.superview
        }
        return result
    }

    /// `point`, in this view's coordinates, in `view`'s (nil: the window's).
    public func convert(_ point: Point, to view: View?) -> Point {
        let screen = boundsToScreen.apply(point)
        guard let target = view ?? window else { return screen }
        return target.boundsToScreen.inverted().apply(screen)
    }

    /// `point`, in `view`'s coordinates (nil: the window's), in this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let source = view ?? window
        let screen = source.map { $0.boundsToScreen.apply(point) } ?? point
        return boundsToScreen.inverted().apply(screen)
    }
}
