/// A window: a view whose frame is in screen coordinates, with a level.
public struct WindowSpec: Sendable, Hashable {
    /// The window as a view (its `kind` is always `.view`; it has no view controller of its own).
    public var view: ViewSpec
    /// `windowLevel`: higher is in front (HT-18).
    public var level: Double
    /// The subclass's `sendEvent(_:)` (TD-02).
    public var sendEvent: SendEventOverride

    /// Creates a window.
    public init(view: ViewSpec, level: Double = 0, sendEvent: SendEventOverride = .inherit) {
        self.view = view
        self.level = level
        self.sendEvent = sendEvent
    }

    /// The window's id.
    public var id: String { view.id }
}
