/// What a view subclass answers in `UIView.gestureRecognizerShouldBegin(_:)` when it is a hit-test
/// view of a recognizer's touches (GR-07, GR-08).
public enum ViewGestureVeto: String, Sendable, Hashable, CaseIterable {
    /// Not overridden: true.
    case allow
    /// False for every recognizer.
    case denyAll
    /// False for recognizers attached to other views, true for the view's own.
    case denyOthers
}
