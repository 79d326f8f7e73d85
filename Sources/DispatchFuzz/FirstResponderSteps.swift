import DispatchHarness
import DispatchModel

/// `becomeFirstResponder` and `resignFirstResponder` on views, windows and view controllers
/// (`first-responder`, FR-01), mostly on those that can become first responder.
public struct FirstResponderStep: StepIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `first-responder`.
    public var feature: Feature { .firstResponder }

    /// Adds one to three calls to some scripts.
    public func add(to draft: inout ScriptDraft, _ random: inout SeededRandom) {
        guard random.chance(0.3) else { return }
        var willing: [String] = []
        var others: [String] = []
        for (view, _) in draft.scene.allViews {
            if view.responder.canBecomeFirstResponder { willing.append(view.id) } else { others.append(view.id) }
            if let controller = view.viewController {
                if controller.responder.canBecomeFirstResponder { willing.append(controller.id) } else { others.append(controller.id) }
            }
        }
        for _ in 0..<random.pick(weighted: [(3, 1), (2, 2), (1, 3)]) {
            let id = !willing.isEmpty && random.chance(0.75) ? random.pick(willing) : random.pick(others + willing)
            let become = random.chance(0.7)
            draft.insert(at: draft.anyPosition(&random), &random) { _ in
                become ? .becomeFirstResponder(id: id) : .resignFirstResponder(id: id)
            }
        }
    }
}

/// A shake: `motion` began, then ended or cancelled (`first-responder`, FR-05, FR-07). Not in a
/// scene with a `sendEvent` override, which format 1 lets see touch events only.
public struct MotionStep: StepIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `first-responder`.
    public var feature: Feature { .firstResponder }

    /// Adds one shake to some scripts.
    public func add(to draft: inout ScriptDraft, _ random: inout SeededRandom) {
        guard !draft.scene.hasSendEventOverride, random.chance(0.15) else { return }
        let began = draft.anyPosition(&random)
        draft.insert(at: began, &random) { _ in .motion(.began) }
        let end = random.int(in: (began + 1)...draft.steps.count)
        let phase: MotionPhase = random.chance(0.75) ? .ended : .cancelled
        draft.insert(at: end, &random) { _ in .motion(phase) }
    }
}

/// Remote-control events of random subtypes (`first-responder`, FR-06). Not in a scene with a
/// `sendEvent` override.
public struct RemoteControlStep: StepIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `first-responder`.
    public var feature: Feature { .firstResponder }

    /// Adds one or two to some scripts.
    public func add(to draft: inout ScriptDraft, _ random: inout SeededRandom) {
        guard !draft.scene.hasSendEventOverride, random.chance(0.12) else { return }
        for _ in 0..<random.pick(weighted: [(3, 1), (1, 2)]) {
            let subtype = random.pick(RemoteControlSubtype.allCases)
            draft.insert(at: draft.anyPosition(&random), &random) { _ in .remoteControl(subtype) }
        }
    }
}

/// `sendAction` and `targetForAction` from any responder, the application and its delegate
/// included (`first-responder`, FR-08, FR-10).
public struct ActionStep: StepIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `first-responder`.
    public var feature: Feature { .firstResponder }

    /// Adds one or two to some scripts.
    public func add(to draft: inout ScriptDraft, _ random: inout SeededRandom) {
        guard random.chance(0.2) else { return }
        let responders =
            draft.scene.allViews.flatMap { [$0.view.id] + ($0.view.viewController.map { [$0.id] } ?? []) }
            + [ApplicationSpec.applicationID] + (draft.scene.application.delegateIsResponder ? [ApplicationSpec.delegateID] : [])
        for _ in 0..<random.pick(weighted: [(3, 1), (1, 2)]) {
            let action = random.pick(FuzzVocabulary.actions)
            let from = random.pick(responders)
            let send = random.chance(0.5)
            draft.insert(at: draft.anyPosition(&random), &random) { _ in
                send ? .sendAction(action: action, from: from) : .targetForAction(action: action, from: from)
            }
        }
    }
}
