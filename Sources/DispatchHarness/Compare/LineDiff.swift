/// A line-by-line difference between an expected and an actual list, by longest common subsequence.
public struct LineDiff<Line: Equatable>: Sendable where Line: Sendable {
    /// One line of the difference.
    public enum Change: Sendable {
        /// In both lists.
        case same(Line)
        /// Only in the expected list.
        case removed(Line)
        /// Only in the actual list.
        case added(Line)
    }

    /// The changes, in order.
    public var changes: [Change]

    /// Computes the difference.
    public init(expected: [Line], actual: [Line]) {
        let n = expected.count
        let m = actual.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = expected[i] == actual[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var changes: [Change] = []
        var (i, j) = (0, 0)
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                changes.append(.same(expected[i]))
                i += 1
                j += 1
            } else if j < m, i == n || lengths[i][j + 1] >= lengths[i + 1][j] {
                changes.append(.added(actual[j]))
                j += 1
            } else {
                changes.append(.removed(expected[i]))
                i += 1
            }
        }
        self.changes = changes
    }
}
