import DispatchModel

/// Every responder of the scene with its touch methods, its traits and its next responder
/// (RC-01…RC-05, RC-11, FR-*).
///
/// **What may change it:** only the dispatcher, when the script removes a view from its
/// superview (RC-01: no superview, no default next responder). Everything else reads it.
struct ResponderTable {
    /// The touch behaviours by responder id.
    let touches: [String: TouchHandling]
    /// The `next` relation; a view removed by the script loses its superview link
    /// (``removeFromSuperview(_:)``).
    private(set) var graph: ResponderGraph
    /// First-responder, motion, remote-control and action traits by responder id (FR-*).
    let traits: [String: ResponderTraits]
    /// The root view of each view controller, by controller id.
    let controllerRoots: [String: String]

    /// The responders of `scene` on iOS `iOS`: the window scene the scene declares is a responder
    /// between the windows and the application from iOS 13 only (RC-15).
    init(scene: Scene, iOS: IOSVersion = .latestCovered) {
        let application = scene.application
        var touches: [String: TouchHandling] = [ApplicationSpec.applicationID: application.touches]
        var traits: [String: ResponderTraits] = [ApplicationSpec.applicationID: application.responder]
        var controllerRoots: [String: String] = [:]
        if application.delegateIsResponder {
            touches[ApplicationSpec.delegateID] = application.delegateTouches
            traits[ApplicationSpec.delegateID] = application.delegateResponder
        }
        scene.forEachView { view, _ in
            touches[view.id] = view.touches
            traits[view.id] = view.responder
            if let controller = view.viewController {
                touches[controller.id] = controller.touches
                traits[controller.id] = controller.responder
                controllerRoots[controller.id] = view.id
            }
        }
        // RC-15: UIWindowScene exists from iOS 13; before it an app that declares a scene runs
        // without one, and its windows hand on to the application (RC-04).
        let windowSceneInChain = scene.windowScene != nil && iOS >= IOSVersion(13)
        if let windowScene = scene.windowScene, windowSceneInChain {
            touches[WindowSceneSpec.id] = windowScene.touches
            traits[WindowSceneSpec.id] = windowScene.responder
        }
        self.touches = touches
        self.graph = ResponderGraph(scene: scene, windowSceneInChain: windowSceneInChain)
        self.traits = traits
        self.controllerRoots = controllerRoots
    }
}

extension ResponderTable {
    /// RC-01: the view `id` left its superview: no superview, no default next responder (an
    /// overridden `next` stays).
    mutating func removeFromSuperview(_ id: String) {
        graph.removeFromSuperview(id)
    }

    /// The view a responder is or belongs to: a view or window itself, a view controller's root
    /// view; nil for the application and its delegate.
    func view(ofResponder id: String, in tree: ViewTree) -> Int? {
        tree.indexOfID[id] ?? controllerRoots[id].flatMap { tree.indexOfID[$0] }
    }
}
