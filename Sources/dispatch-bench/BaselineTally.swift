/// What the class-based baseline's app code saw: the counters its touch handlers and tap actions
/// increment, which the agreement check compares with the reference engine's trace (and which
/// keep the optimizer from dropping the work).
final class BaselineTally {
    /// Calls of the app's own touch methods (a `touches` line of the reference's trace each).
    var touchMessages = 0
    /// Calls of tap actions (an `action` line each).
    var actions = 0
}
