import DispatchModel

/// Sending a touch message along the responder chain (RC-06, RC-08, RC-12).
///
/// **When it is called:** by the dispatcher, for each delivery of the view phase.
/// **What it may change:** the controls the message reaches (their own implementation runs,
/// CT-*), and the timeline (`touches`, `location` and `dropped` lines; a run failure on a loop).
/// **What it never changes:** the responders, touches, recognizers or views.
extension ResponderTable {
    /// Calls the `phase` method of `responder` and, while the responders pass it on (not
    /// overridden, or overridden and calling `super`), of each next responder; a message that
    /// passes the last responder is dropped. Only overrides are recorded. A loop (which
    /// validation rejects) stops the delivery and is reported when the run ends.
    /// `locations` holds each touch's location and previous location in screen coordinates (in
    /// the order of `touches`), for
    /// the `location` lines written after each `touches` line (TD-07). `touches` are in the order
    /// they began (CT-10 reads the first); the lines write them as the ascending set the trace
    /// format has.
    func deliver(
        _ phase: TouchPhase, touches: [Int], from responder: String, locations: [(Point, Point)], table: TouchTable,
        context: ChainContext, controls: inout ControlTracker, timeline: inout Timeline
    ) {
        var current: String? = responder
        // A chain longer than the number of responders has gone round a loop.
        var remaining = graph.next.count + 1
        while let id = current {
            remaining -= 1
            guard remaining >= 0 else {
                timeline.report(.responderLoop(responder))
                return
            }
            let behaviour = self.touches[id]?[phase] ?? .inherit
            if behaviour.isOverridden {
                timeline.emit(.touches(phase: phase, responder: id, touches: touches.sorted()), because: "RC-06 TD-05")
                if timeline.recording {
                    emitLocations(of: touches, to: id, locations, table: table, tree: context.tree, timeline: &timeline)
                }
            }
            if behaviour.forwards, let view = context.tree.indexOfID[id], context.tree.isControl(view) {
                // UIControl's own implementation runs (inherited, or called by the override's super).
                // CT-10: the control reads the touch it tracks when the message carries it, else the first.
                let tracked = controls.trackedTouch(of: view).flatMap { touches.contains($0) ? $0 : nil }
                let passesOn = controls.receive(
                    phase, touch: tracked ?? touches[0], control: view, table: table, context: context, timeline: &timeline)
                if !passesOn { return }
            } else if !behaviour.forwards {
                return
            }
            current = graph.next[id]
        }
        timeline.emit(.dropped(phase: phase, touches: touches.sorted()), because: "RC-12")
    }

    /// One `location` line per touch, in the responder's coordinates: a view's or window's bounds,
    /// a view controller's root view's, and the touch's window's for the application and its
    /// delegate (`location(in: nil)`). None when a transform on the way is singular.
    private func emitLocations(
        of ids: [Int], to responder: String, _ locations: [(Point, Point)], table: TouchTable, tree: ViewTree, timeline: inout Timeline
    ) {
        for position in ids.indices.sorted(by: { ids[$0] < ids[$1] }) {
            let id = ids[position]
            let (location, previous) = locations[position]
            guard let touchView = table.view(of: id) else { continue }
            let view = self.view(ofResponder: responder, in: tree) ?? tree.window(of: touchView)
            // A view the script removed is in no window: its location has no common frame with the
            // touch's, so none is written (TRACE-FORMAT `location`, engine choice).
            guard tree.windows.contains(tree.window(of: view)) else { continue }
            let converted = tree.convert(screenPoint: location, to: view)
            let convertedPrevious = previous == location ? converted : tree.convert(screenPoint: previous, to: view)
            // A singular transform on the way has no inverse: such a location has no number to write.
            guard converted.x.isFinite, converted.y.isFinite, convertedPrevious.x.isFinite, convertedPrevious.y.isFinite else { continue }
            timeline.emit(
                .touchLocation(responder: responder, touch: id, location: converted, previous: convertedPrevious), because: "TD-07")
        }
    }
}
