/// A window: a view whose frame is in screen coordinates, with a level.
public struct WindowSpec: Sendable, Hashable {
    /// The window as a view (its `kind` is always `.view`; it has no view controller of its own).
    public var view: ViewSpec
    /// `windowLevel`: higher is in front (HT-18).
    public var level: Double

    /// Creates a window.
    public init(view: ViewSpec, level: Double = 0) {
        self.view = view
        self.level = level
    }

    /// The window's id.
    public var id: String { view.id }
}
