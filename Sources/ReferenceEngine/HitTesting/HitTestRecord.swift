import DispatchModel

/// What hit testing reads of one view on every visit, kept apart from the ``ViewNode`` in a dense
/// array (``ViewTree/records``), so that a traversal of a large tree walks one small record per
/// view instead of the whole node (`Specs/DECISIONS.md` 42).
///
/// The record is the only home of the facts it holds: the geometry, the subview run, the flags and
/// a control's `isEnabled` are nowhere else, and are read elsewhere through the tree's accessors
/// (``ViewTree/frame(of:)``, ``ViewTree/isControlEnabled(_:)``…). The rarer parts — a transform, an
/// app override of `hitTest` or `point(inside:)` — live in the node; the record only says whether
/// the view has one, in bits derived from the node once, by ``init(frame:boundsOrigin:flags:isDisabledControl:node:)``.
struct HitTestRecord {
    /// Frame in the superview's bounds coordinates (screen coordinates for a window), untransformed.
    let frame: Rect
    /// `bounds.origin`.
    let boundsOrigin: Point
    /// Where the view's subviews start in ``ViewTree/subviewIndices``: derived from the nodes'
    /// superviews by ``ViewTree``'s `layOutSubviewRuns()` alone.
    var subviewsStart: Int32 = 0
    /// How many subviews the view has, its run's length; derived with ``subviewsStart``.
    var subviewCount: Int32 = 0
    /// The flags that decide whether hit testing may enter the view (HT-03, HT-04, HT-24);
    /// changed through ``setFlags(_:)`` only.
    private(set) var flags: ViewFlags
    /// Whether it is a disabled control, whose `hitTest` never calls super (HT-16): the control's
    /// `isEnabled`, negated, and its only home (CT-04); changed through ``setDisabledControl(_:)``
    /// only.
    private(set) var isDisabledControl: Bool
    /// Whether UIKit's `hitTest` returns nil without asking `point(inside:)`: a disabled control
    /// (HT-16), or a view whose flags refuse touches (HT-03, HT-04, HT-24). A copy kept for speed
    /// — one byte read per visit instead of five fields and a float conversion — derived from
    /// ``isDisabledControl`` and ``flags`` by `deriveRefusal()` alone, which every write of either
    /// goes through (both are `private(set)`).
    private(set) var refusesHitTest = false
    /// Whether the view has a transform other than the identity (``ViewNode/transform``); derived.
    let isTransformed: Bool
    /// Whether the app overrides `hitTest(_:with:)` (``ViewNode/hitTest``); derived.
    let overridesHitTest: Bool
    /// Whether the app overrides `point(inside:with:)` (``ViewNode/pointInside``); derived.
    let overridesPointInside: Bool

    /// The record of a new view: its own facts, and the bits derived from its `node`'s fixed facts
    /// — the one place they are written (a test holds them to the node after every kind of step).
    init(frame: Rect, boundsOrigin: Point, flags: ViewFlags, isDisabledControl: Bool, node: ViewNode) {
        self.frame = frame
        self.boundsOrigin = boundsOrigin
        self.flags = flags
        self.isDisabledControl = isDisabledControl
        isTransformed = !node.transform.isIdentity
        if case .default = node.hitTest { overridesHitTest = false } else { overridesHitTest = true }
        overridesPointInside = node.pointInside != .default
        deriveRefusal()
    }

    /// Changes the flags (a scripted `isHidden`, `isUserInteractionEnabled`, `alpha` or
    /// `clipsToBounds`), and what they decide.
    mutating func setFlags(_ change: (inout ViewFlags) -> Void) {
        change(&flags)
        deriveRefusal()
    }

    /// Changes a control's `isEnabled` (CT-04), and what it decides (HT-16).
    mutating func setDisabledControl(_ disabled: Bool) {
        isDisabledControl = disabled
        deriveRefusal()
    }

    /// Derives ``refusesHitTest`` from its sources: the one method that writes it.
    private mutating func deriveRefusal() {
        refusesHitTest = isDisabledControl || !flags.acceptTouches
    }

    /// The bounds rectangle in the view's own coordinates.
    var bounds: Rect { Rect(x: boundsOrigin.x, y: boundsOrigin.y, width: frame.width, height: frame.height) }
}

/// The properties of a view that decide whether hit testing may enter it (HT-03, HT-04, HT-24).
/// (The float first: eight bytes in all.)
struct ViewFlags {
    /// Alpha as UIKit stores it: a 32-bit float (HT-04).
    var alpha: Float
    /// `isHidden` (HT-03, HT-17).
    var hidden: Bool
    /// `isUserInteractionEnabled` (HT-03, TD-14).
    var userInteractionEnabled: Bool
    /// `clipsToBounds`, which only the `subviewsFirst` override reads (HT-12).
    var clipsToBounds: Bool
    /// Whether the view is animating (HT-24).
    let animating: Bool

    /// The early-out of HT-03: not hidden, interaction enabled, alpha at least 0.01 as a 32-bit
    /// float (HT-04), not animating without user interaction (HT-24); otherwise `point(inside:)`
    /// is not called.
    var acceptTouches: Bool { !hidden && userInteractionEnabled && Double(alpha) >= 0.01 && !animating }
}
