import DispatchHarness
import DispatchModel

/// The app setting a view's `alpha` or `clipsToBounds`, also while touches are down
/// (`view-changes`, HT-03, HT-04, HT-12): alphas on both sides of the 0.01 threshold.
public struct ViewPropertyStep: StepIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `view-changes`.
    public var feature: Feature { .viewChanges }

    /// Alphas on both sides of HT-04's 0.01, and at it.
    static let alphas: [Double] = [0, 0.005, 0.01, 0.5, 1]

    /// Adds one or two such changes of views or windows to some scripts.
    public func add(to draft: inout ScriptDraft, _ random: inout SeededRandom) {
        let views = draft.scene.allViews.map(\.view.id)
        guard !views.isEmpty, random.chance(0.12) else { return }
        for _ in 0..<random.pick(weighted: [(3, 1), (1, 2)]) {
            let view = random.pick(views)
            let action: ScriptStep.Action =
                random.chance(0.6)
                ? .setAlpha(id: view, alpha: random.pick(Self.alphas)) : .setClipsToBounds(id: view, clips: random.chance(0.5))
            draft.insert(at: draft.anyPosition(&random), &random) { _ in action }
        }
    }
}

/// The app enabling or disabling a control, also while it tracks a touch (`view-changes`, as
/// lint counts a script's changes of views, windows and controls; CT-04, HT-16).
public struct ControlEnabledStep: StepIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `view-changes`: only scenes that have controls get such steps.
    public var feature: Feature { .viewChanges }

    /// Adds one or two such steps to some scripts of scenes with controls.
    public func add(to draft: inout ScriptDraft, _ random: inout SeededRandom) {
        let controls = draft.scene.allViews.filter { $0.view.control != nil }.map(\.view.id)
        guard !controls.isEmpty, random.chance(0.15) else { return }
        for _ in 0..<random.pick(weighted: [(3, 1), (1, 2)]) {
            let control = random.pick(controls)
            let enabled = random.chance(0.4)
            draft.insert(at: draft.anyPosition(&random), &random) { _ in .setControlEnabled(id: control, enabled: enabled) }
        }
    }
}
