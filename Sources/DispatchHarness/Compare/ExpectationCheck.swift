import DispatchModel

/// The outcome of comparing one expectation with an engine's trace: the filtered trace and a
/// verdict for each of its assertions.
public struct ExpectationCheck: Sendable {
    /// Index of the expectation in the fixture.
    public var index: Int
    /// The expectation.
    public var expectation: Expectation
    /// The engine's trace after the expectation's filter.
    public var actual: Trace
    /// One verdict per assertion: `exact`, `contains`, `unordered`, each count, `absent`.
    public var verdicts: [AssertionVerdict]

    /// Whether every assertion holds.
    public var passed: Bool { verdicts.allSatisfy(\.holds) }

    /// The assertions that do not hold.
    public var failures: [AssertionVerdict] { verdicts.filter { !$0.holds } }

    /// Compares `expectation` with the full `trace` of an engine.
    public init(index: Int, expectation: Expectation, trace: Trace) {
        self.index = index
        self.expectation = expectation
        let actual = expectation.filter.apply(to: trace)
        self.actual = actual
        // Decoded once: the matchers read entries many times each.
        let entries = Array(actual.entries)
        var verdicts: [AssertionVerdict] = []
        if let lines = expectation.exact {
            let (divergence, matched) = OrderedMatch.exact(lines, entries)
            verdicts.append(AssertionVerdict(mode: .exact, failure: divergence.map { .divergence(at: $0) }, matchedPositions: matched))
        }
        if let lines = expectation.contains {
            let (failure, matched) = OrderedMatch.subsequence(lines, entries)
            verdicts.append(
                AssertionVerdict(
                    mode: .contains, failure: failure.map { .notFoundInOrder(line: $0.line, after: $0.after) }, matchedPositions: matched))
        }
        if let lines = expectation.unordered {
            let (unmatched, positions) = UnorderedMatch.match(lines, entries)
            verdicts.append(
                AssertionVerdict(
                    mode: .unordered, failure: unmatched.isEmpty ? nil : .unmatched(lines: unmatched),
                    matchedPositions: positions.compactMap { $0 }))
        }
        for (number, count) in expectation.counts.enumerated() {
            let found = entries.filter { count.line.matches($0, previous: nil) }.count
            verdicts.append(
                AssertionVerdict(mode: .count, countIndex: number, failure: count.admits(found) ? nil : .wrongCount(found: found)))
        }
        if !expectation.absent.isEmpty {
            var present: [AssertionVerdict.AbsentMatch] = []
            for (position, entry) in entries.enumerated() {
                if let line = expectation.absent.firstIndex(where: { $0.matches(entry, previous: nil) }) {
                    present.append(AssertionVerdict.AbsentMatch(line: line, entry: position))
                }
            }
            verdicts.append(AssertionVerdict(mode: .absent, failure: present.isEmpty ? nil : .present(present)))
        }
        self.verdicts = verdicts
    }

    /// The position of the first `exact` divergence, if the expectation has `exact` lines that
    /// differ from the trace.
    public var firstDivergence: Int? {
        for verdict in verdicts { if case .divergence(let at)? = verdict.failure { return at } }
        return nil
    }
}
