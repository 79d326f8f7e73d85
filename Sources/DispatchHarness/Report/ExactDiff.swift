import DispatchModel

/// The diff shown for an `exact` expectation that does not hold: written lines against the
/// filtered trace, aligned by ``LineDiff`` (memory linear in the traces' lengths), unchanged runs
/// longer than twice the context collapsed to `…`, and at most ``TextReport/maximumDiffLines``
/// lines shown.
struct ExactDiff {
    /// Lines of unchanged context around each change.
    var context: Int

    /// Whether the diff's lines have their times in a fixed-width column (the text report) or
    /// are spelled as the fixture writes them and the trace prints them (`@0 hitTest A`, for
    /// `--json` and result pages).
    var padded = true

    /// One side of the comparison, as the diff aligns it: a written line matches a traced line
    /// when its pattern does and the trace line's time lies within the written line's time,
    /// resolved to absolute bounds (``resolvedTimes(of:)``), so that lines whose times differ are
    /// never shown as common.
    private struct Side: Equatable, Sendable {
        var written: ExpectedLine?
        var window: ClosedRange<Int> = 0...Int.max
        var traced: TraceEntry?
        var text: String

        static func == (lhs: Side, rhs: Side) -> Bool {
            switch (lhs.written, rhs.traced, rhs.written, lhs.traced) {
            case (let line?, let entry?, _, _):
                return lhs.window.contains(entry.time) && line.pattern.matches(entry.event)
            case (_, _, let line?, let entry?):
                return rhs.window.contains(entry.time) && line.pattern.matches(entry.event)
            default:
                return lhs.text == rhs.text
            }
        }
    }

    /// The times `exact` lines allow, as absolute bounds: a line without a time has the bounds
    /// of the line before it (as in a printed log), `@=` the same, `@+` starts after the line
    /// before's earliest time, `@+A..B` spans the line before's bounds shifted by A and B. A trace
    /// line outside its written line's bounds cannot be the line the fixture means.
    static func resolvedTimes(of lines: [ExpectedLine]) -> [ClosedRange<Int>] {
        var previous = 0...Int.max
        return lines.map { line in
            func shifted(_ bound: Int, by amount: Int) -> Int { bound > Int.max - amount ? Int.max : bound + amount }
            let window: ClosedRange<Int>
            switch line.time {
            case .any, .sameAsPrevious: window = previous
            case .at(let time): window = time...time
            case .between(let lower, let upper): window = (lower ?? 0)...(upper ?? Int.max)
            case .afterPrevious: window = shifted(previous.lowerBound, by: 1)...Int.max
            case .afterPreviousBy(let lower, let upper):
                window = shifted(previous.lowerBound, by: lower)...shifted(previous.upperBound, by: upper)
            }
            previous = window
            return window
        }
    }

    /// The diff lines: `- ` written only, `+ ` traced only, `  ` both.
    func lines(expected: [ExpectedLine], shownTimes: [String], actual: [TraceEntry]) -> [String] {
        let windows = Self.resolvedTimes(of: expected)
        let written = expected.indices.map { index in
            Side(
                written: expected[index], window: windows[index], traced: nil,
                text: padded ? CheckDescription.line(expected[index], shownTime: shownTimes[index]) : expected[index].description)
        }
        let traced = actual.map {
            Side(written: nil, traced: $0, text: padded ? CheckDescription.line($0) : CheckDescription.plainLine($0))
        }
        let changes: [(kind: Character, text: String)] = LineDiff(expected: written, actual: traced).changes.map { change in
            switch change {
            case .same(let side): (" ", side.text)
            case .removed(let side): ("-", side.text)
            case .added(let side): ("+", side.text)
            }
        }
        var near = [Bool](repeating: false, count: changes.count)
        for index in changes.indices where changes[index].kind != " " {
            for shown in max(0, index - context)...min(changes.count - 1, index + context) { near[shown] = true }
        }
        var out: [String] = []
        var skipping = false
        for (index, change) in changes.enumerated() {
            guard near[index] else {
                if !skipping { out.append("  …") }
                skipping = true
                continue
            }
            skipping = false
            out.append("\(change.kind) \(change.text)")
        }
        guard let maximum = maximumLines, out.count > maximum else { return out }
        return out.prefix(maximum) + ["  … \(out.count - maximum) more lines of the diff"]
    }

    /// At most this many lines are shown (nil: all); the text report keeps to ``TextReport/maximumDiffLines``.
    var maximumLines: Int? = TextReport.maximumDiffLines
}
