import DispatchModel

/// The smaller variants of a scenario that the ``Shrinker`` tries, coarse first. A variant may be
/// invalid (a removed view that a `testFirst` named); the shrinker repairs and validates it.
public enum ScenarioReductions {
    /// Every one-step reduction of `scenario`, coarse first: drop a touch, a window, a subtree, a
    /// view (keeping its subviews), a step; then set one property of one view back to its default;
    /// then make times, touch ids, points and frames rounder.
    public static func candidates(of scenario: Scenario) -> [Scenario] {
        let scene = scenario.scene
        let script = scenario.script
        var candidates: [Scenario] = []
        func add(_ edited: Scene) { candidates.append(Scenario(scene: edited, script: script)) }
        func add(_ edited: [ScriptStep]) { candidates.append(Scenario(scene: scene, script: edited)) }

        let touches = touchIDs(script)
        if touches.count > 1 { for id in touches { add(script.filter { touchID($0) != id }) } }
        if scene.windows.count > 1 {
            for index in scene.windows.indices {
                var fewer = scene
                fewer.windows.remove(at: index)
                add(fewer)
            }
        }
        let views = scene.allViews.filter { $0.superview != nil }.map(\.view)
        for view in views { add(scene.removingView(view.id)) }
        for view in views where !view.subviews.isEmpty { add(scene.hoistingSubviews(of: view.id)) }
        for (index, step) in script.enumerated() where isRemovable(step) {
            var fewer = script
            fewer.remove(at: index)
            add(fewer)
        }
        for view in scene.allViews.map(\.view) {
            for simplify in propertyResets {
                add(scene.mappingViews { if $0.id == view.id { simplify(&$0) } })
            }
        }
        if scene.application != ApplicationSpec() { add(Scene(windows: scene.windows)) }
        for simplify in applicationResets {
            var simpler = scene
            simplify(&simpler.application)
            add(simpler)
        }
        for index in scene.windows.indices where scene.windows[index].level != 0 {
            var flat = scene
            flat.windows[index].level = 0
            add(flat)
        }
        add(renumbered(script))
        add(script.enumerated().map { ScriptStep(at: $0.offset * 10, action: $0.element.action) })
        for index in script.indices {
            guard case .touch(let id, let phase, let point) = script[index].action else { continue }
            var rounder = script
            rounder[index].action = .touch(id: id, phase: phase, point: Point(x: point.x.rounded(), y: point.y.rounded()))
            add(rounder)
        }
        add(
            scene.mappingViews { view in
                let f = view.frame
                view.frame = Rect(x: f.x.rounded(), y: f.y.rounded(), width: f.width.rounded(), height: f.height.rounded())
            })
        return candidates
    }

    /// Edits that set one property of a view back to UIKit's default, in the order tried.
    static let propertyResets: [@Sendable (inout ViewSpec) -> Void] =
        [
            { $0.hitTest = .default }, { $0.pointInside = .default }, { $0.touches = .inherit }, { $0.nextResponder = nil },
            { $0.viewController = nil }, { $0.viewController?.touches = .inherit }, { $0.transform = .identity },
            { $0.boundsOrigin = .zero }, { $0.hidden = false }, { $0.alpha = 1 },
            { $0.userInteractionEnabled = $0.kind.defaultUserInteractionEnabled },
            { $0.kind = .view },
            { $0.clipsToBounds = false }, { $0.animating = false },
        ]
        + TouchPhase.allCases.flatMap { phase in
            [
                { @Sendable (view: inout ViewSpec) in view.touches = resetting(phase, of: view.touches) },
                { @Sendable (view: inout ViewSpec) in
                    if let handling = view.viewController?.touches { view.viewController?.touches = resetting(phase, of: handling) }
                },
            ]
        }

    /// Edits that set one property of the application or its delegate back to its default.
    static let applicationResets: [@Sendable (inout ApplicationSpec) -> Void] =
        [{ $0.touches = .inherit }, { $0.delegateTouches = .inherit }, { $0.delegateIsResponder = true }]
        + TouchPhase.allCases.flatMap { phase in
            [
                { @Sendable (application: inout ApplicationSpec) in application.touches = resetting(phase, of: application.touches) },
                { @Sendable (application: inout ApplicationSpec) in
                    application.delegateTouches = resetting(phase, of: application.delegateTouches)
                },
            ]
        }

    /// `handling` with `phase` not overridden.
    static func resetting(_ phase: TouchPhase, of handling: TouchHandling) -> TouchHandling {
        var reset = handling
        switch phase {
        case .began: reset.began = .inherit
        case .moved: reset.moved = .inherit
        case .ended: reset.ended = .inherit
        case .cancelled: reset.cancelled = .inherit
        }
        return reset
    }

    /// The touch ids of the script, in order of first appearance.
    static func touchIDs(_ script: [ScriptStep]) -> [Int] {
        var ids: [Int] = []
        for step in script {
            if let id = touchID(step), !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    static func touchID(_ step: ScriptStep) -> Int? {
        if case .touch(let id, _, _) = step.action { id } else { nil }
    }

    /// Steps that can go without breaking a touch's lifecycle: moves and waits.
    static func isRemovable(_ step: ScriptStep) -> Bool {
        switch step.action {
        case .touch(_, let phase, _): phase == .moved
        default: true
        }
    }

    /// The script with its touches numbered 1, 2, … in order of first appearance.
    static func renumbered(_ script: [ScriptStep]) -> [ScriptStep] {
        let ids = touchIDs(script)
        return script.map { step in
            guard case .touch(let id, let phase, let point) = step.action, let index = ids.firstIndex(of: id) else { return step }
            return ScriptStep(at: step.at, action: .touch(id: index + 1, phase: phase, point: point))
        }
    }
}
