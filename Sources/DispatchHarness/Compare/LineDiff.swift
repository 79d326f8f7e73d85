/// A line-by-line difference between an expected and an actual list: a longest common
/// subsequence, found in memory linear in the lists' lengths.
///
/// The common prefix and suffix are matched first; the rest is aligned by Hirschberg's
/// divide-and-conquer method (time proportional to the product of the lengths, memory to their
/// sum), so that an engine's trace of a million lines costs megabytes, not terabytes. Within each
/// run of differing lines the removed lines come before the added ones, as in a unified diff.
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
        var prefix = 0
        while prefix < min(expected.count, actual.count), expected[prefix] == actual[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(expected.count, actual.count) - prefix,
            expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
        {
            suffix += 1
        }
        var alignment = Alignment(expected: expected, actual: actual)
        alignment.align(prefix..<(expected.count - suffix), prefix..<(actual.count - suffix))
        var changes = expected[..<prefix].map(Change.same)
        changes += Self.grouped(alignment.steps, expected: expected, actual: actual, from: prefix)
        changes += expected[(expected.count - suffix)...].map(Change.same)
        self.changes = changes
    }

    /// The alignment's steps as changes, each run of differences with its removals first.
    private static func grouped(_ steps: [Alignment<Line>.Step], expected: [Line], actual: [Line], from start: Int) -> [Change] {
        var changes: [Change] = []
        var removed: [Change] = []
        var added: [Change] = []
        var (i, j) = (start, start)
        for step in steps {
            switch step {
            case .same:
                changes += removed + added
                removed = []
                added = []
                changes.append(.same(expected[i]))
                i += 1
                j += 1
            case .removed:
                removed.append(.removed(expected[i]))
                i += 1
            case .added:
                added.append(.added(actual[j]))
                j += 1
            }
        }
        return changes + removed + added
    }
}

/// Hirschberg's alignment of two ranges: the steps of a longest common subsequence, in order.
private struct Alignment<Line: Equatable> {
    enum Step { case same, removed, added }

    let expected: [Line]
    let actual: [Line]
    var steps: [Step] = []

    init(expected: [Line], actual: [Line]) {
        self.expected = expected
        self.actual = actual
    }

    /// Appends the steps aligning `rows` of the expected list with `columns` of the actual list.
    mutating func align(_ rows: Range<Int>, _ columns: Range<Int>) {
        if rows.isEmpty {
            steps += Array(repeating: .added, count: columns.count)
        } else if columns.isEmpty {
            steps += Array(repeating: .removed, count: rows.count)
        } else if rows.count == 1 {
            let row = rows.lowerBound
            guard let match = columns.first(where: { expected[row] == actual[$0] }) else {
                steps.append(.removed)
                steps += Array(repeating: .added, count: columns.count)
                return
            }
            steps += Array(repeating: .added, count: match - columns.lowerBound)
            steps.append(.same)
            steps += Array(repeating: .added, count: columns.upperBound - match - 1)
        } else {
            let middle = rows.lowerBound + rows.count / 2
            let forward = lengths(rows.lowerBound..<middle, columns, reversed: false)
            let backward = lengths(middle..<rows.upperBound, columns, reversed: true)
            var split = 0
            var best = -1
            for k in 0...columns.count where forward[k] + backward[columns.count - k] > best {
                best = forward[k] + backward[columns.count - k]
                split = k
            }
            align(rows.lowerBound..<middle, columns.lowerBound..<(columns.lowerBound + split))
            align(middle..<rows.upperBound, (columns.lowerBound + split)..<columns.upperBound)
        }
    }

    /// The lengths of the longest common subsequences of `rows` with each prefix of `columns`
    /// (each suffix, counted from the end, when `reversed`), in one row of memory.
    private func lengths(_ rows: Range<Int>, _ columns: Range<Int>, reversed: Bool) -> [Int] {
        var current = [Int](repeating: 0, count: columns.count + 1)
        var previous = current
        let rowOrder = reversed ? Array(rows.reversed()) : Array(rows)
        for row in rowOrder {
            swap(&current, &previous)
            current[0] = 0
            for k in 1...columns.count {
                let column = reversed ? columns.upperBound - k : columns.lowerBound + k - 1
                current[k] = expected[row] == actual[column] ? previous[k - 1] + 1 : max(previous[k], current[k - 1])
            }
        }
        return current
    }
}
