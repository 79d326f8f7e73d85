/// What an app's `UIApplication` or `UIWindow` subclass does in `sendEvent(_:)` (TD-01, TD-02).
public enum SendEventOverride: String, Sendable, Hashable, CaseIterable {
    /// Not overridden: the event is dispatched.
    case inherit
    /// Overridden to look at the event (logged), then `super` dispatches it.
    case observe
    /// Overridden without calling `super` (logged): the event reaches no recognizer and no view.
    case swallow
}
