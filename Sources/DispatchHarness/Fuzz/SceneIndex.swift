import DispatchModel

/// Lookups over a scene that the invariants need: views by id, superviews, windows, and every
/// responder's touch methods. Built by the harness from the scene alone, never from an engine.
struct SceneIndex {
    /// Every view and window by id.
    let views: [String: ViewSpec]
    /// The superview of every view; windows are absent.
    let superviews: [String: String]
    /// The windows by id.
    let windows: [String: WindowSpec]
    /// The touch methods of every responder: views, windows, controllers, application, delegate.
    let touches: [String: TouchHandling]
    /// The next responder of every view controller (nil when its root view is a window's).
    let controllerNext: [String: String?]
    /// The scene.
    let scene: Scene

    init(_ scene: Scene) {
        var views: [String: ViewSpec] = [:]
        var superviews: [String: String] = [:]
        var controllerNext: [String: String?] = [:]
        var touches: [String: TouchHandling] = [ApplicationSpec.applicationID: scene.application.touches]
        if scene.application.delegateIsResponder { touches[ApplicationSpec.delegateID] = scene.application.delegateTouches }
        for (view, superview) in scene.allViews {
            views[view.id] = view
            superviews[view.id] = superview
            touches[view.id] = view.touches
            if let controller = view.viewController {
                touches[controller.id] = controller.touches
                let next: String? = controller.nextResponder ?? superview
                controllerNext[controller.id] = .some(next)
            }
        }
        self.controllerNext = controllerNext
        self.views = views
        self.superviews = superviews
        self.touches = touches
        self.windows = Dictionary(scene.windows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.scene = scene
    }

    /// Whether `id` is below `ancestor` in its view tree.
    func isDescendant(_ id: String, of ancestor: String) -> Bool {
        var current = superviews[id]
        while let view = current {
            if view == ancestor { return true }
            current = superviews[view]
        }
        return false
    }

    /// The views from the window down to `id`, `id` last.
    func pathFromWindow(to id: String) -> [ViewSpec] {
        var path: [ViewSpec] = []
        var current: String? = id
        while let view = current, let spec = views[view] {
            path.append(spec)
            current = superviews[view]
        }
        return path.reversed()
    }

    /// `next` of a responder as `Specs/FIXTURE-FORMAT.md` and RC-01…RC-05, RC-11 define it,
    /// written here independently of the model's `ResponderGraph` that engines may use.
    func nextResponder(of id: String) -> String? {
        if id == ApplicationSpec.applicationID {
            return scene.application.delegateIsResponder ? ApplicationSpec.delegateID : nil
        }
        if id == ApplicationSpec.delegateID { return nil }
        if let view = views[id] {
            if let override = view.nextResponder { return override }
            if let controller = view.viewController { return controller.id }
            return superviews[id] ?? ApplicationSpec.applicationID
        }
        return controllerNext[id] ?? nil
    }
}
