/// The application object and its delegate, the last responders of every chain.
public struct ApplicationSpec: Sendable, Hashable {
    /// The reserved id of the application in traces.
    public static let applicationID = "application"
    /// The reserved id of the app delegate in traces.
    public static let delegateID = "appDelegate"

    /// A `UIApplication` subclass's touch methods.
    public var touches: TouchHandling
    /// Whether the app delegate is a `UIResponder`, and so the application's next responder (RC-05).
    public var delegateIsResponder: Bool
    /// The app delegate's touch methods (only when it is a responder).
    public var delegateTouches: TouchHandling
    /// A `UIApplication` subclass's `sendEvent(_:)` (TD-02).
    public var sendEvent: SendEventOverride
    /// A `UIApplication` subclass's motion, remote-control and action methods (FR-05…FR-08).
    public var responder = ResponderTraits.plain
    /// The app delegate's (only when it is a responder).
    public var delegateResponder = ResponderTraits.plain
    /// The app called `beginReceivingRemoteControlEvents()` before the script starts (FR-06).
    public var receivesRemoteControlEvents = false

    /// Creates the application; by default neither it nor its (responder) delegate override anything.
    public init(
        touches: TouchHandling = .inherit, delegateIsResponder: Bool = true, delegateTouches: TouchHandling = .inherit,
        sendEvent: SendEventOverride = .inherit
    ) {
        self.touches = touches
        self.delegateIsResponder = delegateIsResponder
        self.delegateTouches = delegateTouches
        self.sendEvent = sendEvent
    }
}
