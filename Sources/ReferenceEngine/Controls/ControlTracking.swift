import DispatchModel

/// What a `UIControl` knows while a touch drives it (CT-03…CT-10).
struct ControlTracking {
    /// The touch it tracks: only its first (CT-10).
    var touch: Int
    /// `isTracking`: false after `beginTracking` or `continueTracking` said no.
    var isTracking: Bool
    /// `isTouchInside`: the last computed "inside" (CT-06).
    var isTouchInside: Bool
    /// When `beginTracking` was called, for the minimum highlight (CT-15).
    var startedAt: Int
    /// A slider's value at touch-down, and the touch's last x in the slider's bounds (CT-18).
    var startValue = 0.0
    var lastX = 0.0
}
