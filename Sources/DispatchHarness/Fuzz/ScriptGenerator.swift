import DispatchModel

/// Random valid scripts for a scene: one to four fingers, each beginning once, moving a few times
/// (always to a new point, TD-04) and ending or being cancelled, their steps interleaved so that
/// touches overlap in time, with equal times and `wait` steps now and then.
///
/// Points are chosen where dispatch is decided: inside a random view, exactly on or just inside a
/// view's edges (HT-06), anywhere on or around the screen, or a small move from the last point.
public struct ScriptGenerator: Sendable {
    /// What scripts may contain.
    public var profile: FuzzProfile

    /// Creates a generator.
    public init(profile: FuzzProfile) {
        self.profile = profile
    }

    /// A script that passes the fixture format's validation for `scene`.
    public func script(for scene: Scene, _ random: inout FuzzRandom) -> [ScriptStep] {
        let placements = SceneGeometry(scene: scene).placements
        let touchCount = random.pick(weighted: [(5, 1), (3, 2), (2, 3), (1, 4)].filter { $0.1 <= profile.maximumTouches })
        var ids = Array(1...touchCount)
        if random.chance(0.15) { ids = random.shuffled(Array(1...9)).prefix(touchCount).sorted() }
        var lanes: [[ScriptStep]] = []
        for id in ids {
            var time = random.chance(0.5) ? random.int(in: 0...20) * 10 : random.int(in: 0...200)
            var point = interestingPoint(placements, near: nil, &random)
            var lane = [ScriptStep.touch(id, .began, point, at: time)]
            for _ in 0..<random.pick(weighted: [(4, 0), (3, 1), (2, 2), (1, 3)]) {
                time += random.int(in: 0...60)
                point = movedPoint(from: point, placements, &random)
                lane.append(.touch(id, .moved, point, at: time))
            }
            time += random.int(in: 0...80)
            if random.chance(0.3) { point = movedPoint(from: point, placements, &random) }
            lane.append(.touch(id, random.chance(0.15) ? .cancelled : .ended, point, at: time))
            lanes.append(lane)
        }
        if random.chance(0.15) { lanes.append([ScriptStep(at: random.int(in: 0...300), action: .wait)]) }
        return interleaved(lanes, &random)
    }

    /// Merges the lanes (each in time order) into one script in time order; among steps at the
    /// same time, the lane is chosen at random, so equal times mix fingers.
    private func interleaved(_ lanes: [[ScriptStep]], _ random: inout FuzzRandom) -> [ScriptStep] {
        var positions = [Int](repeating: 0, count: lanes.count)
        var script: [ScriptStep] = []
        while true {
            let heads = lanes.indices.filter { positions[$0] < lanes[$0].count }
            guard let earliest = heads.map({ lanes[$0][positions[$0]].at }).min() else { return script }
            let lane = random.pick(heads.filter { lanes[$0][positions[$0]].at == earliest })
            script.append(lanes[lane][positions[lane]])
            positions[lane] += 1
        }
    }

    /// A new point for a moving finger, never equal to `point`.
    private func movedPoint(from point: Point, _ placements: [ViewPlacement], _ random: inout FuzzRandom) -> Point {
        let next = interestingPoint(placements, near: random.chance(0.5) ? point : nil, &random)
        return next == point ? Point(x: point.x + 1, y: point.y) : next
    }

    /// A screen point where dispatch is decided; near `point` when one is given.
    private func interestingPoint(_ placements: [ViewPlacement], near point: Point?, _ random: inout FuzzRandom) -> Point {
        if let point {
            return Point(x: point.x + Double(random.int(in: -15...15)), y: point.y + Double(random.int(in: -15...15)))
        }
        guard !placements.isEmpty, random.chance(0.8) else {
            return Point(x: Double(random.int(in: -30...420)), y: Double(random.int(in: -30...880)))
        }
        let placement = random.pick(placements)
        let bounds = placement.bounds
        let local: Point
        if random.chance(0.35) {
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
