import DispatchHarness
import DispatchModel

/// `wait` steps (`hit-testing`): time passes and timers fire with no input.
public struct WaitStep: StepIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `hit-testing`: every engine reads the script.
    public var feature: Feature { .hitTesting }

    /// Adds a wait now and then, often after the last step.
    public func add(to draft: inout ScriptDraft, _ random: inout SeededRandom) {
        guard random.chance(0.15) else { return }
        draft.insert(at: random.chance(0.5) ? draft.steps.count : draft.anyPosition(&random), &random) { _ in .wait }
    }
}

/// The app enabling or disabling a recognizer (`gestures`, GR-12), also a scroll view's own.
public struct RecognizerEnabledStep: StepIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `gesture-recognizers`.
    public var feature: Feature { .gestureRecognizers }

    /// Adds one or two such steps to some scripts of scenes with recognizers.
    public func add(to draft: inout ScriptDraft, _ random: inout SeededRandom) {
        let recognizers = draft.scene.allRecognizers.map(\.recognizer.id)
        guard !recognizers.isEmpty, random.chance(0.2) else { return }
        for _ in 0..<random.pick(weighted: [(3, 1), (1, 2)]) {
            let id = random.pick(recognizers)
            let enabled = random.chance(0.35)
            draft.insert(at: draft.anyPosition(&random), &random) { _ in .setRecognizerEnabled(id: id, enabled: enabled) }
        }
    }
}

/// The app hiding, disabling or removing a view, also while touches are down (`view-changes`,
/// HT-01, HT-03, TD-13, TD-14). A view that holds a `testFirst` target below the overriding view
/// is hidden or disabled, never removed (``ScenarioRepair/testFirstHolders(_:)``).
public struct ViewChangeStep: StepIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `view-changes`.
    public var feature: Feature { .viewChanges }

    /// Adds one or two changes of views (never windows) to some scripts.
    public func add(to draft: inout ScriptDraft, _ random: inout SeededRandom) {
        let views = draft.scene.allViews.filter { $0.superview != nil }.map(\.view.id)
        guard !views.isEmpty, random.chance(0.2) else { return }
        let holders = ScenarioRepair.testFirstHolders(draft.scene)
        for _ in 0..<random.pick(weighted: [(3, 1), (1, 2)]) {
            let view = random.pick(views)
            let mutations = holders.contains(view) ? [.hide, .disableInteraction] : ViewMutation.allCases
            let mutation = random.pick(mutations)
            draft.insert(at: draft.anyPosition(&random), &random) { _ in .mutateView(mutation, id: view) }
        }
    }
}

/// A system interruption that cancels every touch down (`responder-chain`, TD-13); the touches
/// it cancels take no further step.
public struct SystemCancelStep: StepIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `responder-chain`.
    public var feature: Feature { .responderChain }

    /// Adds one to some scripts, mostly while a touch is down.
    public func add(to draft: inout ScriptDraft, _ random: inout SeededRandom) {
        guard random.chance(0.08) else { return }
        let busy = (0...draft.steps.count).filter { !draft.touchesDown(before: $0).isEmpty }
        let position = !busy.isEmpty && random.chance(0.85) ? random.pick(busy) : draft.anyPosition(&random)
        draft.insert(at: position, &random) { _ in .systemCancel }
        draft.endTouches(downAt: position)
    }
}

/// `beginIgnoringInteractionEvents` and `endIgnoringInteractionEvents` while no touch is down,
/// nested now and then, the end sometimes never coming (`event-interception`, TD-15).
public struct IgnoringInteractionStep: StepIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `event-interception`.
    public var feature: Feature { .eventInterception }

    /// Adds a begin, and mostly a matching end, to some scripts.
    public func add(to draft: inout ScriptDraft, _ random: inout SeededRandom) {
        guard random.chance(0.08) else { return }
        for _ in 0..<random.pick(weighted: [(4, 1), (1, 2)]) {
            let idle = draft.idlePositions
            let begin = random.pick(idle)
            draft.insert(at: begin, &random) { _ in .beginIgnoringInteractionEvents }
            guard random.chance(0.8) else { continue }
            let end = random.pick(draft.idlePositions.filter { $0 > begin })
            draft.insert(at: end, &random) { _ in .endIgnoringInteractionEvents }
        }
    }
}
