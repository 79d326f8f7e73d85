import DispatchHarness
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
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout SeededRandom) {
        if !draft.isWindow, view.kind == .view, random.chance(0.15 * draft.obstruction) {
            view.kind = random.pick([.imageView, .label])
            view.userInteractionEnabled = view.kind.defaultUserInteractionEnabled
        }
        // A window that cannot take touches keeps them from its whole scene: rarer than a view.
        let rate = draft.obstruction * (draft.isWindow ? 0.3 : 1)
        // Windows are hidden by the scene generator, which keeps one visible (HT-17).
        if !draft.isWindow, random.chance(0.08 * rate) { view.hidden = true }
        if random.chance(0.12 * rate) { view.alpha = random.pick([0, 0.0099, 0.01, 0.010001, 0.011, 0.5]) }
        if random.chance(0.1 * rate) { view.userInteractionEnabled.toggle() }
        if random.chance(0.2) { view.clipsToBounds = true }
        if random.chance(0.04 * rate) { view.animating = true }
        if random.chance(0.1) {
            view.boundsOrigin = Point(x: Double(random.int(in: -40...40)), y: Double(random.int(in: -40...40)))
        }
    }

    /// Each flag back to its default; an image view or label back to a plain view.
    public func reductions(of view: ViewSpec) -> [ViewSpec] {
        var reductions = [
            view.with { $0.hidden = false }, view.with { $0.alpha = 1 },
            view.with { $0.userInteractionEnabled = $0.kind.defaultUserInteractionEnabled }, view.with { $0.clipsToBounds = false },
            view.with { $0.animating = false }, view.with { $0.boundsOrigin = .zero },
        ]
        if view.kind == .imageView || view.kind == .label { reductions.append(view.with { $0.kind = .view }) }
        return reductions
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
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout SeededRandom) {
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

    /// The identity.
    public func reductions(of view: ViewSpec) -> [ViewSpec] { [view.with { $0.transform = .identity }] }
}

/// The `hitTest` and `pointInside` override vocabulary (`hit-test-overrides`, HT-13…HT-15 and
/// the articles' overrides).
public struct OverrideIngredient: SceneIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `hit-test-overrides`.
    public var feature: Feature { .hitTestOverrides }

    /// Gives some views an app subclass's `hitTest` or `point(inside:)`.
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout SeededRandom) {
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

    /// UIView's own `hitTest` and `point(inside:)`.
    public func reductions(of view: ViewSpec) -> [ViewSpec] {
        [view.with { $0.hitTest = .default }, view.with { $0.pointInside = .default }]
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
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout SeededRandom) {
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

    /// The application's and its delegate's touch methods, and whether the delegate is a responder.
    public func wire(_ scene: inout Scene, in draft: SceneDraft, _ random: inout SeededRandom) {
        scene.application.touches = Self.touches(uniform: draft.uniformTouches, &random)
        scene.application.delegateIsResponder = random.chance(0.85)
        scene.application.delegateTouches = Self.touches(uniform: draft.uniformTouches, &random)
    }

    /// Touch methods not overridden, all at once or one phase at a time; no view controller; no
    /// `next` override.
    public func reductions(of view: ViewSpec) -> [ViewSpec] {
        var reductions = [
            view.with { $0.touches = .inherit }, view.with { $0.nextResponder = nil }, view.with { $0.viewController = nil },
            view.with { $0.viewController?.touches = .inherit }, view.with { $0.viewController?.nextResponder = nil },
        ]
        for phase in TouchPhase.allCases {
            reductions.append(view.with { $0.touches = Self.resetting(phase, of: $0.touches) })
            if let controller = view.viewController {
                reductions.append(view.with { $0.viewController?.touches = Self.resetting(phase, of: controller.touches) })
            }
        }
        return reductions
    }

    /// The application's or its delegate's touch methods not overridden, all at once or one phase
    /// at a time; a delegate that is a responder.
    public func reductions(of scene: Scene) -> [Scene] {
        var reductions: [Scene] = []
        func add(_ edit: (inout ApplicationSpec) -> Void) {
            var simpler = scene
            edit(&simpler.application)
            if simpler != scene { reductions.append(simpler) }
        }
        add { $0.touches = .inherit }
        add { $0.delegateTouches = .inherit }
        add { $0.delegateIsResponder = true }
        for phase in TouchPhase.allCases {
            add { $0.touches = Self.resetting(phase, of: $0.touches) }
            add { $0.delegateTouches = Self.resetting(phase, of: $0.delegateTouches) }
        }
        return reductions
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

    /// A random behaviour: mostly not overridden; per phase unless `uniform`.
    static func touches(uniform: Bool, _ random: inout SeededRandom) -> TouchHandling {
        func one(_ random: inout SeededRandom) -> TouchOverride {
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
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout SeededRandom) {
        if !draft.isWindow, random.chance(0.5) { view.multipleTouchEnabled = true }
    }

    /// UIKit's default, false.
    public func reductions(of view: ViewSpec) -> [ViewSpec] { [view.with { $0.multipleTouchEnabled = false }] }
}

/// `isExclusiveTouch` on a few views (`exclusive-touch`, MT-05).
public struct ExclusiveTouchIngredient: SceneIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `exclusive-touch`.
    public var feature: Feature { .exclusiveTouch }

    /// An exclusive view withholds touches from other views.
    public var altersDelivery: Bool { true }

    /// Makes a view (never a window) exclusive now and then.
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout SeededRandom) {
        if !draft.isWindow, random.chance(0.08) { view.exclusiveTouch = true }
    }

    /// UIKit's default, false.
    public func reductions(of view: ViewSpec) -> [ViewSpec] { [view.with { $0.exclusiveTouch = false }] }
}

extension ViewSpec {
    /// A copy with `edit` applied.
    func with(_ edit: (inout ViewSpec) -> Void) -> ViewSpec {
        var copy = self
        edit(&copy)
        return copy
    }
}
