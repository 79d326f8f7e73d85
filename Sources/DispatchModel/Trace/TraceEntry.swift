/// A trace event and the virtual time at which it happened.
public struct TraceEntry: Sendable, Hashable {
    /// Virtual time in milliseconds.
    public var time: Int
    /// What happened.
    public var event: TraceEvent

    /// Creates an entry.
    public init(time: Int, event: TraceEvent) {
        self.time = time
        self.event = event
    }
}
