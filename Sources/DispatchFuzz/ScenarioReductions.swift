import DispatchModel

/// The smaller variants of a scenario that the ``Shrinker`` tries, coarse first. A variant may be
/// invalid (a removed view that a `testFirst` named); the shrinker repairs and validates it.
public enum ScenarioReductions {
    /// Every one-step reduction of `scenario`, coarse first: drop a touch, a window, a subtree, a
    /// view (keeping its subviews), a step; split a `touches` event; then take one thing an
    /// ingredient added back to its default; then make times, touch ids, points and frames rounder.
    public static func candidates(of scenario: Scenario) -> [Scenario] {
        let scene = scenario.scene
        let script = scenario.script
        var candidates: [Scenario] = []
        func add(_ edited: Scene) { candidates.append(Scenario(scene: edited, script: script)) }
        func add(_ edited: [ScriptStep]) { candidates.append(Scenario(scene: scene, script: edited)) }

        let touches = touchIDs(script)
        if touches.count > 1 { for id in touches { add(without(touch: id, script)) } }
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
        for index in script.indices where isRemovable(script[index]) {
            var fewer = script
            fewer.remove(at: index)
            add(fewer)
        }
        for index in script.indices {
            guard case .touches(let changes) = script[index].action else { continue }
            var split = script
            split.replaceSubrange(index...index, with: changes.compactMap { ScriptDraft.step(at: script[index].at, changes: [$0]) })
            add(split)
        }
        for view in scene.allViews.map(\.view) {
            for ingredient in FuzzProfile.allIngredients {
                for simpler in ingredient.reductions(of: view) where simpler != view {
                    add(scene.mappingViews { if $0.id == view.id { $0 = simpler.with { $0.subviews = view.subviews } } })
                }
            }
        }
        for ingredient in FuzzProfile.allIngredients { for simpler in ingredient.reductions(of: scene) { add(simpler) } }
        for index in scene.windows.indices where scene.windows[index].level != 0 {
            var flat = scene
            flat.windows[index].level = 0
            add(flat)
        }
        for index in script.indices where script[index].touchType != .direct {
            var direct = script
            direct[index].touchType = .direct
            add(direct)
        }
        add(renumbered(script))
        add(script.enumerated().map { ScriptStep(at: $0.offset * 10, action: $0.element.action, type: $0.element.touchType) })
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

    /// The touch ids of the script, in order of first appearance.
    static func touchIDs(_ script: [ScriptStep]) -> [Int] {
        var ids: [Int] = []
        for step in script {
            for change in step.touchChanges where !ids.contains(change.id) { ids.append(change.id) }
        }
        return ids
    }

    /// The script without every change of touch `id`.
    static func without(touch id: Int, _ script: [ScriptStep]) -> [ScriptStep] {
        script.compactMap { step in
            guard !step.touchChanges.isEmpty else { return step }
            return ScriptDraft.step(at: step.at, changes: step.touchChanges.filter { $0.id != id })
        }
    }

    /// Steps that can go without breaking a touch's lifecycle: moves and the steps that are not
    /// touches (an unmatched ignoring or shake step left behind fails validation and is not kept).
    static func isRemovable(_ step: ScriptStep) -> Bool {
        switch step.action {
        case .touch(_, let phase, _): phase == .moved
        case .touches: false
        default: true
        }
    }

    /// The script with its touches numbered 1, 2, … in order of first appearance.
    static func renumbered(_ script: [ScriptStep]) -> [ScriptStep] {
        let ids = touchIDs(script)
        func number(_ id: Int) -> Int { (ids.firstIndex(of: id) ?? 0) + 1 }
        return script.map { step in
            switch step.action {
            case .touch(let id, let phase, let point):
                var renumbered = step
                renumbered.action = .touch(id: number(id), phase: phase, point: point)
                return renumbered
            case .touches(let changes):
                return ScriptStep(
                    at: step.at,
                    action: .touches(changes.map { TouchChange(id: number($0.id), phase: $0.phase, point: $0.point, type: $0.type) }))
            default:
                return step
            }
        }
    }
}

extension ScriptStep {
    /// A step with a touch type (meaningful for a began touch step only).
    init(at: Int, action: Action, type: TouchType) {
        self.init(at: at, action: action)
        touchType = type
    }
}
