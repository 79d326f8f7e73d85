/// A trace with, for each entry, the ids of the rules (`Specs/rules/`) that made the engine
/// produce it: what `explain` shows beside the reference engine's lines, and what a failure report
/// cites for the first expected line another engine did not produce.
public struct AnnotatedTrace: Sendable, Hashable {
    /// The trace.
    public var trace: Trace
    /// The rule ids of each entry of ``trace``, in the same order; an entry may have none.
    public private(set) var rules: [[String]]

    /// Creates an annotated trace; `rules` has one list per entry of `trace` (missing lists are
    /// empty, extra ones are dropped).
    public init(trace: Trace, rules: [[String]]) {
        self.trace = trace
        let count = trace.entries.count
        self.rules = Array(rules.prefix(count)) + Array(repeating: [], count: max(0, count - rules.count))
    }

    /// The rule ids of each entry of `subsequence`, a trace whose entries are a subsequence of
    /// ``trace``'s (as `Trace.filtered` and expectation filters return): each entry is matched to
    /// the next equal entry of ``trace``; an entry with no match gets no rules.
    public func rules(ofSubsequence subsequence: Trace) -> [[String]] {
        var position = 0
        return subsequence.entries.map { entry in
            var scan = position
            while scan < trace.entries.count && trace.entries[scan] != entry { scan += 1 }
            guard scan < trace.entries.count else { return [] }
            position = scan + 1
            return rules[scan]
        }
    }
}

/// An engine that can say which rules produced each entry of its trace. The harness never imports
/// the reference engine: it uses any engine that adopts this protocol as an annotation oracle.
public protocol RuleAnnotatingEngine: DispatchEngine {
    /// Plays the scenario like `run(_:)` and returns the same trace, annotated.
    func runAnnotated(_ scenario: Scenario) throws -> AnnotatedTrace
}
