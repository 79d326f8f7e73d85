import DispatchHarness
import DispatchModel

/// What a recognizer says about others and its delegate's answers (`gesture-arbitration`; the
/// fixtures it yields also infer `gesture-delegates` and `failure-requirements`): `require(toFail:)`
/// (GA-03), one-way prevention (`cannotPrevent`, `cannotBePreventedBy`, GA-05), and a delegate
/// with every key — `shouldBegin` (GR-07), `shouldReceiveTouch` as a boolean or `exceptInside`
/// (GR-09), simultaneous recognition with some or `"all"` (GA-02), and dynamic failure
/// requirements in both directions, with some or `"all"` (GA-04). Any recognizer of the scene may
/// be named, a scroll view's own among them; loops of requirements are allowed, as in UIKit.
public struct RecognizerRelationsIngredient: SceneIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `gestures`: every part of the retired name (recognizers, delegates, failure requirements,
    /// delays, arbitration), since its recognizers may use any of them (``Feature/isCovered(by:)``).
    public var feature: Feature { .gestures }

    /// Relations change which recognizer cancels the views' touches.
    public var altersDelivery: Bool { true }

    /// Names no view of its own.
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout SeededRandom) {}

    /// Gives some of the app's recognizers relations and delegates.
    public func wire(_ scene: inout Scene, in draft: SceneDraft, _ random: inout SeededRandom) {
        let all = scene.allRecognizers.map(\.recognizer.id)
        guard !all.isEmpty else { return }
        let views = scene.allViews.map(\.view.id)
        scene = scene.mappingViews { view in
            for index in view.gestureRecognizers.indices {
                let own = view.gestureRecognizers[index].id
                let others = all.filter { $0 != own }
                func some(_ random: inout SeededRandom) -> [String] {
                    others.isEmpty ? [] : Array(random.shuffled(others).prefix(random.pick(weighted: [(4, 1), (1, 2)])))
                }
                func set(_ random: inout SeededRandom) -> RecognizerDelegateSpec.RecognizerSet {
                    random.chance(0.3) ? .all : .some(some(&random))
                }
                var recognizer = view.gestureRecognizers[index]
                if random.chance(0.15) { recognizer.requireToFail = some(&random) }
                if random.chance(0.07) { recognizer.cannotPrevent = some(&random) }
                if random.chance(0.07) { recognizer.cannotBePreventedBy = some(&random) }
                if random.chance(0.35) {
                    var delegate = RecognizerDelegateSpec()
                    if random.chance(0.15) { delegate.shouldBegin = false }
                    switch random.int(in: 0...9) {
                    case 0: delegate.shouldReceiveTouch = .always(false)
                    case 1, 2: delegate.shouldReceiveTouch = .exceptInside(Array(random.shuffled(views).prefix(random.int(in: 1...2))))
                    default: break
                    }
                    if random.chance(0.4) { delegate.shouldRecognizeSimultaneouslyWith = set(&random) }
                    if random.chance(0.15) { delegate.shouldRequireFailureOf = some(&random) }
                    if random.chance(0.15) { delegate.shouldBeRequiredToFailBy = set(&random) }
                    recognizer.delegate = delegate
                }
                view.gestureRecognizers[index] = recognizer
            }
        }
    }

    /// One relation dropped, one delegate answer back to its default, or no delegate.
    public func reductions(of view: ViewSpec) -> [ViewSpec] {
        var reductions: [ViewSpec] = []
        for (index, recognizer) in view.gestureRecognizers.enumerated() {
            func with(_ edit: (inout GestureRecognizerSpec) -> Void) {
                reductions.append(view.with { edit(&$0.gestureRecognizers[index]) })
            }
            if !recognizer.requireToFail.isEmpty { with { $0.requireToFail = [] } }
            if !recognizer.cannotPrevent.isEmpty { with { $0.cannotPrevent = [] } }
            if !recognizer.cannotBePreventedBy.isEmpty { with { $0.cannotBePreventedBy = [] } }
            guard recognizer.delegate != nil else { continue }
            with { $0.delegate = nil }
            with { $0.delegate?.shouldBegin = true }
            with { $0.delegate?.shouldReceiveTouch = .always(true) }
            with { $0.delegate?.shouldRecognizeSimultaneouslyWith = .some([]) }
            with { $0.delegate?.shouldRequireFailureOf = [] }
            with { $0.delegate?.shouldBeRequiredToFailBy = .some([]) }
        }
        return reductions.filter { $0 != view }
    }
}
