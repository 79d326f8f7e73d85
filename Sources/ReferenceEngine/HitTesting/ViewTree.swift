import DispatchModel

/// The views of all windows in one flat array, built once per run from the scene.
struct ViewTree {
    /// Every view; a node's subviews and superview are indices into this array.
    private(set) var nodes: [ViewNode] = []
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
    }

    private mutating func add(_ spec: ViewSpec, superview: Int?, testFirstTargets: inout [(view: Int, target: String)]) -> Int {
        let index = nodes.count
        nodes.append(
            ViewNode(
                id: spec.id, superview: superview, frame: spec.frame, boundsOrigin: spec.boundsOrigin, transform: spec.transform,
                inverseTransform: spec.transform.inverted,
                flags: ViewFlags(
                    hidden: spec.hidden, alpha: Float(spec.alpha), userInteractionEnabled: spec.userInteractionEnabled,
                    clipsToBounds: spec.clipsToBounds, animating: spec.animating),
                hitTest: Self.rule(spec.hitTest), pointInside: spec.pointInside, gestureVeto: spec.gestureRecognizerShouldBegin,
                kind: spec.kind, control: spec.control?.registered(mergedLast: mergedRegistrationsLast), scroll: spec.scrollView))
        nodes[index].exclusiveTouch = spec.exclusiveTouch
        nodes[index].multipleTouchEnabled = spec.multipleTouchEnabled
        hasExclusiveTouchViews = hasExclusiveTouchViews || spec.exclusiveTouch
        hasScrollViews = hasScrollViews || spec.scrollView != nil
        indexOfID[spec.id] = index
        if case .testFirst(let target) = spec.hitTest { testFirstTargets.append((index, target)) }
        var subviews: [Int] = []
        for subview in spec.subviews { subviews.append(add(subview, superview: index, testFirstTargets: &testFirstTargets)) }
        nodes[index].subviews = subviews
        return index
    }

    subscript(index: Int) -> ViewNode { nodes[index] }

    /// `isHidden`: later hit tests skip a hidden view and its subviews, or a hidden window (HT-03,
    /// HT-17).
    mutating func setHidden(_ view: Int, _ hidden: Bool) { nodes[view].flags.hidden = hidden }

    /// `isUserInteractionEnabled`: later hit tests skip a non-interactive view and its subviews
    /// (HT-03, TD-14).
    mutating func setInteractionEnabled(_ view: Int, _ enabled: Bool) { nodes[view].flags.userInteractionEnabled = enabled }

    /// `alpha`, stored as a 32-bit float: later hit tests skip a view below 0.01 (HT-03, HT-04).
    mutating func setAlpha(_ view: Int, _ alpha: Double) {
        nodes[view].flags.alpha = Float(alpha)
    }

    /// A control's `isEnabled`: a disabled control is skipped by later hit tests (HT-16).
    mutating func setControlEnabled(_ view: Int, _ enabled: Bool) { nodes[view].control?.enabled = enabled }

    /// `clipsToBounds`, which only the `subviewsFirst` override reads (HT-12).
    mutating func setClipsToBounds(_ view: Int, _ clips: Bool) { nodes[view].flags.clipsToBounds = clips }

    /// `removeFromSuperview()`: the view leaves its superview's subviews, and with its subviews
    /// its window; it is no longer hit-tested.
    mutating func removeFromSuperview(_ view: Int) {
        guard let superview = nodes[view].superview else { return }
        nodes[superview].subviews.removeAll { $0 == view }
        nodes[view].superview = nil
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
        return convert(nodes[window].convertFromSuperview(point), from: window, to: view)!
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
    func convert(_ point: Point, from ancestor: Int, to descendant: Int) -> Point? {
        var path: [Int] = []
        var current: Int? = descendant
        while let view = current, view != ancestor {
            path.append(view)
            current = nodes[view].superview
        }
        guard current == ancestor else { return nil }
        return path.reversed().reduce(point) { nodes[$1].convertFromSuperview($0) }
    }
}
