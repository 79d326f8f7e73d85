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
    public var viewIDs: [String] { allViews.map(\.view.id) }
}

/// Makes a drafted or shrunk scenario valid by dropping what does not validate: `testFirst`
/// targets that are no longer descendants, `next` overrides naming no responder or closing a
/// loop, and delegate touch methods of a delegate that is not a responder.
public enum ScenarioRepair {
    /// The scene with every invalid reference dropped.
    public static func repaired(_ scene: Scene) -> Scene {
        var scene = scene.mappingViews { view in
            if case .testFirst(let target) = view.hitTest, !Self.descendants(of: view).contains(target) { view.hitTest = .default }
        }
        if !scene.application.delegateIsResponder { scene.application.delegateTouches = .inherit }
        let responders = scene.responderIDs
        scene = scene.mappingViews { view in
            if let next = view.nextResponder, !responders.contains(next) { view.nextResponder = nil }
            if let next = view.viewController?.nextResponder, !responders.contains(next) { view.viewController?.nextResponder = nil }
        }
        while let loop = ResponderGraph(scene: scene).firstLoop() {
            let members = Set(loop)
            let unlooped = scene.mappingViews { view in
                if members.contains(view.id) { view.nextResponder = nil }
                if let controller = view.viewController, members.contains(controller.id) { view.viewController?.nextResponder = nil }
            }
            // Only overrides close loops, so each round removes one; stop if none was left to remove.
            guard unlooped != scene else { break }
            scene = unlooped
        }
        return scene
    }

    /// Whether the scenario passes the fixture format's validation (scene and script).
    public static func isValid(_ scenario: Scenario) -> Bool {
        let context = DecodingContext(file: "generated")
        scenario.scene.validate(at: .root, context)
        ScriptStep.validate(scenario.script, at: .root, context)
        return !context.hasErrors && !scenario.script.isEmpty
    }

    /// The ids below `view`, depth first.
    static func descendants(of view: ViewSpec) -> [String] {
        view.subviews.flatMap { [$0.id] + descendants(of: $0) }
    }
}
