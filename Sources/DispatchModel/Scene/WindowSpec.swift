/// A window: a view whose frame is in screen coordinates, with a level.
public struct WindowSpec: Sendable, Hashable {
    /// The window as a view (its `kind` is always `.view`; it has no view controller of its own).
    public var view: ViewSpec
    /// `windowLevel`: higher is in front (HT-18).
    public var level: Double
    /// The subclass's `sendEvent(_:)` (TD-02).
    public var sendEvent: SendEventOverride
    /// Whether the fixture makes this the key window (FR-07). At most one window is; when none
    /// is, the first window listed is key (``Scene/keyWindowID``).
    public var isKey = false

    /// Creates a window.
    public init(view: ViewSpec, level: Double = 0, sendEvent: SendEventOverride = .inherit) {
        self.view = view
        self.level = level
        self.sendEvent = sendEvent
    }

    /// The window's id.
    public var id: String { view.id }
}
