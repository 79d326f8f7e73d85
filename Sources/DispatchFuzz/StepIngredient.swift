import DispatchHarness
import DispatchModel

/// One kind of script step beyond the touches: waits, recognizers enabled or disabled, view
/// changes, first-responder calls, shakes, remote-control events, actions, ignoring of interaction
/// events, system cancels. The ``ScriptGenerator`` writes the touches of the script, then lets
/// every step ingredient of its ``FuzzProfile`` add steps where the format allows them
/// (``ScriptDraft``).
///
/// Everything about one kind of step lives in one ingredient. A new kind of step is a new
/// ingredient in ``FuzzProfile/allSteps``; the shrinker removes any step whose removal leaves a
/// valid script, so it needs nothing more.
public protocol StepIngredient: Sendable {
    /// The feature a script needs once it has such a step; the ingredient is only used when every
    /// engine under test declares it.
    var feature: Feature { get }

    /// Adds steps of this kind to the draft, now and then.
    func add(to draft: inout ScriptDraft, _ random: inout SeededRandom)
}

/// A script being written for a scene: its steps in time order, and where new steps may go.
public struct ScriptDraft: Sendable {
    /// The scene the script is for.
    public let scene: Scene
    /// The steps so far, in time order.
    public var steps: [ScriptStep]
    /// The features the case may need.
    public let features: Set<Feature>

    /// Creates a draft.
    public init(scene: Scene, steps: [ScriptStep], features: Set<Feature>) {
        self.scene = scene
        self.steps = steps
        self.features = features
    }

    /// Whether the case may use `feature`.
    public func allows(_ feature: Feature) -> Bool { feature.isCovered(by: features) }

    /// The touches down just before the step at `position` (or at the end), in the order they began.
    public func touchesDown(before position: Int) -> [Int] {
        var down: [Int] = []
        for step in steps[..<position] {
            if step.action == .systemCancel { down.removeAll() }
            for change in step.touchChanges {
                switch change.phase {
                case .began: down.append(change.id)
                case .moved: continue
                case .ended, .cancelled: down.removeAll { $0 == change.id }
                }
            }
        }
        return down
    }

    /// Every position (0 to the number of steps) at which no touch is down.
    public var idlePositions: [Int] {
        (0...steps.count).filter { touchesDown(before: $0).isEmpty }
    }

    /// A random position, 0 to the number of steps.
    public func anyPosition(_ random: inout SeededRandom) -> Int {
        random.int(in: 0...steps.count)
    }

    /// Inserts the step made by `make` at `position`, at a random time between its neighbours'
    /// (after the last step: up to 400 ms later).
    public mutating func insert(at position: Int, _ random: inout SeededRandom, _ make: (_ at: Int) -> ScriptStep.Action) {
        let earliest = position > 0 ? steps[position - 1].at : 0
        let latest = position < steps.count ? steps[position].at : earliest + 400
        let at = random.chance(0.4) ? earliest : random.int(in: earliest...max(earliest, latest))
        steps.insert(ScriptStep(at: at, action: make(at)), at: position)
    }

    /// Removes every later change of the touches down at `position` (they were cancelled there),
    /// turning `touches` steps left with one change into touch steps and dropping empty ones.
    public mutating func endTouches(downAt position: Int) {
        let cancelled = touchesDown(before: position)
        var kept = Array(steps[..<position])
        for step in steps[position...] {
            guard !step.touchChanges.isEmpty else {
                kept.append(step)
                continue
            }
            let changes = step.touchChanges.filter { !cancelled.contains($0.id) }
            if let rebuilt = ScriptDraft.step(at: step.at, changes: changes) { kept.append(rebuilt) }
        }
        steps = kept
    }

    /// One event with these changes: nil for none, a touch step for one, a `touches` step for several.
    public static func step(at time: Int, changes: [TouchChange]) -> ScriptStep? {
        guard let first = changes.first else { return nil }
        guard changes.count == 1 else { return ScriptStep(at: time, action: .touches(changes)) }
        var step = ScriptStep.touch(first.id, first.phase, first.point, at: time)
        if first.phase == .began { step.touchType = first.type }
        return step
    }
}
