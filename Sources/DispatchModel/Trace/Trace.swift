/// The ordered list of observable events an engine produced while playing a scenario.
public struct Trace: Sendable, Hashable {
    /// The events in the order they happened, stored compactly and decoded when read
    /// (``TraceEntries``).
    public var entries: TraceEntries

    /// Creates an empty trace.
    public init() {
        self.entries = TraceEntries()
    }

    /// Creates a trace of `entries`, in order.
    public init(_ entries: some Sequence<TraceEntry>) {
        self.entries = TraceEntries(entries)
    }

    /// Creates a trace of `entries` as they are stored, without decoding and encoding them again
    /// (`Trace(trace.entries.filter { … })`).
    public init(_ entries: TraceEntries) {
        self.entries = entries
    }

    /// Appends an event at a time.
    public mutating func append(_ event: borrowing TraceEvent, at time: Int) {
        entries.append(event, at: time)
    }

    /// The entries of the given channels, keeping only object events about `objects` (all when nil).
    public func filtered(channels: Set<Channel>, objects: Set<String>?) -> Trace {
        Trace(
            entries.filter { entry in
                guard channels.contains(entry.event.channel) else { return false }
                guard let objects, let subject = entry.event.subject else { return true }
                return objects.contains(subject)
            })
    }

    /// The text form: one line per event, `@T ` before the first line and before every line whose
    /// time differs from the previous line's.
    public var lines: [String] {
        var previous: Int?
        var lines: [String] = []
        lines.reserveCapacity(entries.count)
        for entry in entries {
            lines.append(entry.time == previous ? entry.event.description : "@\(entry.time) \(entry.event)")
            previous = entry.time
        }
        return lines
    }

    /// Parses the text form; `lines[0]` must carry a time and times must not decrease.
    public init(parsingLines lines: [String]) throws(TraceSyntaxError) {
        var entries = TraceEntries()
        var time: Int?
        for (index, line) in lines.enumerated() {
            var text = Substring(line)
            if text.hasPrefix("@") {
                guard let space = text.firstIndex(of: " "), let value = Int(text[text.index(after: text.startIndex)..<space]),
                    value >= 0
                else { throw TraceSyntaxError(line: index, text: line, message: "expected '@T ' with T a time in milliseconds") }
                if let time, value < time {
                    throw TraceSyntaxError(line: index, text: line, message: "time goes backwards from @\(time) to @\(value)")
                }
                time = value
                text = text[text.index(after: space)...]
            }
            guard let time else {
                throw TraceSyntaxError(line: index, text: line, message: "the first line must start with a time, e.g. '@0 '")
            }
            entries.append(TraceEntry(time: time, event: try TraceEvent(parsing: text, line: index)))
        }
        self.entries = entries
    }
}
