/// Which lines of an engine's trace an expectation compares: its channels, and optionally only
/// lines about some objects, touches, phases, control events or recognizer states
/// (`Specs/FIXTURE-FORMAT.md`, "Filters").
///
/// Each optional filter applies only to lines that have its field: `touches: [1]` drops
/// `touchesBegan V [2]` but keeps `gesture tap possible -> ended`, which names no touch.
public struct TraceFilter: Sendable, Hashable {
    /// The channels compared.
    public var channels: Set<Channel>
    /// Only lines about these objects (lines about no object are kept).
    public var objects: Set<String>?
    /// Only lines naming at least one of these touches (lines naming none are kept).
    public var touches: Set<Int>?
    /// Only lines of these phases (lines without a phase are kept).
    public var phases: Set<TouchPhase>?
    /// Only lines of these control events (lines without one are kept).
    public var controlEvents: Set<ControlEvent>?
    /// Only lines reporting these recognizer states (lines without one are kept).
    public var states: Set<GestureState>?

    /// Creates a filter.
    public init(
        channels: Set<Channel>, objects: Set<String>? = nil, touches: Set<Int>? = nil, phases: Set<TouchPhase>? = nil,
        controlEvents: Set<ControlEvent>? = nil, states: Set<GestureState>? = nil
    ) {
        self.channels = channels
        self.objects = objects
        self.touches = touches
        self.phases = phases
        self.controlEvents = controlEvents
        self.states = states
    }

    /// Whether `event` is compared.
    public func admits(_ event: TraceEvent) -> Bool {
        guard channels.contains(event.channel) else { return false }
        return reasonExcluding(event) == nil
    }

    /// Why a line of a compared channel is filtered out, or nil when it is kept.
    public func reasonExcluding(_ event: TraceEvent) -> String? {
        if let objects, let subject = event.subject, !objects.contains(subject) {
            return "this line is about \"\(subject)\", which the \"objects\" filter excludes"
        }
        if let touches, case let named = event.touchIDs, !named.isEmpty, touches.isDisjoint(with: named) {
            return "this line names touch \(named.map(String.init).joined(separator: ", ")), which the \"touches\" filter excludes"
        }
        if let phases, let phase = event.phase, !phases.contains(phase) {
            return "this line is of phase \(phase.rawValue), which the \"phases\" filter excludes"
        }
        if let controlEvents, let controlEvent = event.controlEvent, !controlEvents.contains(controlEvent) {
            return "this line is about \(controlEvent.rawValue), which the \"controlEvents\" filter excludes"
        }
        if let states, let state = event.reportedState, !states.contains(state) {
            return "this line reports state \(state.rawValue), which the \"states\" filter excludes"
        }
        return nil
    }

    /// The entries of `trace` the filter keeps.
    public func apply(to trace: Trace) -> Trace {
        Trace(trace.entries.filter { admits($0.event) })
    }

    /// One line describing the filter: `channels hitTest, touches; objects A, B; touches 1`.
    public var summary: String {
        var parts = ["channels " + channels.sorted().map(\.rawValue).joined(separator: ", ")]
        parts.append("objects " + (objects.map { $0.sorted().joined(separator: ", ") } ?? "all"))
        if let touches { parts.append("touches " + touches.sorted().map(String.init).joined(separator: ", ")) }
        if let phases { parts.append("phases " + TouchPhase.allCases.filter(phases.contains).map(\.rawValue).joined(separator: ", ")) }
        if let controlEvents {
            parts.append("controlEvents " + ControlEvent.allCases.filter(controlEvents.contains).map(\.rawValue).joined(separator: ", "))
        }
        if let states { parts.append("states " + GestureState.allCases.filter(states.contains).map(\.rawValue).joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }
}
