import DispatchModel

/// Every responder of the scene with its touch methods and its next responder (RC-01…RC-05, RC-11).
struct ResponderTable {
    /// The touch behaviours by responder id.
    let touches: [String: TouchHandling]
    /// The `next` relation.
    let graph: ResponderGraph

    init(scene: Scene) {
        var touches: [String: TouchHandling] = [ApplicationSpec.applicationID: scene.application.touches]
        if scene.application.delegateIsResponder {
            touches[ApplicationSpec.delegateID] = scene.application.delegateTouches
        }
        for (view, _) in scene.allViews {
            touches[view.id] = view.touches
            if let controller = view.viewController { touches[controller.id] = controller.touches }
        }
        self.touches = touches
        self.graph = ResponderGraph(scene: scene)
    }
}
