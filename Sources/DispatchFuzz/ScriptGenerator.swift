import DispatchHarness
import DispatchModel

/// Random valid scripts for a scene: one to four fingers, each beginning once (sometimes with a
/// touch type other than a finger), moving a few times (always to a new point, TD-04) and ending
/// or being cancelled, their steps interleaved so that touches overlap in time; fingers that change
/// at the same instant are often one `touches` event (TD-05). Then the profile's
/// ``StepIngredient``s add the other steps.
///
/// Times and points are chosen where dispatch is decided: presses held past a long press's
/// duration, quick and slow lifts around a tap's deadlines; points inside a random view, exactly on
/// or just inside a view's edges (HT-06), near a window's edge (for screen-edge pans), anywhere on
/// or around the screen, a small move, or a long straight drag (for pans and swipes).
public struct ScriptGenerator: Sendable {
    /// What scripts may contain.
    public var profile: FuzzProfile

    /// Creates a generator.
    public init(profile: FuzzProfile) {
        self.profile = profile
    }

    /// A script that passes the fixture format's validation for `scene`.
    public func script(for scene: Scene, _ random: inout SeededRandom) -> [ScriptStep] {
        // Points go where a touch can land: in the windows that are not hidden.
        let hidden = scene.windows.filter(\.view.hidden).map(\.id)
        let placements = SceneGeometry(scene: scene).placements.filter { !hidden.contains($0.ancestors.first ?? $0.id) }
        let windows = scene.windows.filter { !$0.view.hidden }.map(\.view.frame)
        let touchCount = random.pick(weighted: [(5, 1), (3, 2), (2, 3), (1, 4)].filter { $0.1 <= profile.maximumTouches })
        var ids = Array(1...touchCount)
        if random.chance(0.15) { ids = random.shuffled(Array(1...9)).prefix(touchCount).sorted() }
        var lanes: [[ScriptStep]] = []
        var chord: (start: Int, end: Int)?
        for id in ids {
            var time = random.chance(0.5) ? random.int(in: 0...20) * 10 : random.int(in: 0...200)
            if let chord, random.chance(0.4) { time = chord.start }
            var point = interestingPoint(placements, windows, near: nil, &random)
            // Mostly land in a window, where the touch is hit-tested to a view (HT-17, HT-20).
            if !windows.isEmpty, !windows.contains(where: { $0.contains(point) }), random.chance(0.8) {
                let window = random.pick(windows)
                point = Point(
                    x: (window.x + window.width * random.unit()).rounded(.down),
                    y: (window.y + window.height * random.unit()).rounded(.down))
            }
            var began = ScriptStep.touch(id, .began, point, at: time)
            if profile.allows(.touchTypes), random.chance(0.12) { began.touchType = random.pick([.indirect, .pencil, .indirectPointer]) }
            var lane = [began]
            let start = time
            for _ in 0..<random.pick(weighted: [(4, 0), (3, 1), (2, 2), (1, 3)]) {
                time += random.int(in: 0...60)
                point = movedPoint(from: point, placements, windows, &random)
                lane.append(.touch(id, .moved, point, at: time))
            }
            time += random.chance(0.2) ? random.int(in: 300...900) : random.int(in: 0...80)
            if let chord, chord.start == start, random.chance(0.5) { time = max(time, chord.end) }
            if random.chance(0.3) { point = movedPoint(from: point, placements, windows, &random) }
            lane.append(.touch(id, random.chance(0.15) ? .cancelled : .ended, point, at: time))
            lanes.append(lane)
            chord = chord ?? (start, time)
        }
        var draft = ScriptDraft(scene: scene, steps: interleaved(lanes, &random), features: profile.features)
        for ingredient in profile.steps { ingredient.add(to: &draft, &random) }
        return draft.steps
    }

    /// Merges the lanes (each in time order) into one script in time order; among steps at the
    /// same time, the lane is chosen at random, so equal times mix fingers, and steps of several
    /// fingers at one time are often one event.
    private func interleaved(_ lanes: [[ScriptStep]], _ random: inout SeededRandom) -> [ScriptStep] {
        var positions = [Int](repeating: 0, count: lanes.count)
        var script: [ScriptStep] = []
        while true {
            let heads = lanes.indices.filter { positions[$0] < lanes[$0].count }
            guard let earliest = heads.map({ lanes[$0][positions[$0]].at }).min() else { return script }
            let simultaneous = random.shuffled(heads.filter { lanes[$0][positions[$0]].at == earliest })
            let together = simultaneous.count > 1 && random.chance(0.6) ? simultaneous : [simultaneous[0]]
            let changes = together.flatMap { lanes[$0][positions[$0]].touchChanges }
            for lane in together { positions[lane] += 1 }
            if let step = ScriptDraft.step(at: earliest, changes: changes) { script.append(step) }
        }
    }

    /// A new point for a moving finger, never equal to `point`.
    private func movedPoint(from point: Point, _ placements: [ViewPlacement], _ windows: [Rect], _ random: inout SeededRandom) -> Point {
        let next: Point
        if random.chance(0.2) {
            let length = Double(random.int(in: 30...140)) * (random.chance(0.5) ? 1 : -1)
            next = random.chance(0.5) ? Point(x: point.x + length, y: point.y) : Point(x: point.x, y: point.y + length)
        } else {
            next = interestingPoint(placements, windows, near: random.chance(0.5) ? point : nil, &random)
        }
        return next == point ? Point(x: point.x + 1, y: point.y) : next
    }

    /// A screen point where dispatch is decided; near `point` when one is given.
    private func interestingPoint(
        _ placements: [ViewPlacement], _ windows: [Rect], near point: Point?, _ random: inout SeededRandom
    ) -> Point {
        if let point {
            return Point(x: point.x + Double(random.int(in: -15...15)), y: point.y + Double(random.int(in: -15...15)))
        }
        if !windows.isEmpty, random.chance(0.08) {
            let window = random.pick(windows)
            let inset = Double(random.pick([0, 3, 15, 19, 25, 60]))
            let alongX = window.x + window.width * random.unit()
            let alongY = window.y + window.height * random.unit()
            let edge = random.pick([
                Point(x: window.x + inset, y: alongY), Point(x: window.maxX - inset, y: alongY), Point(x: alongX, y: window.y + inset),
                Point(x: alongX, y: window.maxY - inset),
            ])
            return Point(x: edge.x.rounded(), y: edge.y.rounded())
        }
        guard !placements.isEmpty, random.chance(0.9) else {
            return Point(x: Double(random.int(in: -30...420)), y: Double(random.int(in: -30...880)))
        }
        // Mostly a view whose recognizers, control or scroll view decide more than its frame.
        let busy = placements.filter { placement in
            let view = placement.view
            return !view.gestureRecognizers.isEmpty || view.kind.isControl || view.kind.isScrollView || view.kind == .tableCell
        }
        let isBusy = !busy.isEmpty && random.chance(0.8)
        let placement = random.pick(isBusy ? busy : placements)
        let bounds = placement.bounds
        let local: Point
        if random.chance(isBusy ? 0.1 : 0.35) {
            let xs = [bounds.x, bounds.maxX, bounds.maxX - 0.5, bounds.x - 0.5, bounds.mid.x]
            let ys = [bounds.y, bounds.maxY, bounds.maxY - 0.5, bounds.y - 0.5, bounds.mid.y]
            local = Point(x: random.pick(xs), y: random.pick(ys))
        } else {
            local = Point(x: bounds.x + bounds.width * random.unit(), y: bounds.y + bounds.height * random.unit())
        }
        let screen = placement.boundsToScreen.apply(to: local)
        guard screen.x.isFinite, screen.y.isFinite, abs(screen.x) < 1e6, abs(screen.y) < 1e6 else { return Point(x: 10, y: 10) }
        return Point(x: (screen.x * 4).rounded() / 4, y: (screen.y * 4).rounded() / 4)
    }
}
