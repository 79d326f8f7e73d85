import DispatchModel

/// Makes a drafted or shrunk scenario valid by dropping what does not validate: `testFirst`
/// targets that are no longer descendants, `next` overrides naming no responder or closing a loop,
/// what a delegate that is not a responder cannot have, recognizer relations and delegate answers
/// naming objects that are gone, one-way prevention that goes round in a circle, scroll-view answers naming views that are not content, and
/// script steps naming objects that are gone.
public enum ScenarioRepair {
    /// The scenario with every invalid reference of its scene and script dropped.
    public static func repaired(_ scenario: Scenario) -> Scenario {
        let scene = repaired(scenario.scene)
        return Scenario(scene: scene, script: repaired(scenario.script, for: scene))
    }

    /// The scene with every invalid reference dropped.
    public static func repaired(_ scene: Scene) -> Scene {
        let recognizers = Set(scene.allRecognizers.map(\.recognizer.id))
        let views = Set(scene.allViews.map(\.view.id))
        var scene = scene.mappingViews { view in
            if case .testFirst(let target) = view.hitTest, !Self.descendants(of: view).contains(target) { view.hitTest = .default }
            let content = Set(Self.descendants(of: view))
            if case .falseFor(let ids)? = view.scrollView?.touchesShouldBegin {
                let kept = ids.filter(content.contains)
                view.scrollView?.touchesShouldBegin = kept.isEmpty ? .always(true) : .falseFor(kept)
            }
            if case .falseFor(let ids)? = view.scrollView?.touchesShouldCancel {
                let kept = ids.filter(content.contains)
                view.scrollView?.touchesShouldCancel = kept.isEmpty ? nil : .falseFor(kept)
            }
            for index in view.gestureRecognizers.indices {
                view.gestureRecognizers[index] = repaired(view.gestureRecognizers[index], recognizers: recognizers, views: views)
            }
        }
        if !scene.application.delegateIsResponder {
            scene.application.delegateTouches = .inherit
            scene.application.delegateResponder = .plain
        }
        let responders = scene.responderIDs
        scene = scene.mappingViews { view in
            if let next = view.nextResponder, !responders.contains(next) { view.nextResponder = nil }
            if let next = view.viewController?.nextResponder, !responders.contains(next) { view.viewController?.nextResponder = nil }
        }
        while let loop = scene.responderLoop {
            let members = Set(loop)
            let unlooped = scene.mappingViews { view in
                if members.contains(view.id) { view.nextResponder = nil }
                if let controller = view.viewController, members.contains(controller.id) { view.viewController?.nextResponder = nil }
            }
            // Only overrides close loops, so each round removes one; stop if none was left to remove.
            guard unlooped != scene else { break }
            scene = unlooped
        }
        // One-way prevention that goes round in a circle cannot be honoured (GA-05): the members of
        // each circle lose their one-way answers until none is left.
        while let cycle = scene.preventionCycle {
            let members = Set(cycle)
            let unchained = scene.mappingViews { view in
                for index in view.gestureRecognizers.indices where members.contains(view.gestureRecognizers[index].id) {
                    view.gestureRecognizers[index].cannotPrevent = []
                    view.gestureRecognizers[index].cannotBePreventedBy = []
                }
            }
            guard unchained != scene else { break }
            scene = unchained
        }
        return scene
    }

    /// The recognizer with the recognizers and views it names that are not in the scene (or are
    /// itself) left out.
    static func repaired(_ recognizer: GestureRecognizerSpec, recognizers: Set<String>, views: Set<String>) -> GestureRecognizerSpec {
        var copy = recognizer
        let known = { (id: String) in id != recognizer.id && recognizers.contains(id) }
        func kept(_ set: RecognizerDelegateSpec.RecognizerSet) -> RecognizerDelegateSpec.RecognizerSet {
            if case .some(let ids) = set { return .some(ids.filter(known)) }
            return set
        }
        copy.requireToFail = copy.requireToFail.filter(known)
        copy.cannotPrevent = copy.cannotPrevent.filter(known)
        copy.cannotBePreventedBy = copy.cannotBePreventedBy.filter(known)
        if var delegate = copy.delegate {
            delegate.shouldRecognizeSimultaneouslyWith = kept(delegate.shouldRecognizeSimultaneouslyWith)
            delegate.shouldRequireFailureOf = delegate.shouldRequireFailureOf.filter(known)
            delegate.shouldBeRequiredToFailBy = kept(delegate.shouldBeRequiredToFailBy)
            if case .exceptInside(let ids) = delegate.shouldReceiveTouch {
                let inScene = ids.filter(views.contains)
                delegate.shouldReceiveTouch = inScene.isEmpty ? .always(true) : .exceptInside(inScene)
            }
            copy.delegate = delegate
        }
        return copy
    }

    /// The script without the steps that name a recognizer, view or responder the scene does not
    /// have, without shakes and remote-control events when the scene overrides `sendEvent`, and
    /// without removals that would take a `testFirst` target out of the view whose override names
    /// it (HT-13: the override holds a view below it; the reference engine traps on such a script).
    public static func repaired(_ script: [ScriptStep], for scene: Scene) -> [ScriptStep] {
        let recognizers = Set(scene.allRecognizers.map(\.recognizer.id))
        let holders = testFirstHolders(scene)
        let views = Set(scene.allViews.filter { $0.superview != nil }.map(\.view.id))
        let responders = scene.responderIDs
        let application = [ApplicationSpec.applicationID, ApplicationSpec.delegateID]
        return script.filter { step in
            switch step.action {
            case .setRecognizerEnabled(let id, _): recognizers.contains(id)
            case .mutateView(.removeFromSuperview, let id): views.contains(id) && !holders.contains(id)
            case .mutateView(_, let id): views.contains(id)
            case .becomeFirstResponder(let id), .resignFirstResponder(let id): responders.contains(id) && !application.contains(id)
            case .sendAction(_, let id), .targetForAction(_, let id): responders.contains(id)
            case .motion, .remoteControl: !scene.hasSendEventOverride
            default: true
            }
        }
    }

    /// The views whose removal takes a `testFirst` target out of the view that names it: each
    /// target and the views between it and that view.
    static func testFirstHolders(_ scene: Scene) -> Set<String> {
        var superviews: [String: String] = [:]
        var holders: Set<String> = []
        for (view, superview) in scene.allViews { superviews[view.id] = superview }
        for (view, _) in scene.allViews {
            guard case .testFirst(let target) = view.hitTest else { continue }
            var current: String? = target
            while let id = current, id != view.id {
                holders.insert(id)
                current = superviews[id]
            }
        }
        return holders
    }

    /// Whether the scenario passes the validation `lint` applies to a fixture's scene and script.
    public static func isValid(_ scenario: Scenario) -> Bool {
        problems(of: scenario).isEmpty
    }

    /// What the fixture format's validation says about the scenario, as `lint` would: its JSON
    /// form (every key written) is decoded and validated as a fixture's scene and script are, and
    /// must decode to the same scenario. Empty when the scenario is valid.
    public static func problems(of scenario: Scenario) -> [String] {
        let context = DecodingContext(file: "generated")
        let decoded = Scenario.decode(scenario.jsonValue, .root, context)
        if context.hasErrors { return context.diagnostics.map(\.description) }
        guard decoded == scenario else { return ["the scenario does not read back as itself from its JSON form"] }
        return []
    }

    /// The ids below `view`, depth first.
    static func descendants(of view: ViewSpec) -> [String] {
        view.subviews.flatMap { [$0.id] + descendants(of: $0) }
    }
}
