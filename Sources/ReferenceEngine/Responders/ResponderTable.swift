import DispatchModel

/// Every responder of the scene with its touch methods and its next responder (RC-01…RC-05, RC-11).
struct ResponderTable {
    /// The touch behaviours by responder id.
    let touches: [String: TouchHandling]
    /// The `next` relation.
    let graph: ResponderGraph
    /// First-responder, motion, remote-control and action traits by responder id (FR-*).
    let traits: [String: ResponderTraits]
    /// The root view of each view controller, by controller id.
    let controllerRoots: [String: String]

    init(scene: Scene) {
        var touches: [String: TouchHandling] = [ApplicationSpec.applicationID: scene.application.touches]
        var controllerRoots: [String: String] = [:]
        if scene.application.delegateIsResponder {
            touches[ApplicationSpec.delegateID] = scene.application.delegateTouches
        }
        for (view, _) in scene.allViews {
            touches[view.id] = view.touches
            if let controller = view.viewController {
                touches[controller.id] = controller.touches
                controllerRoots[controller.id] = view.id
            }
        }
        self.touches = touches
        self.graph = ResponderGraph(scene: scene)
        self.traits = scene.responderTraits
        self.controllerRoots = controllerRoots
    }
}
