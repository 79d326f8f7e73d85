import DispatchModel

/// The outcome of one assertion of an expectation: its `exact` or `contains` lines, its
/// `unordered` lines, one of its counts, or its `absent` lines.
public struct AssertionVerdict: Sendable {
    /// Why an assertion does not hold.
    public enum Failure: Sendable {
        /// `exact`: the first position where the written lines and the filtered trace differ.
        case divergence(at: Int)
        /// `contains`: the first written line that cannot be found in order, and the trace
        /// position after which it was looked for (nil: from the start).
        case notFoundInOrder(line: Int, after: Int?)
        /// `unordered`: written lines for which no distinct trace line is left.
        case unmatched(lines: [Int])
        /// `count`: how many trace lines match.
        case wrongCount(found: Int)
        /// `absent`: trace lines that match an absent line, as (written line, trace position).
        case present([AbsentMatch])
    }

    /// A trace line that an `absent` line matches.
    public struct AbsentMatch: Sendable {
        /// Index of the absent line.
        public var line: Int
        /// Position of the trace line in the filtered trace.
        public var entry: Int
    }

    /// The mode of the assertion.
    public var mode: MatchMode
    /// For `count`, which of the expectation's counts this is.
    public var countIndex: Int?
    /// Why it does not hold; nil when it holds.
    public var failure: Failure?
    /// For `exact` and `contains`: the trace position each written line matched, as far as they
    /// matched (for reports).
    public var matchedPositions: [Int]

    /// Whether the assertion holds.
    public var holds: Bool { failure == nil }

    /// Creates a verdict.
    public init(mode: MatchMode, countIndex: Int? = nil, failure: Failure?, matchedPositions: [Int] = []) {
        self.mode = mode
        self.countIndex = countIndex
        self.failure = failure
        self.matchedPositions = matchedPositions
    }
}
