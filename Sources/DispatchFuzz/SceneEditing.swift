import DispatchModel

/// Edits of a scene's view trees, for the generator, the shrinker and metamorphic tests.
extension Scene {
    /// The scene with `edit` applied to every view and window, parents before their subviews.
    public func mappingViews(_ edit: (inout ViewSpec) -> Void) -> Scene {
        func map(_ view: ViewSpec) -> ViewSpec {
            var copy = view
            edit(&copy)
            copy.subviews = copy.subviews.map(map)
            return copy
        }
        var scene = self
        for index in scene.windows.indices { scene.windows[index].view = map(scene.windows[index].view) }
        return scene
    }

    /// The scene without the view `id` and its subviews; unchanged when `id` is a window or absent.
    public func removingView(_ id: String) -> Scene {
        mappingViews { view in view.subviews.removeAll { $0.id == id } }
    }

    /// The scene with the view `id` replaced by its subviews, in its place among its siblings.
    public func hoistingSubviews(of id: String) -> Scene {
        mappingViews { view in
            guard let index = view.subviews.firstIndex(where: { $0.id == id }) else { return }
            let children = view.subviews[index].subviews
            view.subviews.replaceSubrange(index...index, with: children)
        }
    }

    /// The ids of every view and window, depth first.
    public var viewIDs: [String] {
        var ids: [String] = []
        forEachView { view, _ in ids.append(view.id) }
        return ids
    }

    /// The scene as a view-changing step leaves it (`hide`, `disableInteraction`,
    /// `removeFromSuperview`).
    public func applying(_ mutation: ViewMutation, to id: String) -> Scene {
        switch mutation {
        case .hide: mappingViews { if $0.id == id { $0.hidden = true } }
        case .show: mappingViews { if $0.id == id { $0.hidden = false } }
        case .disableInteraction: mappingViews { if $0.id == id { $0.userInteractionEnabled = false } }
        case .enableInteraction: mappingViews { if $0.id == id { $0.userInteractionEnabled = true } }
        case .removeFromSuperview: removingView(id)
        }
    }

    /// The scene as a script step leaves it: view changes, `alpha`, `clipsToBounds` and a
    /// control's `isEnabled` (HT-01, HT-03, HT-12, HT-16, TD-13); other steps change no view.
    public func applying(_ action: ScriptStep.Action) -> Scene {
        switch action {
        case .mutateView(let mutation, let id): applying(mutation, to: id)
        case .setAlpha(let id, let alpha): mappingViews { if $0.id == id { $0.alpha = alpha } }
        case .setClipsToBounds(let id, let clips): mappingViews { if $0.id == id { $0.clipsToBounds = clips } }
        case .setControlEnabled(let id, let enabled): mappingViews { if $0.id == id { $0.control?.enabled = enabled } }
        default: self
        }
    }
}
