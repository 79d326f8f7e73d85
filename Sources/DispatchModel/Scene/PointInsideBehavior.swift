/// What an app's view subclass does in `point(inside:with:)`.
public enum PointInsideBehavior: Sendable, Hashable {
    /// Not overridden: `bounds.contains(p)`, half-open (HT-06).
    case `default`
    /// `bounds` grown by the insets (negative values shrink it), then `contains` (HT-15).
    case outset(EdgeInsets)
    /// `bounds.contains(p) || subviews.contains { $0.frame.contains(p) }` (HT-12).
    case includeSubviewFrames
}
