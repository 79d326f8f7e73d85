/// One finger on the screen for the whole of its life (`UITouch`): the same object from touch-down
/// to lift, bound to the view hit testing found when it began.
@MainActor
public final class Touch: Hashable {
    /// Where a touch is in its life.
    public enum Phase: Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The digitizer's index of the finger, as UIKit's private path index: unique among the
    /// fingers down at once.
    public let identifier: Int
    /// The phase in the event being delivered.
    public internal(set) var phase: Phase
    /// The view the touch is bound to; nil when hit testing found none.
    public internal(set) var view: View?
    /// The window of that view.
    public internal(set) var window: Window?
    /// The time of the last change, in seconds.
    public internal(set) var timestamp: Double
    /// Screen coordinates now and at the previous event.
    var screenLocation: Point
    var previousScreenLocation: Point
    /// True when the window decided, at touch-down, not to give this touch to its view
    /// (a single-touch view already holding one, or exclusive touch).
    var isWithheld = false

    init(identifier: Int, location: Point, timestamp: Double) {
        self.identifier = identifier
        phase = .began
        screenLocation = location
        previousScreenLocation = location
        self.timestamp = timestamp
    }

    /// The location in `view`'s coordinates; nil means the touch's window.
    public func location(in view: View?) -> Point {
        convert(screenLocation, to: view)
    }

    /// The location at the previous event, in `view`'s coordinates; equal to `location(in:)` while
    /// the touch begins.
    public func previousLocation(in view: View?) -> Point {
        convert(previousScreenLocation, to: view)
    }

    private func convert(_ screenPoint: Point, to target: View?) -> Point {
        guard let window else { return screenPoint }
        let inWindow = window.convert(fromScreen: screenPoint)
        return target.map { $0.convert(inWindow, from: nil) } ?? inWindow
    }

    /// Touches are compared by identity.
    nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// A touch event (`UIEvent` of type touches): every touch down at the time, those that changed
/// and those that did not.
@MainActor
public final class Event {
    /// The time of the event, in seconds.
    public internal(set) var timestamp: Double
    /// The touches of the event in the order they began.
    var orderedTouches: [Touch]

    init(timestamp: Double, touches: [Touch]) {
        self.timestamp = timestamp
        orderedTouches = touches
    }

    /// Every touch of the event.
    public var allTouches: Set<Touch> { Set(orderedTouches) }

    /// The touches bound to `view`.
    public func touches(for view: View) -> Set<Touch> {
        Set(orderedTouches.filter { $0.view === view })
    }

    /// The touches in `window`.
    public func touches(for window: Window) -> Set<Touch> {
        Set(orderedTouches.filter { $0.window === window })
    }

    /// The touches that changed in this event, in the order they began.
    var changedTouches: [Touch] { orderedTouches.filter { $0.phase != .stationary } }
}
