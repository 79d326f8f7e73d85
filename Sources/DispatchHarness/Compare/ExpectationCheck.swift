import DispatchModel

/// The outcome of comparing one expectation with an engine's trace.
public struct ExpectationCheck: Sendable {
    /// Index of the expectation in the fixture.
    public var index: Int
    /// The expectation.
    public var expectation: Expectation
    /// The engine's trace after the expectation's filter.
    public var actual: Trace
    /// The first position where expected and actual traces differ, if they do.
    public var firstDivergence: Int?
    /// Absent lines that the trace does contain, with their time.
    public var presentAbsentLines: [TraceEntry]

    /// Whether the expectation holds.
    public var passed: Bool { firstDivergence == nil && presentAbsentLines.isEmpty }

    /// Compares `expectation` with the full `trace` of an engine.
    public init(index: Int, expectation: Expectation, trace: Trace) {
        self.index = index
        self.expectation = expectation
        self.actual = trace.filtered(channels: expectation.channels, objects: expectation.objects)
        if let expected = expectation.trace?.entries {
            let actualEntries = actual.entries
            let common = zip(expected, actualEntries).prefix { $0 == $1 }.count
            firstDivergence = common == expected.count && common == actualEntries.count ? nil : common
        } else {
            firstDivergence = nil
        }
        presentAbsentLines = actual.entries.filter { expectation.absent.contains($0.event) }
    }
}
