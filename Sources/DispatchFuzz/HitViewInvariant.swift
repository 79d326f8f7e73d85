import DispatchModel

/// Checks the view each touch is bound to against UIKit's own acceptance tests, computed by the
/// harness from the scene: for `touch N hit V` at screen point p, every view on the path from V's
/// window down to V (V included) is visible (not hidden, alpha ≥ 0.01 as a 32-bit float, HT-03,
/// HT-04), interactive, not animating (HT-24), and its `point(inside:)` (default, `outset` or
/// `includeSubviewFrames`) accepts p converted into its bounds coordinates (HT-06, HT-10, HT-11).
///
/// The flags are those the view has when the touch begins: a `hide` or `disableInteraction` step
/// changes them for later touches (HT-03, TD-14), and a view that a `removeFromSuperview` step took
/// out can no longer be hit. A disabled control is never the hit view nor on its path (HT-16).
///
/// "Unless an override says otherwise": the check is skipped when a view on that path overrides
/// `hitTest` with `testFirst`, `subviewsFirst` or `lastSubviewInsteadOfSelf`, the three overrides
/// that can return a view without UIKit's checks (a hidden child, a child outside its parent, a
/// last subview that does not contain the point). `passThroughSelf` and `captureSubviews` only
/// ever return what UIKit's `hitTest` found, or the view itself after UIKit's checks accepted it,
/// so they keep the property.
public enum HitViewInvariant {
    /// The first bound view that fails, as a finding about `engine`; nil when all pass.
    public static func violation(of trace: Trace, for scenario: Scenario, engine: String) -> FuzzFinding? {
        TraceFacts.check(trace, scenario) { violation(in: $0, engine: engine) }
    }

    /// The same, on facts already made.
    static func violation(in facts: TraceFacts, engine: String) -> FuzzFinding? {
        let (segments, scenario) = (facts.segments, facts.scenario)
        var scene = scenario.scene
        var index = facts.index
        var applied = -1
        var points: [Int: Point] = [:]
        for (segment, (_, entry)) in segments.lines {
            let step = segments.step(ofSegment: segment)
            var mutated = false
            while applied < step {
                applied += 1
                switch scenario.script[applied].action {
                case .mutateView, .setAlpha, .setClipsToBounds, .setControlEnabled:
                    scene = scene.applying(scenario.script[applied].action)
                    mutated = true
                default: break
                }
            }
            if mutated { index = SceneIndex(scene) }
            switch entry.event {
            case .input(let touch, .began, let point):
                points[touch] = point
            case .hit(let touch, let view?):
                guard let point = points[touch] else { continue }
                if let problem = problem(view, at: point, index) {
                    return FuzzFinding(.hitView, engine: engine, "touch \(touch) hit \(view) at \(point), but \(problem)")
                }
            default:
                continue
            }
        }
        return nil
    }

    /// Overrides that may return a view UIKit's checks would not.
    private static func exempts(_ behaviour: HitTestBehavior) -> Bool {
        switch behaviour {
        case .testFirst, .subviewsFirst, .lastSubviewInsteadOfSelf: true
        case .default, .passThroughSelf, .captureSubviews: false
        }
    }

    /// Why `view` cannot take a touch at `screenPoint`, or nil when it can (or an override exempts it).
    static func problem(_ view: String, at screenPoint: Point, _ index: SceneIndex) -> String? {
        let path = index.pathFromWindow(to: view)
        guard let window = path.first, index.windows[window.id] != nil else { return "\(view) is not in a window (removed, TD-13)" }
        guard !path.contains(where: { exempts($0.hitTest) }) else { return nil }
        var point = screenPoint
        for spec in path {
            point = convertFromSuperview(point, into: spec)
            if spec.hidden { return "\(spec.id) is hidden" }
            if !spec.userInteractionEnabled { return "\(spec.id) has user interaction disabled" }
            // UIKit stores alpha as a 32-bit float and compares it with 0.01 as a double (HT-04).
            if Double(Float(spec.alpha)) < 0.01 { return "\(spec.id) has alpha \(NumberFormat.text(spec.alpha)), below 0.01" }
            if spec.animating { return "\(spec.id) is animating" }
            if spec.control?.enabled == false { return "\(spec.id) is a disabled control (HT-16)" }
            if !pointInside(spec, point) { return "\(spec.id)'s point(inside:) rejects \(point) in its bounds coordinates" }
        }
        return nil
    }

    /// A point of the superview's bounds coordinates (screen coordinates for a window) in the
    /// view's own: undo the position, then the transform about the centre, then add the bounds
    /// origin (`Specs/FIXTURE-FORMAT.md`). The arithmetic is written step by step, as UIKit's
    /// conversion is, so that points exactly on an edge stay exactly on it.
    static func convertFromSuperview(_ point: Point, into view: ViewSpec) -> Point {
        let frame = view.frame
        if view.transform.isIdentity {
            return Point(x: point.x - frame.x + view.boundsOrigin.x, y: point.y - frame.y + view.boundsOrigin.y)
        }
        guard let inverse = view.transform.inverted else { return Point(x: .nan, y: .nan) }
        let centre = frame.mid
        let local = inverse.apply(to: Point(x: point.x - centre.x, y: point.y - centre.y))
        return Point(x: local.x + frame.width / 2 + view.boundsOrigin.x, y: local.y + frame.height / 2 + view.boundsOrigin.y)
    }

    /// The view's `point(inside:)`.
    static func pointInside(_ view: ViewSpec, _ point: Point) -> Bool {
        let bounds = Rect(x: view.boundsOrigin.x, y: view.boundsOrigin.y, width: view.frame.width, height: view.frame.height)
        switch view.pointInside {
        case .default: return bounds.contains(point)
        case .outset(let insets): return bounds.outset(by: insets).contains(point)
        case .includeSubviewFrames: return bounds.contains(point) || view.subviews.contains { reportedFrame(of: $0).contains(point) }
        }
    }

    /// `frame` as UIKit reports it: the bounding box of the transformed bounds, in superview coordinates.
    static func reportedFrame(of view: ViewSpec) -> Rect {
        guard !view.transform.isIdentity else { return view.frame }
        let frame = view.frame
        let centre = frame.mid
        let corners = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
            let p = view.transform.apply(to: Point(x: sx * frame.width / 2, y: sy * frame.height / 2))
            return Point(x: p.x + centre.x, y: p.y + centre.y)
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
