/// The root of a view hierarchy on the screen (`UIWindow`). A window is a view whose superview is
/// the screen; it registers with the application when it is made, and delivers each touch event
/// to the views its touches are bound to.
@MainActor
open class Window: View {
    /// Windows with a higher level are in front.
    public var windowLevel: Double = 0

    /// Creates a window with its frame in screen coordinates, and adds it to the application's
    /// windows.
    public override init(frame: Rect) {
        super.init(frame: frame)
        Application.shared?.addWindow(self)
    }

    /// The application.
    open override var next: Responder? { Application.shared }

    /// A screen point in this window's coordinates.
    public func convert(fromScreen point: Point) -> Point {
        boundsToScreen.inverted().apply(point)
    }

    /// Delivers the event's changed touches in this window to their views: phase by phase
    /// (began, moved, ended, cancelled), each view once per phase with all its touches of that
    /// phase, views in the order their first touch began. A view that does not take several
    /// touches is not given a second one while it holds one, and exclusive-touch views keep other
    /// views of the window from getting new touches (the decision is made at touch-down and
    /// holds for the touch's life).
    open func sendEvent(_ event: Event) {
        let touches = event.changedTouches.filter { $0.window === self }
        for touch in touches where touch.phase == .began {
            touch.isWithheld = shouldWithhold(touch, in: event)
        }
        for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
            var views: [View] = []
            var byView: [ObjectIdentifier: Set<Touch>] = [:]
            for touch in touches where touch.phase == phase && !touch.isWithheld {
                guard let view = touch.view else { continue }
                if byView[ObjectIdentifier(view)] == nil { views.append(view) }
                byView[ObjectIdentifier(view), default: []].insert(touch)
            }
            for view in views {
                let set = byView[ObjectIdentifier(view)]!
                switch phase {
                case .began: view.touchesBegan(set, with: event)
                case .moved: view.touchesMoved(set, with: event)
                case .ended: view.touchesEnded(set, with: event)
                case .cancelled: view.touchesCancelled(set, with: event)
                case .stationary: break
                }
            }
        }
    }

    /// Whether a new touch must not reach its view: another touch of this window that began
    /// before it, was given to its view and is still down, is on the same single-touch view, or
    /// on an exclusive-touch view, or the new touch's own view is exclusive.
    private func shouldWithhold(_ touch: Touch, in event: Event) -> Bool {
        guard let view = touch.view else { return true }
        let earlier = event.orderedTouches.prefix { $0 !== touch }
        let holders = earlier.filter { other in
            other.window === self && !other.isWithheld && other.phase != .ended && other.phase != .cancelled
        }
        if !view.isMultipleTouchEnabled && holders.contains(where: { $0.view === view }) { return true }
        if holders.contains(where: { $0.view !== view && $0.view?.isExclusiveTouch == true }) { return true }
        return view.isExclusiveTouch && holders.contains { $0.view !== view }
    }
}
