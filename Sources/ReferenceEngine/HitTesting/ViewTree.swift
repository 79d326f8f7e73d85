import DispatchModel

/// The views of all windows, built once per run from the scene, each fact of a view in one place.
///
/// Layout: a view is an index into two arrays of the same length, and each fact lives in one of
/// them (`Specs/DECISIONS.md` 42):
/// - ``records`` (``HitTestRecord``, dense, read on every visit of a hit test): the frame, the
///   bounds origin, the flags (`isHidden`, `alpha`, `isUserInteractionEnabled`, `clipsToBounds`,
///   animating), a control's `isEnabled` (as `isDisabledControl`), and where the view's run of
///   subviews is in ``subviewIndices``;
/// - ``nodes`` (``ViewNode``): the id, the superview, the transform, the app's overrides, the
///   class, the control, scroll-view, exclusive-touch and multiple-touch configuration.
///
/// Three kinds of copy remain, for speed, each written by one method, and a test
/// (`HitTestRecordTests`) holds every copy to its source after every kind of step that changes a
/// view:
/// - the subview runs (``subviewIndices`` and each record's `subviewsStart`/`subviewCount`) are
///   the inverse of the nodes' `superview`, derived from it by `layOutSubviewRuns()` when the tree
///   is built and when a view leaves (``removeFromSuperview(_:)``): walking up needs the superview,
///   walking down the runs, and a removal is rare (a few a script at most);
/// - a record's `isTransformed`, `overridesHitTest` and `overridesPointInside` are derived from
///   the node's fixed facts when the record is made (``HitTestRecord``'s initializer), so that a
///   visit reads the node only when the view has one of them; as are ``hasExclusiveTouchViews`` and
///   ``hasScrollViews``, summaries of the nodes made once, in `add`;
/// - a record's `refusesHitTest` says in one bit what its flags and `isDisabledControl` decide
///   for UIKit's early-out (HT-03, HT-04, HT-16, HT-24); it is derived by the record's
///   `deriveRefusal()`, which every setter of those facts goes through (the record keeps them
///   `private(set)`).
///
/// Outside `HitTesting/`, the engine reads the tree through the accessors named for each fact
/// (``frame(of:)``, ``isControlEnabled(_:)``, ``subviews(of:)``…) and changes it through the
/// setters below, one per scripted change.
struct ViewTree {
    /// The rarer facts of each view (``ViewNode``); a node's superview is an index into this array.
    private(set) var nodes: [ViewNode] = []
    /// What hit testing reads of each view, by the same index (``HitTestRecord``).
    private(set) var records: [HitTestRecord] = []
    /// Every view's subviews, back to front, one run per view in index order: a record's
    /// `subviewsStart` and `subviewCount` say where its run is. Derived from the nodes'
    /// superviews by `layOutSubviewRuns()` alone.
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
        layOutSubviewRuns()
    }

    /// Adds the node and record of `spec`, then those of its subviews, depth first: siblings get
    /// increasing indices in their back-to-front order, which `layOutSubviewRuns()` relies on.
    private mutating func add(_ spec: ViewSpec, superview: Int?, testFirstTargets: inout [(view: Int, target: String)]) -> Int {
        let index = nodes.count
        let node = ViewNode(
            id: spec.id, superview: superview, transform: spec.transform, inverseTransform: spec.transform.inverted,
            hitTest: Self.rule(spec.hitTest), pointInside: spec.pointInside, gestureVeto: spec.gestureRecognizerShouldBegin,
            kind: spec.kind, control: spec.control.map { ControlConfiguration($0, mergedLast: mergedRegistrationsLast) },
            scroll: spec.scrollView, exclusiveTouch: spec.exclusiveTouch, multipleTouchEnabled: spec.multipleTouchEnabled)
        nodes.append(node)
        records.append(
            HitTestRecord(
                frame: spec.frame, boundsOrigin: spec.boundsOrigin,
                flags: ViewFlags(
                    alpha: Float(spec.alpha), hidden: spec.hidden, userInteractionEnabled: spec.userInteractionEnabled,
                    clipsToBounds: spec.clipsToBounds, animating: spec.animating),
                isDisabledControl: spec.control.map { !$0.enabled } ?? false, node: node))
        hasExclusiveTouchViews = hasExclusiveTouchViews || spec.exclusiveTouch
        hasScrollViews = hasScrollViews || spec.scrollView != nil
        indexOfID[spec.id] = index
        if case .testFirst(let target) = spec.hitTest { testFirstTargets.append((index, target)) }
        for subview in spec.subviews { _ = add(subview, superview: index, testFirstTargets: &testFirstTargets) }
        return index
    }

    /// Derives every view's run of subviews in ``subviewIndices`` from the nodes' superviews: the
    /// one method that writes the runs. A view's subviews are the views whose superview it is, in
    /// index order, which is their back-to-front order (`add`; a removal never reorders).
    private mutating func layOutSubviewRuns() {
        var counts = [Int32](repeating: 0, count: nodes.count)
        for node in nodes { if let superview = node.superview { counts[superview] += 1 } }
        var start: Int32 = 0
        for view in records.indices {
            records[view].subviewsStart = start
            records[view].subviewCount = 0
            start += counts[view]
        }
        subviewIndices = [Int32](repeating: 0, count: Int(start))
        for view in nodes.indices {
            guard let superview = nodes[view].superview else { continue }
            subviewIndices[Int(records[superview].subviewsStart + records[superview].subviewCount)] = Int32(view)
            records[superview].subviewCount += 1
        }
    }

    // MARK: Reading a view's facts

    /// The scene id of `view`.
    func id(of view: Int) -> String { nodes[view].id }

    /// The scene ids of all views, by index.
    var ids: [String] { nodes.map(\.id) }

    /// The superview of `view`; nil for a window, or for a view the script removed.
    func superview(of view: Int) -> Int? { nodes[view].superview }

    /// The subviews of `view`, back to front (its run of ``subviewIndices``).
    func subviews(of view: Int) -> LazyMapCollection<ArraySlice<Int32>, Int> {
        let start = Int(records[view].subviewsStart)
        return subviewIndices[start..<start + Int(records[view].subviewCount)].lazy.map { Int($0) }
    }

    /// The front-most subview of `view`, if it has any.
    func lastSubview(of view: Int) -> Int? {
        let record = records[view]
        return record.subviewCount == 0 ? nil : Int(subviewIndices[Int(record.subviewsStart + record.subviewCount) - 1])
    }

    /// The frame of `view` in its superview's bounds coordinates (screen coordinates for a
    /// window), untransformed.
    func frame(of view: Int) -> Rect { records[view].frame }

    /// The bounds rectangle of `view` in its own coordinates.
    func bounds(of view: Int) -> Rect { records[view].bounds }

    /// `frame` of `view` as UIKit reports it: the bounding box of the transformed bounds, in
    /// superview coordinates.
    func transformedFrame(of view: Int) -> Rect {
        let frame = records[view].frame
        guard records[view].isTransformed else { return frame }
        let transform = nodes[view].transform
        let centre = frame.mid
        let corners = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
            let p = transform.apply(to: Point(x: sx * frame.width / 2, y: sy * frame.height / 2))
            return Point(x: p.x + centre.x, y: p.y + centre.y)
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The flags that decide whether hit testing may enter `view`.
    func flags(of view: Int) -> ViewFlags { records[view].flags }

    /// The UIKit class of `view`.
    func kind(of view: Int) -> ViewKind { nodes[view].kind }

    /// The control configuration of `view`, nil unless it is a control; its `isEnabled` is
    /// ``isControlEnabled(_:)``.
    func control(of view: Int) -> ControlConfiguration? { nodes[view].control }

    /// Whether `view` is a control.
    func isControl(_ view: Int) -> Bool { nodes[view].control != nil }

    /// A control's `isEnabled` (CT-04); false only for a disabled control.
    func isControlEnabled(_ view: Int) -> Bool { !records[view].isDisabledControl }

    /// The scroll-view configuration of `view`, nil unless it is a scroll view.
    func scroll(of view: Int) -> ScrollViewSpec? { nodes[view].scroll }

    /// The subclass's `gestureRecognizerShouldBegin(_:)` of `view` (GR-08).
    func gestureVeto(of view: Int) -> ViewGestureVeto { nodes[view].gestureVeto }

    /// `isExclusiveTouch` of `view` (MT-05).
    func isExclusiveTouch(_ view: Int) -> Bool { nodes[view].exclusiveTouch }

    /// `isMultipleTouchEnabled` of `view` (MT-02, MT-03).
    func isMultipleTouchEnabled(_ view: Int) -> Bool { nodes[view].multipleTouchEnabled }

    /// The app's `hitTest(_:with:)` override of `view`, or `.default`.
    func hitTestRule(of view: Int) -> HitTestRule { records[view].overridesHitTest ? nodes[view].hitTest : .default }

    /// Converts a point from the superview's bounds coordinates to `view`'s (HT-10, HT-11): undo
    /// the position, then the transform about the centre, then add the bounds origin; from the
    /// record alone unless the view is transformed.
    func convertFromSuperview(_ view: Int, _ point: Point) -> Point {
        let record = records[view]
        guard !record.isTransformed else { return convertThroughTransform(view, point) }
        return Point(x: point.x - record.frame.x + record.boundsOrigin.x, y: point.y - record.frame.y + record.boundsOrigin.y)
    }

    /// ``convertFromSuperview(_:_:)`` for a transformed view: a point for no point of the bounds
    /// (NaN) when the transform is singular. Never inlined: out of the conversion every visit
    /// makes, it keeps that conversion small (inlined, it cost 7 instructions per visited view of
    /// the grid, DECISIONS 42).
    @inline(never)
    private func convertThroughTransform(_ view: Int, _ point: Point) -> Point {
        let record = records[view]
        guard let inverse = nodes[view].inverseTransform else { return Point(x: .nan, y: .nan) }
        let centre = record.frame.mid
        let local = inverse.apply(to: Point(x: point.x - centre.x, y: point.y - centre.y))
        return Point(
            x: local.x + record.frame.width / 2 + record.boundsOrigin.x, y: local.y + record.frame.height / 2 + record.boundsOrigin.y)
    }

    // MARK: Scripted changes, one setter each

    /// `isHidden`: later hit tests skip a hidden view and its subviews, or a hidden window (HT-03,
    /// HT-17).
    mutating func setHidden(_ view: Int, _ hidden: Bool) { records[view].setFlags { $0.hidden = hidden } }

    /// `isUserInteractionEnabled`: later hit tests skip a non-interactive view and its subviews
    /// (HT-03, TD-14).
    mutating func setInteractionEnabled(_ view: Int, _ enabled: Bool) { records[view].setFlags { $0.userInteractionEnabled = enabled } }

    /// `alpha`, stored as a 32-bit float: later hit tests skip a view below 0.01 (HT-03, HT-04).
    mutating func setAlpha(_ view: Int, _ alpha: Double) { records[view].setFlags { $0.alpha = Float(alpha) } }

    /// A control's `isEnabled` (CT-04), in its one place: a disabled control is skipped by later
    /// hit tests (HT-16) and starts no tracking.
    mutating func setControlEnabled(_ view: Int, _ enabled: Bool) {
        guard isControl(view) else { return }
        records[view].setDisabledControl(!enabled)
    }

    /// `clipsToBounds`, which only the `subviewsFirst` override reads (HT-12).
    mutating func setClipsToBounds(_ view: Int, _ clips: Bool) { records[view].setFlags { $0.clipsToBounds = clips } }

    /// `removeFromSuperview()`: the view leaves its superview's subviews, and with its subviews
    /// its window; it is no longer hit-tested (TD-13).
    mutating func removeFromSuperview(_ view: Int) {
        guard nodes[view].superview != nil else { return }
        nodes[view].superview = nil
        layOutSubviewRuns()
    }

    // MARK: Walking the tree

    /// The view and every view below it.
    func subtree(of view: Int) -> [Int] {
        var result = [view]
        var index = 0
        while index < result.count {
            result += subviews(of: result[index])
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
