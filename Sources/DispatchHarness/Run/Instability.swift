import DispatchModel

/// Two repetitions of one scenario that gave different traces (`run --repeat`): the engine is
/// not deterministic (`Specs/RUNNING.md`, "Determinism").
public struct Instability: Sendable, Equatable {
    /// The repetition whose trace differs from the first one's (2 or more).
    public var repetition: Int
    /// The first repetition's trace.
    public var first: Trace
    /// That repetition's trace.
    public var other: Trace
    /// What the first repetition gave when compared with the expectations: `PASS`, `FAIL` or `ERROR`.
    public var firstLabel: String

    /// How many differing lines of each trace the report shows.
    public static let shownLines = 3

    /// Creates the record.
    public init(repetition: Int, first: Trace, other: Trace, firstLabel: String) {
        self.repetition = repetition
        self.first = first
        self.other = other
        self.firstLabel = firstLabel
    }

    /// The index of the first line at which the traces differ (the shorter trace's length when
    /// one is a prefix of the other).
    public var firstDifference: Int {
        let common = min(first.entries.count, other.entries.count)
        return (0..<common).first { first.entries[$0] != other.entries[$0] } ?? common
    }

    /// The first differing lines of each trace, `@time event`, each shortened.
    public func differingLines(of trace: Trace) -> [String] {
        trace.entries.dropFirst(firstDifference).prefix(Self.shownLines).map { OutputExcerpt.shortened(TextReport.line($0)) }
    }

    /// The explanation: which repetitions differ, where, and their first differing lines.
    public var lines: [String] {
        var out = [
            "repetition \(repetition) gave another trace than repetition 1 (which gave \(firstLabel)); "
                + "they first differ at line \(firstDifference + 1) of \(first.entries.count) and \(other.entries.count):"
        ]
        for (label, trace) in [("repetition 1", first), ("repetition \(repetition)", other)] {
            let shown = differingLines(of: trace)
            out.append("  \(label): \(shown.isEmpty ? "(end of trace)" : shown[0])")
            out += shown.dropFirst().map { "  \(String(repeating: " ", count: label.count))  \($0)" }
        }
        return out
    }
}
