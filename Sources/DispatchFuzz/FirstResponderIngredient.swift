import DispatchHarness
import DispatchModel

/// Responder traits (`first-responder`, FR-01, FR-05, FR-06, FR-08, FR-10) of views, windows,
/// view controllers, the application and its delegate: whether they can become and resign first
/// responder, their motion and remote-control methods and the action methods they implement; the
/// key window (FR-07) and whether the app receives remote-control events (FR-06).
public struct FirstResponderIngredient: SceneIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `first-responder`.
    public var feature: Feature { .firstResponder }

    /// Gives some views, windows and view controllers responder traits.
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout SeededRandom) {
        if random.chance(0.25) { view.responder = Self.traits(canBecome: true, &random) }
        if view.viewController != nil, random.chance(0.3) { view.viewController?.responder = Self.traits(canBecome: true, &random) }
    }

    /// Random traits; `canBecomeFirstResponder` only where it applies.
    static func traits(canBecome: Bool, _ random: inout SeededRandom) -> ResponderTraits {
        func override(_ random: inout SeededRandom) -> TouchOverride {
            random.pick(weighted: [(4, .inherit), (2, .handle), (2, .handleAndCallSuper)])
        }
        return ResponderTraits(
            canBecomeFirstResponder: canBecome && random.chance(0.6), canResignFirstResponder: !random.chance(0.2),
            motion: override(&random), remoteControl: override(&random),
            actionMethods: FuzzVocabulary.actions.filter { _ in random.chance(0.3) })
    }

    /// The application's and its delegate's traits, the key window, remote-control events.
    public func wire(_ scene: inout Scene, in draft: SceneDraft, _ random: inout SeededRandom) {
        // Neither can be made first responder by a step, so their first-responder traits stay at the defaults.
        if random.chance(0.3) {
            var traits = Self.traits(canBecome: false, &random)
            traits.canResignFirstResponder = true
            scene.application.responder = traits
        }
        if scene.application.delegateIsResponder, random.chance(0.3) {
            var traits = Self.traits(canBecome: false, &random)
            traits.canResignFirstResponder = true
            scene.application.delegateResponder = traits
        }
        if scene.windows.count > 1, random.chance(0.4) { scene.windows[random.int(in: 0...(scene.windows.count - 1))].isKey = true }
        if random.chance(0.6) { scene.application.receivesRemoteControlEvents = true }
    }

    /// Plain `UIResponder` traits for the view or its controller.
    public func reductions(of view: ViewSpec) -> [ViewSpec] {
        [view.with { $0.responder = .plain }, view.with { $0.viewController?.responder = .plain }]
    }

    /// Plain traits for the application and its delegate; no key window named; no remote-control events.
    public func reductions(of scene: Scene) -> [Scene] {
        var reductions: [Scene] = []
        func add(_ edit: (inout Scene) -> Void) {
            var simpler = scene
            edit(&simpler)
            if simpler != scene { reductions.append(simpler) }
        }
        add { $0.application.responder = .plain }
        add { $0.application.delegateResponder = .plain }
        add { $0.application.receivesRemoteControlEvents = false }
        add { scene in for index in scene.windows.indices { scene.windows[index].isKey = false } }
        return reductions
    }
}
