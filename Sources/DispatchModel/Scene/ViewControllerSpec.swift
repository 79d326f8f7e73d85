/// A view controller, attached to the view that is its root view.
public struct ViewControllerSpec: Sendable, Hashable {
    /// Unique id in the scene.
    public var id: String
    /// The subclass's touch methods.
    public var touches: TouchHandling
    /// The id returned by an overridden `next`, if any (RC-11).
    public var nextResponder: String?
    /// First-responder status, motion and remote-control methods, action methods (FR-*).
    public var responder = ResponderTraits.plain

    /// Creates a view controller.
    public init(id: String, touches: TouchHandling = .inherit, nextResponder: String? = nil) {
        self.id = id
        self.touches = touches
        self.nextResponder = nextResponder
    }
}
