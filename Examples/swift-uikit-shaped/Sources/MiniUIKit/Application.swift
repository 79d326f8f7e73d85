/// The application (`UIApplication`): one per process, reachable as `Application.shared`. It owns
/// the windows, turns the digitizer's input into touches and events, hit-tests new touches and
/// sends each event to the windows of its touches.
///
/// Like UIKit's, this state is global and belongs to the main thread: one application, one set
/// of windows, one touch table per process.
@MainActor
open class Application: Responder {
    /// The application of this process; set when an application is made.
    public static var shared: Application?

    /// The delegate (`UIApplicationDelegate`); the next responder when it is a `Responder`.
    public var delegate: AnyObject?
    /// Every window, in the order they were made.
    public private(set) var windows: [Window] = []

    private var ignoringDepth = 0
    private var touchesByFinger: [Int: Touch] = [:]
    private var touchesInOrder: [Touch] = []
    private var ignoredFingers: Set<Int> = []
    private let event = Event(timestamp: 0, touches: [])

    /// Creates the application and makes it `Application.shared`.
    public override init() {
        super.init()
        Application.shared = self
    }

    /// The delegate, if it is a responder.
    open override var next: Responder? { delegate as? Responder }

    func addWindow(_ window: Window) {
        windows.append(window)
    }

    // MARK: Ignoring interaction events

    /// True between `beginIgnoringInteractionEvents()` and the matching end.
    public var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }

    /// Touches that begin from now on are dropped, for their whole life. Calls nest.
    public func beginIgnoringInteractionEvents() { ignoringDepth += 1 }

    /// Ends one `beginIgnoringInteractionEvents()`.
    public func endIgnoringInteractionEvents() { ignoringDepth = max(0, ignoringDepth - 1) }

    // MARK: Hit testing and sending

    /// The windows front to back: higher level first; among equal levels, the one made later.
    public var windowsFrontToBack: [Window] {
        windows.enumerated().sorted { ($0.element.windowLevel, $0.offset) > ($1.element.windowLevel, $1.offset) }.map(\.element)
    }

    /// The view a new touch is bound to: the first non-nil `hitTest` of the visible windows,
    /// front to back, each asked with the point in its own coordinates.
    open func hitTestView(for touch: Touch, with event: Event) -> View? {
        for window in windowsFrontToBack where !window.isHidden {
            if let view = window.hitTest(window.convert(fromScreen: touch.screenLocation), with: event) { return view }
        }
        return nil
    }

    /// Sends the event to the windows of its changed touches, in the order of their first touch.
    open func sendEvent(_ event: Event) {
        var targets: [Window] = []
        for touch in event.changedTouches {
            if let window = touch.window, !targets.contains(where: { $0 === window }) { targets.append(window) }
        }
        for window in targets { window.sendEvent(event) }
    }

    // MARK: The digitizer's side

    /// One finger's change, as the digitizer reports it.
    public struct TouchInput: Sendable {
        /// Which finger.
        public var finger: Int
        /// `began`, `moved`, `ended` or `cancelled`.
        public var phase: Touch.Phase
        /// Where, in screen coordinates.
        public var location: Point

        /// Creates an input.
        public init(finger: Int, phase: Touch.Phase, location: Point) {
            self.finger = finger
            self.phase = phase
            self.location = location
        }
    }

    /// Handles the fingers that changed at one instant as one event: new touches are made and
    /// hit-tested, one by one, then the event is sent. Fingers that landed while the app ignored
    /// interaction events, or whose touch was cancelled, are dropped.
    public func handleTouchInput(_ inputs: [TouchInput], timestamp: Double) {
        var newTouches: [Touch] = []
        for touch in touchesInOrder { touch.phase = .stationary }
        for input in inputs {
            if input.phase == .began && isIgnoringInteractionEvents { ignoredFingers.insert(input.finger) }
            guard !ignoredFingers.contains(input.finger) else {
                if input.phase == .ended || input.phase == .cancelled { ignoredFingers.remove(input.finger) }
                continue
            }
            if input.phase == .began {
                let touch = Touch(identifier: input.finger, location: input.location, timestamp: timestamp)
                touchesByFinger[input.finger] = touch
                touchesInOrder.append(touch)
                newTouches.append(touch)
            } else if let touch = touchesByFinger[input.finger] {
                touch.previousScreenLocation = touch.screenLocation
                touch.screenLocation = input.location
                touch.phase = input.phase
                touch.timestamp = timestamp
            }
        }
        guard !newTouches.isEmpty || touchesInOrder.contains(where: { $0.phase != .stationary }) else { return }
        event.timestamp = timestamp
        event.orderedTouches = touchesInOrder
        for touch in newTouches {
            touch.view = hitTestView(for: touch, with: event)
            touch.window = touch.view?.window
        }
        sendEvent(event)
        forgetFinishedTouches()
    }

    /// The system interrupts the app: every touch still down is cancelled, one event per touch,
    /// in the order they began.
    public func cancelAllTouches(timestamp: Double) {
        for touch in touchesInOrder where touch.phase != .ended && touch.phase != .cancelled {
            cancel(touch, timestamp: timestamp)
        }
    }

    /// Cancels the touches bound to `view` or to a view inside it (it is leaving its window).
    func cancelTouches(inside view: View) {
        for touch in touchesInOrder where touch.view?.isDescendant(of: view) == true {
            cancel(touch, timestamp: touch.timestamp)
        }
    }

    private func cancel(_ touch: Touch, timestamp: Double) {
        guard touchesByFinger[touch.identifier] === touch else { return }
        for other in touchesInOrder { other.phase = .stationary }
        touch.phase = .cancelled
        touch.previousScreenLocation = touch.screenLocation
        ignoredFingers.insert(touch.identifier)
        event.timestamp = timestamp
        event.orderedTouches = touchesInOrder
        sendEvent(event)
        forgetFinishedTouches()
    }

    private func forgetFinishedTouches() {
        for touch in touchesInOrder where touch.phase == .ended || touch.phase == .cancelled {
            touchesByFinger[touch.identifier] = nil
        }
        touchesInOrder.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    }
}
