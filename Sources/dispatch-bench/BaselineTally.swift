import DispatchModel

/// What the class-based baseline's app code saw: the counters its touch handlers and tap actions
/// increment, which the agreement check compares with the reference engine's trace (and which
/// keep the optimizer from dropping the work).
final class BaselineTally {
    /// Calls of the app's own `touchesBegan` (a `touchesBegan` line of the reference's trace each).
    var touchesBegan = 0
    /// Calls of the app's own `touchesMoved`.
    var touchesMoved = 0
    /// Calls of the app's own `touchesEnded`.
    var touchesEnded = 0
    /// Calls of the app's own `touchesCancelled`.
    var touchesCancelled = 0
    /// Calls of tap actions (an `action` line each).
    var actions = 0

    /// Counts a call of the app's touch method of `phase`.
    func countTouches(_ phase: TouchPhase) {
        switch phase {
        case .began: touchesBegan += 1
        case .moved: touchesMoved += 1
        case .ended: touchesEnded += 1
        case .cancelled: touchesCancelled += 1
        }
    }

    /// The calls of the app's touch methods, by phase: began, moved, ended, cancelled.
    var touchMessages: [Int] { [touchesBegan, touchesMoved, touchesEnded, touchesCancelled] }
}
