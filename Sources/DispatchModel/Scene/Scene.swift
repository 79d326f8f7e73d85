/// Everything that exists before the script starts: windows, their views and view controllers,
/// and the application.
public struct Scene: Sendable, Hashable {
    /// The windows, in the order they were made visible.
    public var windows: [WindowSpec]
    /// The application and its delegate.
    public var application: ApplicationSpec
    /// The app's window scene, when it uses scenes (RC-15); nil for an app without scenes.
    public var windowScene: WindowSceneSpec?

    /// Creates a scene.
    public init(windows: [WindowSpec], application: ApplicationSpec = ApplicationSpec(), windowScene: WindowSceneSpec? = nil) {
        self.windows = windows
        self.application = application
        self.windowScene = windowScene
    }

    /// Every view (windows included), depth first, each with its superview's id (nil for windows).
    public var allViews: [(view: ViewSpec, superview: String?)] {
        var result: [(ViewSpec, String?)] = []
        func visit(_ view: ViewSpec, _ superview: String?) {
            result.append((view, superview))
            for subview in view.subviews { visit(subview, view.id) }
        }
        for window in windows { visit(window.view, nil) }
        return result
    }

    /// Whether the application or a window overrides `sendEvent(_:)` (TD-02).
    public var hasSendEventOverride: Bool {
        application.sendEvent != .inherit || windows.contains { $0.sendEvent != .inherit }
    }

    /// The key window (FR-07): the window marked `key`, else the first window listed.
    public var keyWindowID: String { (windows.first(where: \.isKey) ?? windows[0]).id }

    /// Every id that names a responder in this scene: views, windows, view controllers, the
    /// window scene when declared, and the application (plus its delegate when that is a responder).
    public var responderIDs: Set<String> {
        var ids: Set<String> = [ApplicationSpec.applicationID]
        if application.delegateIsResponder { ids.insert(ApplicationSpec.delegateID) }
        if windowScene != nil { ids.insert(WindowSceneSpec.id) }
        for (view, _) in allViews {
            ids.insert(view.id)
            if let controller = view.viewController { ids.insert(controller.id) }
        }
        return ids
    }
}
