import DispatchModel

/// The read-only predicates of hit testing, on the tree itself so that calling
/// them copies nothing but the tree's few references.
extension ViewTree {
    /// The early-out of HT-03: hidden, interaction disabled, alpha below 0.01 as a 32-bit float
    /// (HT-04), or animating without user interaction (HT-24). `point(inside:)` is not called.
    func acceptsTouches(_ view: Int) -> Bool { records[view].flags.acceptTouches }

    /// `point(inside:with:)`: the app's override or `bounds.contains`, half-open (HT-06).
    func pointInside(_ view: Int, _ point: Point) -> Bool {
        let record = records[view]
        return record.overridesPointInside ? overriddenPointInside(view, point) : record.bounds.contains(point)
    }

    /// The app's override of `point(inside:with:)` (HT-12, HT-15); its own function, so that the
    /// common case above stays small enough to be inlined into every visit.
    private func overriddenPointInside(_ view: Int, _ point: Point) -> Bool {
        switch nodes[view].pointInside {
        case .default:
            return bounds(of: view).contains(point)
        case .outset(let insets):
            return bounds(of: view).outset(by: insets).contains(point)
        case .includeSubviewFrames:
            return bounds(of: view).contains(point) || subviews(of: view).contains { transformedFrame(of: $0).contains(point) }
        }
    }
}
