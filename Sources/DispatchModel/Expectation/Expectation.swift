/// One comparison between an engine's trace and what UIKit is known to do: a filter that selects
/// the lines compared, and one or more assertions about them, each in a match mode
/// (`Specs/FIXTURE-FORMAT.md`, "Expectations").
public struct Expectation: Sendable, Hashable {
    /// The ids of the fixture's rules this expectation checks, as the fixture writes them: a
    /// failure of the expectation names them as the rules the engine broke
    /// (`Specs/FIXTURE-FORMAT.md`, "Rules per expectation").
    public var rules: [String]
    /// Which lines of the trace are compared.
    public var filter: TraceFilter
    /// `exact`: the whole filtered trace, in order; a line without a time happened at the time of
    /// the line before it.
    public var exact: [ExpectedLine]?
    /// `contains`: lines that occur in this order, other lines possibly between them.
    public var contains: [ExpectedLine]?
    /// `unordered`: lines that all occur, in any order, each matching a distinct trace line.
    public var unordered: [ExpectedLine]?
    /// `count`: how often lines or patterns occur.
    public var counts: [LineCount]
    /// `absent`: lines that never occur (at their time or in their range, when they carry one).
    public var absent: [ExpectedLine]

    /// Creates an expectation.
    public init(
        rules: [String] = [], filter: TraceFilter, exact: [ExpectedLine]? = nil, contains: [ExpectedLine]? = nil,
        unordered: [ExpectedLine]? = nil, counts: [LineCount] = [], absent: [ExpectedLine] = []
    ) {
        self.rules = rules
        self.filter = filter
        self.exact = exact
        self.contains = contains
        self.unordered = unordered
        self.counts = counts
        self.absent = absent
    }

    /// An `exact` expectation stating `trace` line for line, every line at its time, and optionally
    /// `absent` lines: what a recorded trace says about the channels and objects it was filtered to.
    public init(
        rules: [String] = [], channels: Set<Channel>, objects: Set<String>? = nil, trace: Trace? = nil, absent: [TraceEvent] = []
    ) {
        self.init(
            rules: rules, filter: TraceFilter(channels: channels, objects: objects),
            exact: trace.map { $0.entries.map { ExpectedLine($0.event, time: .at($0.time)) } },
            absent: absent.map { ExpectedLine($0) })
    }

    /// The channels compared.
    public var channels: Set<Channel> { filter.channels }
    /// The objects filter.
    public var objects: Set<String>? { filter.objects }

    /// The modes the expectation uses, in the order of ``MatchMode``.
    public var modes: [MatchMode] {
        var modes: [MatchMode] = []
        if exact != nil { modes.append(.exact) }
        if contains != nil { modes.append(.contains) }
        if unordered != nil { modes.append(.unordered) }
        if !counts.isEmpty { modes.append(.count) }
        if !absent.isEmpty { modes.append(.absent) }
        return modes
    }

    /// The written lines of `mode`, in order (for `count`, the counted lines).
    public func lines(of mode: MatchMode) -> [ExpectedLine] {
        switch mode {
        case .exact: exact ?? []
        case .contains: contains ?? []
        case .unordered: unordered ?? []
        case .count: counts.map(\.line)
        case .absent: absent
        }
    }

    /// Whether the expectation asserts that something happens: an `exact`, `contains` or
    /// `unordered` line, or a `count` of at least one. An expectation made only of `absent` lines
    /// (or counts of zero) passes for an engine that does nothing.
    public var assertsSomethingHappens: Bool {
        !(exact ?? []).isEmpty || !(contains ?? []).isEmpty || !(unordered ?? []).isEmpty || counts.contains { $0.atLeast >= 1 }
    }
}

extension Expectation {
    /// The assertions as written, mode by mode, for `explain` and the site: each mode's lines
    /// (for `count`, each counted line with its bound).
    public var writtenForm: [(mode: MatchMode, lines: [String])] {
        modes.map { mode in
            switch mode {
            case .count: (mode, counts.map(\.description))
            default: (mode, lines(of: mode).map(\.description))
            }
        }
    }
}
