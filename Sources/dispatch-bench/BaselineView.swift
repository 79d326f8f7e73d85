import DispatchModel

/// A view of the class-based baseline: what a UIKit-like framework's `UIView` keeps and does for
/// touch dispatch, written the plain way — an object with a subview array, recursive hit testing,
/// and touch methods that pass a touch on to the next responder — and recording nothing.
final class BaselineView {
    /// The scene's id, for the benchmark's agreement check only.
    let id: String
    /// The frame in the superview's bounds coordinates (no transform).
    var frame: Rect
    /// `bounds.origin`; the bounds size is the frame's.
    var boundsOrigin = Point.zero
    /// `isUserInteractionEnabled`.
    var isUserInteractionEnabled = true
    /// `isHidden`.
    var isHidden = false
    /// `alpha`, a 32-bit float as in UIKit.
    var alpha: Float = 1
    /// The subviews, back to front.
    private(set) var subviews: [BaselineView] = []
    /// The view this one is a subview of. Not retained, as UIKit's is not: the superview owns
    /// its subviews and outlives them here (the application holds the window, the window the
    /// tree). Not `weak` either: a weakly referenced object keeps its reference counts in a side
    /// table, which made every retain and release of a view take the runtime's slow path and
    /// was most of the baseline's time on the chain of 100.
    private(set) unowned(unsafe) var superview: BaselineView?
    /// The tap recognizers attached to the view, in the order they were added.
    var gestureRecognizers: [BaselineTapRecognizer] = []
    /// The app's own touch handler, called with the phase and the touch; it returns whether it
    /// calls `super` (passes the touch on). Nil for a view that does not handle touches itself.
    var touchHandler: ((TouchPhase, BaselineTouch) -> Bool)?

    /// Creates a view with a frame.
    init(id: String, frame: Rect) {
        self.id = id
        self.frame = frame
    }

    /// Adds `view` in front of the other subviews.
    func addSubview(_ view: BaselineView) {
        subviews.append(view)
        view.superview = self
    }

    /// The next responder: the superview (the baseline has no view controllers, and a window's
    /// next responder, the application, does nothing with touches).
    var next: BaselineView? { superview }

    /// `hitTest(_:with:)`: nil for a view that is hidden, does not take interaction, is nearly
    /// transparent or does not contain the point; otherwise the front-most subview's hit, or this
    /// view. `point` is in this view's bounds coordinates.
    func hitTest(_ point: Point) -> BaselineView? {
        guard !isHidden, isUserInteractionEnabled, Double(alpha) >= 0.01, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(fromSuperview: point)) { return hit }
        }
        return self
    }

    /// `point(inside:with:)`: whether the bounds contain the point, right and bottom edges
    /// excluded.
    func point(inside point: Point) -> Bool {
        point.x >= boundsOrigin.x && point.y >= boundsOrigin.y && point.x < boundsOrigin.x + frame.width
            && point.y < boundsOrigin.y + frame.height
    }

    /// A point in the superview's bounds coordinates, in this view's.
    func convert(fromSuperview point: Point) -> Point {
        Point(x: point.x - frame.x + boundsOrigin.x, y: point.y - frame.y + boundsOrigin.y)
    }

    /// `touchesBegan(_:with:)`: the handler, or the next responder.
    func touchesBegan(_ touch: BaselineTouch) {
        if let touchHandler, !touchHandler(.began, touch) { return }
        next?.touchesBegan(touch)
    }

    /// `touchesMoved(_:with:)`: the handler, or the next responder.
    func touchesMoved(_ touch: BaselineTouch) {
        if let touchHandler, !touchHandler(.moved, touch) { return }
        next?.touchesMoved(touch)
    }

    /// `touchesEnded(_:with:)`: the handler, or the next responder.
    func touchesEnded(_ touch: BaselineTouch) {
        if let touchHandler, !touchHandler(.ended, touch) { return }
        next?.touchesEnded(touch)
    }

    /// `touchesCancelled(_:with:)`: the handler, or the next responder.
    func touchesCancelled(_ touch: BaselineTouch) {
        if let touchHandler, !touchHandler(.cancelled, touch) { return }
        next?.touchesCancelled(touch)
    }
}
