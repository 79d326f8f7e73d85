import DispatchModel

/// A finger of the class-based baseline (`UITouch`): where it is, the view it was hit-tested to,
/// and the recognizers it was delivered to when it came down.
final class BaselineTouch {
    /// The script's touch id.
    let id: Int
    /// The hit-test view, fixed for the touch's life.
    let view: BaselineView
    /// The tap recognizers of the hit view and its ancestors, the hit view's first.
    let gestureRecognizers: [BaselineTapRecognizer]
    /// Where the touch is, in screen coordinates (the baseline's window has no transform, so
    /// distances are the window's too).
    var location: Point
    /// Whether a recognizer has cancelled the touch in its view (`cancelsTouchesInView`): the
    /// view got `touchesCancelled` and hears nothing more of it.
    var isCancelledInView = false

    /// Creates a touch that came down at `location` on `view`.
    init(id: Int, view: BaselineView, gestureRecognizers: [BaselineTapRecognizer], location: Point) {
        self.id = id
        self.view = view
        self.gestureRecognizers = gestureRecognizers
        self.location = location
    }
}
