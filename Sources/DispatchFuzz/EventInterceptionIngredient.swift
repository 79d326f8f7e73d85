import DispatchHarness
import DispatchModel

/// `sendEvent(_:)` overrides of windows and of the application that observe or swallow touch
/// events (`event-interception`, TD-02).
public struct EventInterceptionIngredient: SceneIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `event-interception`.
    public var feature: Feature { .eventInterception }

    /// A swallowing override keeps events from recognizers and views.
    public var altersDelivery: Bool { true }

    /// Overrides nothing of a view.
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout SeededRandom) {}

    /// Gives some windows, and the application now and then, a `sendEvent` override.
    public func wire(_ scene: inout Scene, in draft: SceneDraft, _ random: inout SeededRandom) {
        for index in scene.windows.indices where random.chance(0.1) {
            scene.windows[index].sendEvent = random.pick(weighted: [(3, .observe), (1, .swallow)])
        }
        if random.chance(0.07) { scene.application.sendEvent = random.pick(weighted: [(3, .observe), (1, .swallow)]) }
    }

    /// One override fewer.
    public func reductions(of scene: Scene) -> [Scene] {
        var reductions: [Scene] = []
        for index in scene.windows.indices where scene.windows[index].sendEvent != .inherit {
            var simpler = scene
            simpler.windows[index].sendEvent = .inherit
            reductions.append(simpler)
        }
        if scene.application.sendEvent != .inherit {
            var simpler = scene
            simpler.application.sendEvent = .inherit
            reductions.append(simpler)
        }
        return reductions
    }
}
