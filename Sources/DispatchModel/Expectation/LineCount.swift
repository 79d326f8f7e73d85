/// A `count` assertion: how many lines of the filtered trace match a line or pattern — exactly N,
/// at least N, at most N, or between two bounds.
public struct LineCount: Sendable, Hashable, CustomStringConvertible {
    /// The line or pattern counted, with an optional time (`@100..450`).
    public var line: ExpectedLine
    /// The fewest matching lines allowed.
    public var atLeast: Int
    /// The most matching lines allowed; nil for no upper bound.
    public var atMost: Int?

    /// Creates a count.
    public init(line: ExpectedLine, atLeast: Int, atMost: Int?) {
        self.line = line
        self.atLeast = atLeast
        self.atMost = atMost
    }

    /// Whether `count` matching lines satisfy the assertion.
    public func admits(_ count: Int) -> Bool {
        count >= atLeast && atMost.map { count <= $0 } ?? true
    }

    /// The bound as a phrase: `exactly 1`, `at least 2`, `at most 3`, `2 to 3`.
    public var bound: String {
        switch (atLeast, atMost) {
        case (let lower, let upper?) where lower == upper: "exactly \(lower)"
        case (0, let upper?): "at most \(upper)"
        case (let lower, nil): "at least \(lower)"
        case (let lower, let upper?): "\(lower) to \(upper)"
        }
    }

    /// `"hitTest A": exactly 1`.
    public var description: String { "\"\(line)\": \(bound)" }
}
