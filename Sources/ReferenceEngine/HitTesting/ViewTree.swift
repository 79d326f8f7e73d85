import DispatchModel

/// The views of all windows in one flat array, built once per run from the scene.
struct ViewTree {
    /// Every view; a node's subviews and superview are indices into this array.
    private(set) var nodes: [ViewNode] = []
    /// What hit testing reads of each view, by the same index (``HitTestRecord``).
    private(set) var records: [HitTestRecord] = []
    /// Every view's subviews, back to front, one run per view in index order: a record's
    /// `subviewsStart` and `subviewCount` say where its run is. Rebuilt when a view leaves its
    /// superview, which a script does a few times at most.
    private(set) var subviewIndices: [Int32] = []
    /// Index of each scene id.
    private(set) var indexOfID: [String: Int] = [:]
    /// Indices of the windows, in scene order.
    private(set) var windows: [Int] = []
    /// Whether any view is `isExclusiveTouch` (MT-05); when none is, new touches skip the check.
    private(set) var hasExclusiveTouchViews = false
    /// Whether any view is a scroll view (SV-10); when none is, touches skip the flag bookkeeping.
    private(set) var hasScrollViews = false
    /// CT-12 (engine choice): whether a merged registration moves to the end of the list.
    private let mergedRegistrationsLast: Bool

    /// Builds the tree of `scene`; `mergedRegistrationsLast` moves a control's merged
    /// registration to the end (CT-12's alternative).
    init(scene: Scene, mergedRegistrationsLast: Bool = false) {
        self.mergedRegistrationsLast = mergedRegistrationsLast
        var targets: [(view: Int, target: String)] = []
        for window in scene.windows {
            windows.append(add(window.view, superview: nil, testFirstTargets: &targets))
        }
        // Validation (`Scene.validate`) has made every target a view below the one that names it.
        for (view, target) in targets { nodes[view].hitTest = .testFirst(indexOfID[target]!) }
        layOutSubviewIndices()
    }

    private mutating func add(_ spec: ViewSpec, superview: Int?, testFirstTargets: inout [(view: Int, target: String)]) -> Int {
        let index = nodes.count
        nodes.append(
            ViewNode(
                id: spec.id, superview: superview, frame: spec.frame, boundsOrigin: spec.boundsOrigin, transform: spec.transform,
                inverseTransform: spec.transform.inverted,
                hitTest: Self.rule(spec.hitTest), pointInside: spec.pointInside, gestureVeto: spec.gestureRecognizerShouldBegin,
                kind: spec.kind, control: spec.control?.registered(mergedLast: mergedRegistrationsLast), scroll: spec.scrollView,
                exclusiveTouch: spec.exclusiveTouch, multipleTouchEnabled: spec.multipleTouchEnabled))
        records.append(
            HitTestRecord(
                frame: spec.frame, boundsOrigin: spec.boundsOrigin,
                flags: ViewFlags(
                    alpha: Float(spec.alpha), hidden: spec.hidden, userInteractionEnabled: spec.userInteractionEnabled,
                    clipsToBounds: spec.clipsToBounds, animating: spec.animating),
                isTransformed: !spec.transform.isIdentity, isDisabledControl: spec.control.map { !$0.enabled } ?? false,
                overridesHitTest: spec.hitTest != .default, overridesPointInside: spec.pointInside != .default))
        hasExclusiveTouchViews = hasExclusiveTouchViews || spec.exclusiveTouch
        hasScrollViews = hasScrollViews || spec.scrollView != nil
        indexOfID[spec.id] = index
        if case .testFirst(let target) = spec.hitTest { testFirstTargets.append((index, target)) }
        var subviews: [Int] = []
        for subview in spec.subviews { subviews.append(add(subview, superview: index, testFirstTargets: &testFirstTargets)) }
        nodes[index].subviews = subviews
        return index
    }

    /// Lays every view's subviews out in ``subviewIndices``.
    private mutating func layOutSubviewIndices() {
        subviewIndices.removeAll(keepingCapacity: true)
        for view in nodes.indices {
            records[view].subviewsStart = Int32(subviewIndices.count)
            records[view].subviewCount = Int32(nodes[view].subviews.count)
            for subview in nodes[view].subviews { subviewIndices.append(Int32(subview)) }
        }
    }

    subscript(index: Int) -> ViewNode { nodes[index] }

    /// The flags that decide whether hit testing may enter `view`.
    func flags(of view: Int) -> ViewFlags { records[view].flags }

    /// The app's `hitTest(_:with:)` override of `view`, or `.default`.
    func hitTestRule(of view: Int) -> HitTestRule { records[view].overridesHitTest ? nodes[view].hitTest : .default }

    /// Converts a point from the superview's bounds coordinates to `view`'s (HT-10, HT-11): from
    /// the record alone unless the view is transformed.
    func convertFromSuperview(_ view: Int, _ point: Point) -> Point {
        let record = records[view]
        guard !record.isTransformed else { return nodes[view].convertFromSuperview(point) }
        return Point(x: point.x - record.frame.x + record.boundsOrigin.x, y: point.y - record.frame.y + record.boundsOrigin.y)
    }

    /// `isHidden`: later hit tests skip a hidden view and its subviews, or a hidden window (HT-03,
    /// HT-17).
    mutating func setHidden(_ view: Int, _ hidden: Bool) { records[view].flags.hidden = hidden }

    /// `isUserInteractionEnabled`: later hit tests skip a non-interactive view and its subviews
    /// (HT-03, TD-14).
    mutating func setInteractionEnabled(_ view: Int, _ enabled: Bool) { records[view].flags.userInteractionEnabled = enabled }

    /// `alpha`, stored as a 32-bit float: later hit tests skip a view below 0.01 (HT-03, HT-04).
    mutating func setAlpha(_ view: Int, _ alpha: Double) {
        records[view].flags.alpha = Float(alpha)
    }

    /// A control's `isEnabled`: a disabled control is skipped by later hit tests (HT-16).
    mutating func setControlEnabled(_ view: Int, _ enabled: Bool) {
        guard nodes[view].control != nil else { return }
        nodes[view].control?.enabled = enabled
        records[view].isDisabledControl = !enabled
    }

    /// `clipsToBounds`, which only the `subviewsFirst` override reads (HT-12).
    mutating func setClipsToBounds(_ view: Int, _ clips: Bool) { records[view].flags.clipsToBounds = clips }

    /// `removeFromSuperview()`: the view leaves its superview's subviews, and with its subviews
    /// its window; it is no longer hit-tested.
    mutating func removeFromSuperview(_ view: Int) {
        guard let superview = nodes[view].superview else { return }
        nodes[superview].subviews.removeAll { $0 == view }
        nodes[view].superview = nil
        layOutSubviewIndices()
    }

    /// The view and every view below it.
    func subtree(of view: Int) -> [Int] {
        var result = [view]
        var index = 0
        while index < result.count {
            result += nodes[result[index]].subviews
            index += 1
        }
        return result
    }

    /// The behaviour with a placeholder target; the tree resolves targets once all views exist.
    private static func rule(_ behavior: HitTestBehavior) -> HitTestRule {
        switch behavior {
        case .default: .default
        case .passThroughSelf: .passThroughSelf
        case .testFirst: .testFirst(-1)
        case .subviewsFirst: .subviewsFirst
        case .captureSubviews: .captureSubviews
        case .lastSubviewInsteadOfSelf: .lastSubviewInsteadOfSelf
        }
    }

    /// Converts a screen point into the bounds coordinates of `view`, through its window and
    /// every superview.
    func convert(screenPoint point: Point, to view: Int) -> Point {
        let window = window(of: view)
        return convert(convertFromSuperview(window, point), from: window, to: view)!
    }

    /// The window the view belongs to (itself, for a window), found without building its ancestry.
    func window(of view: Int) -> Int {
        var node = view
        while let superview = nodes[node].superview { node = superview }
        return node
    }

    /// The view and its superviews up to its window, the view first.
    func ancestry(of view: Int) -> [Int] {
        var chain: [Int] = []
        var current: Int? = view
        while let node = current {
            chain.append(node)
            current = nodes[node].superview
        }
        return chain
    }

    /// Converts a point in `ancestor`'s bounds coordinates into `descendant`'s, through every
    /// view between them; nil if `descendant` is not below `ancestor`.
    ///
    /// Recursive, from the descendant up, so that the conversions happen outermost first without
    /// collecting the path in an array: every `location` line converts through the whole ancestry,
    /// and the array was most of that cost. (The depth is the tree's, which a deep scene's thread
    /// is sized for.)
    func convert(_ point: Point, from ancestor: Int, to descendant: Int) -> Point? {
        guard descendant != ancestor else { return point }
        guard let superview = nodes[descendant].superview, let outer = convert(point, from: ancestor, to: superview) else {
            return nil
        }
        return convertFromSuperview(descendant, outer)
    }
}
