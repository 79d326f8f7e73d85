import DispatchModel
import Foundation

/// Kinds, flags and bounds origins (`hit-testing`): the early-out of HT-03 with the alpha values
/// around UIKit's 0.01 threshold (HT-04), the per-kind defaults (HT-21), clipping (HT-12) and
/// scroll-like bounds origins (HT-10).
public struct FlagIngredient: SceneIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `hit-testing`.
    public var feature: Feature { .hitTesting }

    /// Sets some flags away from their defaults.
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout FuzzRandom) {
        if !draft.isWindow, random.chance(0.15) {
            view.kind = random.pick([.imageView, .label])
            view.userInteractionEnabled = view.kind.defaultUserInteractionEnabled
        }
        if random.chance(0.08) { view.hidden = true }
        if random.chance(0.12) { view.alpha = random.pick([0, 0.0099, 0.01, 0.010001, 0.011, 0.5]) }
        if random.chance(0.1) { view.userInteractionEnabled.toggle() }
        if random.chance(0.2) { view.clipsToBounds = true }
        if random.chance(0.04) { view.animating = true }
        if random.chance(0.1) {
            view.boundsOrigin = Point(x: Double(random.int(in: -40...40)), y: Double(random.int(in: -40...40)))
        }
    }
}

/// Non-identity transforms (`transforms`, HT-11): exact quarter turns and scales, whose
/// arithmetic is exact, and arbitrary rotations, shears and singular transforms, whose is not.
public struct TransformIngredient: SceneIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `transforms`.
    public var feature: Feature { .transforms }

    /// Gives some views a transform about their centre.
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout FuzzRandom) {
        guard random.chance(draft.isWindow ? 0.03 : 0.15) else { return }
        let angle = Double(random.int(in: 1...359)) * .pi / 180
        view.transform = random.pick(weighted: [
            (3, AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)),
            (2, AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)),
            (2, AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)),
            (2, AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)),
            (2, AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: Double(random.int(in: -50...50)), ty: Double(random.int(in: -50...50)))),
            (3, AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)),
            (1, AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)),
            (1, AffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
        ])
    }
}

/// The `hitTest` and `pointInside` override vocabulary (`hit-test-overrides`, HT-13…HT-15 and
/// the articles' overrides).
public struct OverrideIngredient: SceneIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `hit-test-overrides`.
    public var feature: Feature { .hitTestOverrides }

    /// Gives some views an app subclass's `hitTest` or `point(inside:)`.
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout FuzzRandom) {
        if random.chance(0.18) {
            var choices: [HitTestBehavior] = [.passThroughSelf, .subviewsFirst, .captureSubviews, .lastSubviewInsteadOfSelf]
            if !draft.descendants.isEmpty { choices += [.testFirst(random.pick(draft.descendants)), .testFirst(draft.descendants[0])] }
            view.hitTest = random.pick(choices)
        }
        if random.chance(0.12) {
            view.pointInside = random.pick(weighted: [
                (2, .outset(EdgeInsets(all: Double(random.int(in: -10...30))))),
                (
                    1,
                    .outset(
                        EdgeInsets(
                            top: Double(random.int(in: -10...30)), left: Double(random.int(in: -10...30)),
                            bottom: Double(random.int(in: -10...30)), right: Double(random.int(in: -10...30))))
                ),
                (2, .includeSubviewFrames),
            ])
        }
    }
}

/// Touch methods, view controllers and `next` overrides (`responder-chain`, RC-*). In a scene
/// drafted with ``SceneDraft/uniformTouches`` every responder treats the four phases alike.
public struct ResponderIngredient: SceneIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `responder-chain`.
    public var feature: Feature { .responderChain }

    /// Gives the view touch methods, and sometimes a view controller or an overridden `next`.
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout FuzzRandom) {
        view.touches = Self.touches(uniform: draft.uniformTouches, &random)
        if !draft.isWindow, random.chance(0.15) {
            var controller = ViewControllerSpec(id: "vc_\(view.id)", touches: Self.touches(uniform: draft.uniformTouches, &random))
            if random.chance(0.1) { controller.nextResponder = random.pick(draft.viewIDs + [ApplicationSpec.applicationID]) }
            view.viewController = controller
        }
        if random.chance(0.06) {
            view.nextResponder = random.pick(draft.viewIDs + [ApplicationSpec.applicationID, ApplicationSpec.delegateID])
        }
    }

    /// A random behaviour: mostly not overridden; per phase unless `uniform`.
    static func touches(uniform: Bool, _ random: inout FuzzRandom) -> TouchHandling {
        func one(_ random: inout FuzzRandom) -> TouchOverride {
            random.pick(weighted: [(5, .inherit), (2, .handle), (2, .handleAndCallSuper)])
        }
        if uniform || random.chance(0.6) { return TouchHandling(all: one(&random)) }
        return TouchHandling(began: one(&random), moved: one(&random), ended: one(&random), cancelled: one(&random))
    }
}

/// `isMultipleTouchEnabled` on some views (`multi-touch`, MT-02, MT-03), so that a second finger on
/// a view is sometimes withheld from it and sometimes delivered.
public struct MultipleTouchIngredient: SceneIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `multi-touch`.
    public var feature: Feature { .multiTouch }

    /// Makes a view (never a window) multiple-touch half of the time.
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout FuzzRandom) {
        if !draft.isWindow, random.chance(0.5) { view.multipleTouchEnabled = true }
    }
}
