/// One comparison between the engine's trace and a written trace.
public struct Expectation: Sendable, Hashable {
    /// The channels compared.
    public var channels: Set<Channel>
    /// Only object events about these ids are compared; nil compares all.
    public var objects: Set<String>?
    /// The filtered trace, exactly and in order, when given.
    public var trace: Trace?
    /// Events that must not appear in the filtered trace (times are ignored).
    public var absent: [TraceEvent]

    /// Creates an expectation.
    public init(channels: Set<Channel>, objects: Set<String>? = nil, trace: Trace? = nil, absent: [TraceEvent] = []) {
        self.channels = channels
        self.objects = objects
        self.trace = trace
        self.absent = absent
    }
}
