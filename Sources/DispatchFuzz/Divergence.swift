import DispatchModel

/// Where an engine's trace first departs from the reference engine's, and of what kind that first
/// departure is: the kind of line expected there and the kind found (``TraceEvent/kindName``; a
/// kind names its channel too). Two cases diverge the same way when their first differing lines
/// are of the same kinds, whatever the objects, touches and times: the shrinker keeps a smaller
/// case only if it diverges the same way, so it cannot drift from one difference to another.
public struct Divergence: Sendable, Hashable, CustomStringConvertible {
    /// The kind of line at the first difference on each side; nil where that trace has ended.
    public struct Class: Sendable, Hashable, CustomStringConvertible {
        /// The reference engine's line kind.
        public var expected: String?
        /// The engine under test's line kind.
        public var actual: String?

        /// Creates a class.
        public init(expected: String?, actual: String?) {
            self.expected = expected
            self.actual = actual
        }

        /// `expected a gesture line, got a touches line`, or `… got the end of the trace`.
        public var description: String {
            func name(_ kind: String?) -> String { kind.map { "a \($0) line" } ?? "the end of the trace" }
            return "expected \(name(expected)), got \(name(actual))"
        }
    }

    /// The line number of the first difference in the compared (filtered) traces, from 1.
    public var line: Int
    /// The reference engine's entry there, if its trace goes on.
    public var expected: TraceEntry?
    /// The engine under test's entry there, if its trace goes on.
    public var actual: TraceEntry?

    /// The first divergence of `actual` from `expected`; nil when they are equal.
    public static func first(expected: Trace, actual: Trace) -> Divergence? {
        guard expected != actual else { return nil }
        let same = zip(expected.entries, actual.entries).prefix { $0 == $1 }.count
        return Divergence(
            line: same + 1, expected: same < expected.entries.count ? expected.entries[same] : nil,
            actual: same < actual.entries.count ? actual.entries[same] : nil)
    }

    /// The kinds of the two lines.
    public var kind: Class { Class(expected: expected?.event.kindName, actual: actual?.event.kindName) }

    /// `line 12: expected @30 gesture tap possible -> ended, got @30 touchesEnded V [1] (expected a gesture line, got a touches line)`.
    public var description: String {
        func show(_ entry: TraceEntry?) -> String { entry.map { "@\($0.time) \($0.event)" } ?? "the end of the trace" }
        return "line \(line): expected \(show(expected)), got \(show(actual)) (\(kind))"
    }
}
