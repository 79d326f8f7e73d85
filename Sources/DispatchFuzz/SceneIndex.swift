import DispatchModel

/// Lookups over a scene that the invariants need: views by id, superviews, windows, and every
/// responder's touch methods. Built by the harness from the scene alone, never from an engine.
struct SceneIndex {
    /// Every view and window by id.
    let views: [String: ViewSpec]
    /// The superview of every view; windows, and views the script removed (``detach(_:)``), are absent.
    private(set) var superviews: [String: String]
    /// The windows by id.
    let windows: [String: WindowSpec]
    /// The touch methods of every responder: views, windows, controllers, application, delegate.
    let touches: [String: TouchHandling]
    /// The root view and `next` override of every view controller.
    let controllers: [String: (root: String, override: String?)]
    /// Every gesture recognizer (a scroll view's own included) and the id of its view.
    let recognizers: [String: (spec: GestureRecognizerSpec, view: String)]
    /// The scene.
    let scene: Scene

    init(_ scene: Scene) {
        var views: [String: ViewSpec] = [:]
        var superviews: [String: String] = [:]
        var controllers: [String: (root: String, override: String?)] = [:]
        var recognizers: [String: (spec: GestureRecognizerSpec, view: String)] = [:]
        var touches: [String: TouchHandling] = [ApplicationSpec.applicationID: scene.application.touches]
        if scene.application.delegateIsResponder { touches[ApplicationSpec.delegateID] = scene.application.delegateTouches }
        var pending: [(view: ViewSpec, superview: String?)] = scene.windows.reversed().map { ($0.view, nil) }
        while let (view, superview) = pending.popLast() {
            views[view.id] = view
            if let superview { superviews[view.id] = superview }
            touches[view.id] = view.touches
            if let controller = view.viewController {
                touches[controller.id] = controller.touches
                controllers[controller.id] = (view.id, controller.nextResponder)
            }
            for recognizer in GestureRecognizerSpec.scrollViewRecognizers(of: view) + view.gestureRecognizers
            where recognizers[recognizer.id] == nil {
                recognizers[recognizer.id] = (recognizer, view.id)
            }
            for subview in view.subviews.reversed() { pending.append((subview, view.id)) }
        }
        self.controllers = controllers
        self.views = views
        self.superviews = superviews
        self.touches = touches
        self.recognizers = recognizers
        var windows: [String: WindowSpec] = [:]
        for window in scene.windows where windows[window.id] == nil { windows[window.id] = window }
        self.windows = windows
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

    /// The window of view `id` (itself for a window).
    func window(of id: String) -> String? {
        var current = id
        while let superview = superviews[current] { current = superview }
        return windows[current] == nil ? nil : current
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
    /// written here independently of the reference engine's `ResponderGraph`.
    func nextResponder(of id: String) -> String? {
        if id == ApplicationSpec.applicationID {
            return scene.application.delegateIsResponder ? ApplicationSpec.delegateID : nil
        }
        if id == ApplicationSpec.delegateID { return nil }
        if let view = views[id] {
            if let override = view.nextResponder { return override }
            if let controller = view.viewController { return controller.id }
            if let superview = superviews[id] { return superview }
            // A window's next responder is the application (RC-04); a removed view has none (RC-01).
            return windows[id] == nil ? nil : ApplicationSpec.applicationID
        }
        guard let (root, override) = controllers[id] else { return nil }
        return override ?? superviews[root]
    }

    /// Takes view `id` out of its superview, as a `removeFromSuperview` step does: its subtree
    /// stays whole, its own next responder becomes nil unless an override or a view controller
    /// gives one (RC-01, RC-02).
    mutating func detach(_ id: String) {
        superviews[id] = nil
    }
}
