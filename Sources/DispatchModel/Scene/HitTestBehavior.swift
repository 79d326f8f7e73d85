/// What an app's view subclass does in `hitTest(_:with:)`: a closed vocabulary, each case being
/// the code an app would write (`Specs/FIXTURE-FORMAT.md`).
public enum HitTestBehavior: Sendable, Hashable {
    /// Not overridden: `UIView.hitTest`.
    case `default`
    /// `let v = super.hitTest(p, e); return v === self ? nil : v` (HT-14, article 002).
    case passThroughSelf
    /// Returns the given descendant when its `point(inside:)` accepts the point, else `super`
    /// (HT-13, the overflowing centre button of article 002).
    case testFirst(String)
    /// Article 000's override: subviews are asked before the view's own `point(inside:)`, which
    /// is checked first only when `clipsToBounds` is set.
    case subviewsFirst
    /// `super.hitTest(p, e) == nil ? nil : self`: the view takes touches meant for its subviews.
    case captureSubviews
    /// `let v = super.hitTest(p, e); return v === self ? subviews.last : v` (article 004's window).
    case lastSubviewInsteadOfSelf
}
