import DispatchModel

/// Sending a touch message along the responder chain (RC-06, RC-08, RC-12).
extension DispatchSession {
    /// Calls the `phase` method of `responder` and, while the responders pass it on (not
    /// overridden, or overridden and calling `super`), of each next responder; a message that
    /// passes the last responder is dropped. Only overrides are recorded. A loop (which
    /// validation rejects) stops the delivery and is reported when the run ends.
    mutating func deliver(_ phase: TouchPhase, touches: [Int], from responder: String) {
        var current: String? = responder
        var visited: Set<String> = []
        while let id = current {
            guard visited.insert(id).inserted else {
                failure = failure ?? .responderLoop(responder)
                return
            }
            let behaviour = responders.touches[id]?[phase] ?? .inherit
            if behaviour.isOverridden { emit(.touches(phase: phase, responder: id, touches: touches)) }
            if behaviour.forwards, let view = tree.indexOfID[id], tree.nodes[view].control != nil {
                // UIControl's own implementation runs (inherited, or called by the override's super).
                if !controlReceives(phase, touch: touches[0], control: view) { return }
            } else if !behaviour.forwards || faults.contains(.noForwardingToNextResponder) {
                return
            }
            current = responders.graph.next[id]
        }
        emit(.dropped(phase: phase, touches: touches))
    }
}
