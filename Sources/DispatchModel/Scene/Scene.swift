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
        forEachView { result.append(($0, $1)) }
        return result
    }

    /// Calls `body` with every view of ``allViews``, in the same order, without building the list:
    /// each view is read where it lies in the tree, so a pass that only reads the views copies none
    /// of them (a view is a large value, and the fuzzer's checks walk the scene some twenty times a
    /// case).
    public func forEachView(_ body: (ViewSpec, String?) throws -> Void) rethrows {
        func visit(_ view: ViewSpec, _ superview: String?) throws {
            try body(view, superview)
            for index in view.subviews.indices { try visit(view.subviews[index], view.id) }
        }
        for index in windows.indices { try visit(windows[index].view, nil) }
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
        forEachView { view, _ in
            ids.insert(view.id)
            if let controller = view.viewController { ids.insert(controller.id) }
        }
        return ids
    }
}
