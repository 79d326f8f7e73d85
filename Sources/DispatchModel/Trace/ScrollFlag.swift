/// A flag of `UIScrollView` written in `scroll` lines (SV-10).
public enum ScrollFlag: String, Sendable, Hashable, CaseIterable {
    /// `isTracking`: the user's finger is on the content.
    case tracking
    /// `isDragging`: the user has begun scrolling the content.
    case dragging
}
