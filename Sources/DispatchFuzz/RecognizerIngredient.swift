import DispatchHarness
import DispatchModel

/// Gesture recognizers of every kind the engines declare (`gestures` and the kind's feature) with
/// their own properties near the thresholds of GR-TAP-*, GR-LP-*, GR-PAN-*, GR-SWP-*, GR-PIN-01
/// and GR-EDG-01, the flags every recognizer has (GR-12, GR-15…GR-19), touch types (`touch-types`,
/// TD-17, GR-27), and the views' `gestureRecognizerShouldBegin` (GR-07, GR-08). What names other
/// recognizers is wired afterwards (``RecognizerRelationsIngredient``).
///
/// Ids are the kind and the view: `tap_v3`, then `tap_v3_2` for a second tap on `v3`.
public struct RecognizerIngredient: SceneIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `gestures`: every part of the retired name (recognizers, delegates, failure requirements,
    /// delays, arbitration), since its recognizers may use any of them (``Feature/isCovered(by:)``).
    public var feature: Feature { .gestures }

    /// Recognizers cancel and withhold their views' touches.
    public var altersDelivery: Bool { true }

    /// Adds up to two recognizers to some views and windows, and sometimes a veto.
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout SeededRandom) {
        if !draft.isWindow, random.chance(0.08) { view.gestureRecognizerShouldBegin = random.pick([.denyAll, .denyOthers]) }
        let makers = Self.kinds.filter { draft.allows($0.feature) }
        guard !makers.isEmpty, random.chance(draft.isWindow ? 0.2 : 0.4) else { return }
        for _ in 0..<random.pick(weighted: [(4, 1), (1, 2)]) {
            let maker = random.pick(makers)
            let kind = maker.make(&random)
            let taken = view.gestureRecognizers.filter { $0.kind.name == kind.name }.count
            let id = "\(kind.name)_\(view.id)\(taken == 0 ? "" : "_\(taken + 1)")"
            var recognizer = GestureRecognizerSpec(id: id, kind: kind)
            recognizer.actions = random.pick(weighted: [(6, [id]), (1, []), (1, [id, "\(id)_again"])]).map { RecognizerAction(name: $0) }
            if random.chance(0.1) { recognizer.enabled = false }
            if random.chance(0.2) { recognizer.cancelsTouchesInView = false }
            if random.chance(0.2) { recognizer.delaysTouchesBegan = true }
            if random.chance(0.2) { recognizer.delaysTouchesEnded = false }
            if draft.allows(.touchTypes), random.chance(0.15) {
                recognizer.allowedTouchTypes = TouchType.allCases.filter { _ in random.chance(0.6) }
            }
            if draft.allows(.touchTypes), random.chance(0.1) { recognizer.requiresExclusiveTouchType = false }
            view.gestureRecognizers.append(recognizer)
        }
    }

    /// How to make one kind, and the feature it needs.
    struct KindMaker: Sendable {
        let feature: Feature
        let make: @Sendable (inout SeededRandom) -> GestureRecognizerSpec.Kind
    }

    /// Every kind, with values around each threshold and the defaults most often.
    static let kinds: [KindMaker] = [
        KindMaker(feature: .tap) { random in
            .tap(
                taps: random.pick(weighted: [(5, 1), (3, 2), (1, 3)]), touches: random.pick(weighted: [(6, 1), (2, 2), (1, 3)]),
                allowableMovement: random.pick(weighted: [(5, nil), (1, 10), (1, 0), (1, 100)] as [(Int, Double?)]))
        },
        KindMaker(feature: .longPress) { random in
            .longPress(
                taps: random.pick(weighted: [(6, 0), (1, 1)]), touches: random.pick(weighted: [(6, 1), (2, 2)]),
                minimumPressDuration: random.pick(weighted: [(4, 500), (2, 0), (2, 100), (2, 250)]),
                allowableMovement: random.pick(weighted: [(5, 10), (1, 0), (1, 45)]))
        },
        KindMaker(feature: .pan) { random in
            let minimum = random.pick(weighted: [(5, 1), (1, 2)])
            return .pan(minimumTouches: minimum, maximumTouches: random.pick(weighted: [(5, nil), (1, minimum), (1, minimum + 1)]))
        },
        KindMaker(feature: .swipe) { random in
            let directions = SwipeDirection.allCases.filter { _ in random.chance(0.35) }
            return .swipe(directions: directions.isEmpty ? [.right] : directions, touches: random.pick(weighted: [(6, 1), (1, 2)]))
        },
        KindMaker(feature: .pinchRotation) { random in random.chance(0.5) ? .pinch : .rotation },
        KindMaker(feature: .screenEdgePan) { random in
            let edges = ScreenEdge.allCases.filter { _ in random.chance(0.4) }
            return .screenEdgePan(edges: edges.isEmpty ? [.left] : edges)
        },
    ]

    /// One recognizer fewer; each property of one recognizer back to its default; no veto.
    public func reductions(of view: ViewSpec) -> [ViewSpec] {
        var reductions = [view.with { $0.gestureRecognizerShouldBegin = .allow }]
        for (index, recognizer) in view.gestureRecognizers.enumerated() {
            reductions.append(view.with { $0.gestureRecognizers.remove(at: index) })
            for simpler in Self.simplifications(of: recognizer) {
                reductions.append(view.with { $0.gestureRecognizers[index] = simpler })
            }
        }
        return reductions
    }

    /// `recognizer` with one of its own properties back to its default.
    static func simplifications(of recognizer: GestureRecognizerSpec) -> [GestureRecognizerSpec] {
        func with(_ edit: (inout GestureRecognizerSpec) -> Void) -> GestureRecognizerSpec {
            var copy = recognizer
            edit(&copy)
            return copy
        }
        var simpler = [
            with { $0.actions = [RecognizerAction(name: $0.id)] }, with { $0.enabled = true }, with { $0.cancelsTouchesInView = true },
            with { $0.delaysTouchesBegan = false }, with { $0.delaysTouchesEnded = true },
            with { $0.allowedTouchTypes = nil }, with { $0.requiresExclusiveTouchType = true },
        ]
        switch recognizer.kind {
        case .tap(let taps, let touches, let movement):
            simpler += [
                with { $0.kind = .tap(taps: 1, touches: touches, allowableMovement: movement) },
                with { $0.kind = .tap(taps: taps, touches: 1, allowableMovement: movement) },
                with { $0.kind = .tap(taps: taps, touches: touches, allowableMovement: nil) },
            ]
        case .longPress(let taps, let touches, let duration, let movement):
            simpler += [
                with { $0.kind = .longPress(taps: 0, touches: touches, minimumPressDuration: duration, allowableMovement: movement) },
                with { $0.kind = .longPress(taps: taps, touches: 1, minimumPressDuration: duration, allowableMovement: movement) },
                with { $0.kind = .longPress(taps: taps, touches: touches, minimumPressDuration: 500, allowableMovement: movement) },
                with { $0.kind = .longPress(taps: taps, touches: touches, minimumPressDuration: duration, allowableMovement: 10) },
            ]
        case .pan(let minimum, let maximum):
            simpler += [
                with { $0.kind = .pan(minimumTouches: 1, maximumTouches: maximum) },
                with { $0.kind = .pan(minimumTouches: minimum, maximumTouches: nil) },
            ]
        case .swipe(let directions, let touches):
            simpler += [
                with { $0.kind = .swipe(directions: [.right], touches: touches) },
                with { $0.kind = .swipe(directions: directions, touches: 1) },
            ]
        case .rotation:
            simpler.append(with { $0.kind = .pinch })
        case .screenEdgePan, .pinch, .contentTouchDelay:
            break
        }
        return simpler.filter { $0 != recognizer }
    }
}
