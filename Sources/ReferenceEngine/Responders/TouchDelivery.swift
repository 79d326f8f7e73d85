import DispatchModel

/// Sending a touch message along the responder chain (RC-06, RC-08, RC-12).
extension DispatchSession {
    /// Calls the `phase` method of `responder` and, while the responders pass it on (not
    /// overridden, or overridden and calling `super`), of each next responder; a message that
    /// passes the last responder is dropped. Only overrides are recorded. A loop (which
    /// validation rejects) stops the delivery and is reported when the run ends.
    /// `locations` holds each touch's location and previous location in screen coordinates, for
    /// the `location` lines written after each `touches` line (TD-07).
    mutating func deliver(_ phase: TouchPhase, touches: [Int], from responder: String, locations: [Int: (Point, Point)]) {
        var current: String? = responder
        var visited: Set<String> = []
        while let id = current {
            guard visited.insert(id).inserted else {
                failure = failure ?? .responderLoop(responder)
                return
            }
            let behaviour = responders.touches[id]?[phase] ?? .inherit
            if behaviour.isOverridden {
                emit(.touches(phase: phase, responder: id, touches: touches))
                if recording { emitLocations(of: touches, to: id, locations) }
            }
            if behaviour.forwards, let view = tree.indexOfID[id], tree.nodes[view].control != nil {
                // UIControl's own implementation runs (inherited, or called by the override's super).
                // CT-10: the control reads the touch it tracks when the message carries it, else the first.
                let tracked = controlTracking[view].map(\.touch).flatMap { touches.contains($0) ? $0 : nil }
                if !controlReceives(phase, touch: tracked ?? touches[0], control: view) { return }
            } else if !behaviour.forwards {
                return
            }
            if !faults.isEmpty && faults.contains(.noForwardingToNextResponder) { return }
            current = responders.graph.next[id]
        }
        emit(.dropped(phase: phase, touches: touches))
    }

    /// One `location` line per touch, in the responder's coordinates: a view's or window's bounds,
    /// a view controller's root view's, and the touch's window's for the application and its
    /// delegate (`location(in: nil)`). None when a transform on the way is singular.
    private mutating func emitLocations(of ids: [Int], to responder: String, _ locations: [Int: (Point, Point)]) {
        for id in ids.sorted() {
            guard let (location, previous) = locations[id], let touchView = self.touches[id]?.view else { continue }
            let view = self.view(ofResponder: responder) ?? tree.window(of: touchView)
            let converted = tree.convert(screenPoint: location, to: view)
            let convertedPrevious = previous == location ? converted : tree.convert(screenPoint: previous, to: view)
            // A singular transform on the way has no inverse: such a location has no number to write.
            guard converted.x.isFinite, converted.y.isFinite, convertedPrevious.x.isFinite, convertedPrevious.y.isFinite else { continue }
            emit(.touchLocation(responder: responder, touch: id, location: converted, previous: convertedPrevious))
        }
    }
}
