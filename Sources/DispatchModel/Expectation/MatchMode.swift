/// How an expectation's lines are compared with the filtered trace (`Specs/FIXTURE-FORMAT.md`,
/// "Match modes"). Each mode is one key of the expectation.
public enum MatchMode: String, Sendable, Hashable, CaseIterable {
    /// The whole filtered trace, line for line, in order.
    case exact
    /// The lines occur in this order, other lines possibly between them.
    case contains
    /// The lines all occur, in any order, each matching a distinct line of the trace.
    case unordered
    /// A line or pattern occurs exactly, at least or at most N times.
    case count
    /// The lines never occur (at their time, when they carry one).
    case absent

    /// Whether the mode compares positions, so that `@=` and `@+` (relative to the line matched
    /// before) mean something.
    public var isOrdered: Bool { self == .exact || self == .contains }
}
