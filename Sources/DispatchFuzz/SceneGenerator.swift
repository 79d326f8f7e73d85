import DispatchHarness
import DispatchModel

/// Random valid scenes: one to three windows (levels, hidden windows, offset frames), each with a
/// tree of up to ``FuzzProfile/maximumViewsPerWindow`` views whose frames mostly lie inside their
/// superview and sometimes overflow it or are empty, decorated and wired by the profile's
/// ingredients. In two scenes out of five every view lies inside its superview and no flag keeps
/// a view from touches (``SceneDraft/obstruction``), so that touches reach the deep views where
/// recognizers and controls are. About a third of the scenes are plain (``SceneDraft/isPlain``): no recognizers,
/// controls, scroll views or other ingredients that take touches off the responder chain.
///
/// Ids are `w0`, `w1`… for windows, `v0`, `v1`… for views and `vc_v3` for the controller of `v3`,
/// so that shrunk cases stay readable.
public struct SceneGenerator: Sendable {
    /// What scenes may contain.
    public var profile: FuzzProfile

    /// Creates a generator.
    public init(profile: FuzzProfile) {
        self.profile = profile
    }

    /// A scene that passes the fixture format's validation.
    public func scene(_ random: inout SeededRandom) -> Scene {
        var nextViewNumber = 0
        let obstruction = random.pick(weighted: [(2, 0.0), (1, 0.5), (2, 1)])
        let windowCount = random.pick(weighted: [(6, 1), (3, 2), (1, 3)].filter { $0.1 <= profile.maximumWindows })
        var windows: [WindowSpec] = []
        for number in 0..<windowCount {
            var frame = Rect(x: 0, y: 0, width: 390, height: 844)
            if profile.allows(.windows), random.chance(0.3) {
                frame = Rect(
                    x: Double(random.int(in: -20...120)), y: Double(random.int(in: -20...300)), width: Double(random.int(in: 40...400)),
                    height: Double(random.int(in: 40...600)))
            }
            let budget = random.int(in: 0...profile.maximumViewsPerWindow)
            var remaining = budget
            let subviews = children(
                in: frame, depth: 1, remaining: &remaining, number: &nextViewNumber, contained: obstruction == 0, &random)
            var window = WindowSpec(view: ViewSpec(id: "w\(number)", frame: frame, subviews: subviews))
            if profile.allows(.windows) {
                window.level = random.pick(weighted: [(8, 0), (2, 1000), (2, 2000), (1, -1), (1, 0.5)])
                // The first window stays visible, so that a touch can land somewhere (HT-17 still has hidden windows).
                if number > 0, random.chance(0.2) { window.view.hidden = true }
            }
            windows.append(window)
        }
        var scene = Scene(windows: windows)
        var draft = SceneDraft(
            isWindow: false, descendants: [], viewIDs: scene.viewIDs, uniformTouches: random.chance(0.35), isPlain: random.chance(0.25),
            features: profile.features)
        draft.obstruction = obstruction
        for index in scene.windows.indices {
            scene.windows[index].view = decorated(scene.windows[index].view, isWindow: true, draft, &random)
        }
        for ingredient in ingredients(draft) { ingredient.wire(&scene, in: draft, &random) }
        return ScenarioRepair.repaired(scene)
    }

    /// The profile's ingredients that the draft takes: all, or in a plain scene those that leave
    /// delivery to the responder chain.
    private func ingredients(_ draft: SceneDraft) -> [any SceneIngredient] {
        profile.ingredients.filter { !(draft.isPlain && $0.altersDelivery) }
    }

    /// Up to a few subviews of a view of size `container`, each with subviews of its own; all inside
    /// their superviews when `contained`.
    private func children(
        in container: Rect, depth: Int, remaining: inout Int, number: inout Int, contained: Bool, _ random: inout SeededRandom
    ) -> [ViewSpec] {
        guard depth <= profile.maximumDepth, remaining > 0 else { return [] }
        let count = min(remaining, random.int(in: 0...3))
        var subviews: [ViewSpec] = []
        for _ in 0..<count where remaining > 0 {
            remaining -= 1
            let frame = contained ? containedFrame(in: container, &random) : childFrame(in: container, &random)
            let id = "v\(number)"
            number += 1
            let below = children(in: frame, depth: depth + 1, remaining: &remaining, number: &number, contained: contained, &random)
            subviews.append(ViewSpec(id: id, frame: frame, subviews: below))
        }
        return subviews
    }

    /// A frame mostly inside a container of the given size, sometimes overflowing or empty;
    /// coordinates are whole or half points.
    private func childFrame(in container: Rect, _ random: inout SeededRandom) -> Rect {
        let width = max(container.width, 1)
        let height = max(container.height, 1)
        func coordinate(_ extent: Double, _ random: inout SeededRandom) -> Double {
            let value = Double(random.int(in: Int(-extent / 4)...Int(extent)))
            return random.chance(0.15) ? value + 0.5 : value
        }
        let x = coordinate(width, &random)
        let y = coordinate(height, &random)
        if random.chance(0.05) { return Rect(x: x, y: y, width: 0, height: Double(random.int(in: 0...20))) }
        let w = Double(random.int(in: 1...Int(max(1, random.chance(0.2) ? width : width - max(0, x)))))
        let h = Double(random.int(in: 1...Int(max(1, random.chance(0.2) ? height : height - max(0, y)))))
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// A frame inside a container of the given size, at least a fifth of it along each axis, in
    /// whole points.
    private func containedFrame(in container: Rect, _ random: inout SeededRandom) -> Rect {
        let width = max(Int(container.width), 1)
        let height = max(Int(container.height), 1)
        let x = random.int(in: 0...(width * 3 / 5))
        let y = random.int(in: 0...(height * 3 / 5))
        let w = random.int(in: min(max(1, width / 5), width - x)...max(1, width - x))
        let h = random.int(in: min(max(1, height / 5), height - y)...max(1, height - y))
        return Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h))
    }

    /// `view` and its subviews decorated by every ingredient, parents first.
    private func decorated(_ view: ViewSpec, isWindow: Bool, _ scene: SceneDraft, _ random: inout SeededRandom) -> ViewSpec {
        var copy = view
        var draft = scene
        draft.isWindow = isWindow
        draft.descendants = ScenarioRepair.descendants(of: view)
        for ingredient in ingredients(draft) { ingredient.decorate(&copy, in: draft, &random) }
        copy.subviews = copy.subviews.map { decorated($0, isWindow: false, scene, &random) }
        return copy
    }
}
