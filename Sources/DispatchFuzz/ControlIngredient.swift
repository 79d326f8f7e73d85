import DispatchHarness
import DispatchModel

/// Controls of every kind (`controls`; `switch` and `slider` with `value-controls`): `isEnabled`,
/// what `beginTracking` and `continueTracking` answer, `isSelected` (`control-state`), slider
/// ranges, and target–action registrations for random events, repeated actions (CT-12), empty
/// masks and nil targets (`first-responder`, FR-08) among them.
public struct ControlIngredient: SceneIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `controls`.
    public var feature: Feature { .controls }

    /// A tracking control consumes its touches (CT-16).
    public var altersDelivery: Bool { true }

    /// Makes some plain views controls.
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout SeededRandom) {
        guard !draft.isWindow, view.kind == .view, random.chance(view.subviews.isEmpty ? 0.25 : 0.08) else { return }
        var kinds: [(Int, ViewKind)] = [(2, .control), (4, .button)]
        if draft.allows(.valueControls) { kinds += [(2, .uiSwitch), (2, .slider)] }
        view.kind = random.pick(weighted: kinds)
        var control = ControlSpec(slider: view.kind == .slider ? Self.slider(&random) : nil)
        if random.chance(0.1) { control.enabled = false }
        if random.chance(0.1) { control.beginTracking = false }
        if random.chance(0.1) { control.continueTracking = false }
        if draft.allows(.controlState), random.chance(0.15) { control.selected = true }
        for _ in 0..<random.pick(weighted: [(2, 0), (4, 1), (3, 2), (1, 3)]) {
            var target = ControlSpec.Target(action: random.pick(FuzzVocabulary.actions), events: Self.events(&random))
            if draft.allows(.firstResponder), random.chance(0.3) { target.target = .firstResponder }
            control.targets.append(target)
        }
        view.control = control
    }

    /// A few distinct control events, the common ones more often; now and then none (CT-12).
    static func events(_ random: inout SeededRandom) -> [ControlEvent] {
        guard !random.chance(0.05) else { return [] }
        var events: [ControlEvent] = []
        for _ in 0..<random.pick(weighted: [(5, 1), (3, 2), (1, 3)]) {
            let event = random.pick(weighted: [
                (4, ControlEvent.touchUpInside), (3, .touchDown), (2, .valueChanged), (2, .touchCancel), (2, .primaryActionTriggered),
                (1, .touchDownRepeat), (1, .touchDragInside), (1, .touchDragOutside), (1, .touchDragEnter), (1, .touchDragExit),
                (1, .touchUpOutside),
            ])
            if !events.contains(event) { events.append(event) }
        }
        return events
    }

    /// A slider's range and value: the default, or a range around zero or far from it.
    static func slider(_ random: inout SeededRandom) -> SliderSpec {
        let minimum = random.pick([0.0, -1, 10, 0.5])
        let maximum = minimum + random.pick([1.0, 100, 0.25])
        let value = random.pick([minimum, maximum, (minimum + maximum) / 2])
        return SliderSpec(value: value, minimumValue: minimum, maximumValue: maximum, continuous: !random.chance(0.3))
    }

    /// A plain view again; one registration fewer; each answer and flag back to its default.
    public func reductions(of view: ViewSpec) -> [ViewSpec] {
        guard view.kind.isControl, let control = view.control else { return [] }
        var reductions = [
            view.with {
                $0.kind = .view
                $0.control = nil
            },
            view.with { $0.control?.enabled = true }, view.with { $0.control?.beginTracking = true },
            view.with { $0.control?.continueTracking = true }, view.with { $0.control?.selected = false },
        ]
        if view.kind == .slider { reductions.append(view.with { $0.control?.slider = SliderSpec() }) }
        for index in control.targets.indices {
            reductions.append(view.with { $0.control?.targets.remove(at: index) })
            reductions.append(view.with { $0.control?.targets[index].target = .app })
        }
        return reductions
    }
}

/// Names shared by controls' targets, responders' action methods and the script's action steps,
/// few enough that a nil-targeted action often finds a responder that implements it (FR-08, FR-10)
/// and that a control often registers one action twice (CT-12).
enum FuzzVocabulary {
    /// Action names.
    static let actions = ["save", "copy", "tapped"]
}
