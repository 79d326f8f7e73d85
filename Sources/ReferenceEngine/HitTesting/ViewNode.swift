import DispatchModel

/// What the engine keeps of one view (or window) besides its ``HitTestRecord``: the facts hit
/// testing reads rarely or never — its id, its superview, its transform, the app's overrides, its
/// class and configuration. No fact of a node is also in the record (``ViewTree`` lists where each
/// lives); the record holds a few bits derived from the node's fixed facts, written once when the
/// tree is built. Only the tree changes a node (its ``ViewTree/nodes`` are `private(set)`): its
/// superview when it leaves (TD-13); the rest is fixed for the run.
struct ViewNode {
    /// The scene id.
    let id: String
    /// Index of the superview; nil for a window, or for a view the script removed. The source of
    /// the tree's shape: the subview runs of ``ViewTree/subviewIndices`` are derived from it.
    var superview: Int?
    /// The transform about the centre (HT-11).
    let transform: AffineTransform
    /// The inverse of ``transform``, nil when it is singular; computed once, with the node.
    let inverseTransform: AffineTransform?
    /// The app's `hitTest(_:with:)` override (the `testFirst` target resolved to its index by the
    /// tree once every view exists).
    var hitTest: HitTestRule
    /// The app's `point(inside:with:)` override (HT-12, HT-15).
    let pointInside: PointInsideBehavior
    /// The subclass's `gestureRecognizerShouldBegin(_:)` (GR-08).
    let gestureVeto: ViewGestureVeto
    /// The UIKit class.
    let kind: ViewKind
    /// The control configuration, for controls; its `isEnabled` is the record's (CT-04, HT-16).
    let control: ControlConfiguration?
    /// The scroll-view configuration, for scroll views.
    let scroll: ScrollViewSpec?
    /// `isExclusiveTouch` (MT-05).
    let exclusiveTouch: Bool
    /// `isMultipleTouchEnabled` (MT-02, MT-03).
    let multipleTouchEnabled: Bool
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
