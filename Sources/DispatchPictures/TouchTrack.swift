import DispatchModel

/// One touch (finger) of a script: its steps in time order and the view hit testing bound it to.
public struct TouchTrack: Sendable, Hashable {
    /// One script step of the touch.
    public struct Step: Sendable, Hashable {
        /// Virtual time in milliseconds.
        public var time: Int
        /// The phase.
        public var phase: TouchPhase
        /// Screen point.
        public var point: Point

        /// Creates a step.
        public init(time: Int, phase: TouchPhase, point: Point) {
            self.time = time
            self.phase = phase
            self.point = point
        }
    }

    /// What the trace says the touch was bound to.
    public enum Hit: Sendable, Hashable {
        /// `touch N hit V`.
        case view(String)
        /// `touch N hit nil`: no window returned a view.
        case noView
        /// The trace has no `hit` line for this touch.
        case unknown

        /// The bound view's id, if any.
        public var viewID: String? {
            if case .view(let id) = self { id } else { nil }
        }

        /// `B`, `nil`, or `unknown`, as in a caption.
        public var text: String {
            switch self {
            case .view(let id): id
            case .noView: "nil"
            case .unknown: "unknown"
            }
        }
    }

    /// The touch id, ≥ 1.
    public var touch: Int
    /// The touch's steps in script order.
    public var steps: [Step]
    /// The view the touch was bound to, from the trace's `hit` channel.
    public var hit: Hit

    /// Creates a track.
    public init(touch: Int, steps: [Step], hit: Hit) {
        self.touch = touch
        self.steps = steps
        self.hit = hit
    }

    /// The distinct points of the path, in order, each with the steps made there; consecutive
    /// steps at the same point share one entry.
    public var stops: [(point: Point, steps: [Step])] {
        var stops: [(point: Point, steps: [Step])] = []
        for step in steps {
            if let last = stops.last, last.point == step.point {
                stops[stops.count - 1].steps.append(step)
            } else {
                stops.append((step.point, [step]))
            }
        }
        return stops
    }

    /// One track per touch id of `script`, ascending by id, with the hit views of `trace` (its
    /// `hit` channel, `TraceEvent.hit(touch:view:)`; the first such line of a touch counts).
    public static func tracks(script: [ScriptStep], trace: Trace) -> [TouchTrack] {
        var steps: [Int: [Step]] = [:]
        for step in script {
            for change in step.touchChanges {
                steps[change.id, default: []].append(Step(time: step.at, phase: change.phase, point: change.point))
            }
        }
        var hits: [Int: Hit] = [:]
        for entry in trace.entries {
            if case .hit(let touch, let view) = entry.event, hits[touch] == nil {
                hits[touch] = view.map(Hit.view) ?? .noView
            }
        }
        return steps.keys.sorted().map { id in TouchTrack(touch: id, steps: steps[id]!, hit: hits[id] ?? .unknown) }
    }
}
