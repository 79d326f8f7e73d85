import DispatchModel

extension Scene {
    /// The scene with `change` applied to every view and window, depth first, parents before
    /// their subviews (so that `change` may reorder a view's subviews).
    func rewritingViews(_ change: (inout ViewSpec) -> Void) -> Scene {
        func rewrite(_ view: ViewSpec) -> ViewSpec {
            var view = view
            change(&view)
            view.subviews = view.subviews.map(rewrite)
            return view
        }
        var scene = self
        for index in scene.windows.indices { scene.windows[index].view = rewrite(scene.windows[index].view) }
        return scene
    }
}

extension Scenario {
    /// The scenario with its scene rewritten by ``Scene/rewritingViews(_:)``.
    func rewritingViews(_ change: (inout ViewSpec) -> Void) -> Scenario {
        Scenario(scene: scene.rewritingViews(change), script: script)
    }
}
