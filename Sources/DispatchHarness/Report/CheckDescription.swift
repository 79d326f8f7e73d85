import DispatchModel

/// The text explanation of a failed expectation: what it compares, and for each assertion that
/// does not hold, what was expected, what the engine did and where they part.
struct CheckDescription {
    /// Lines of unchanged context around each difference of an `exact` diff.
    var context: Int
    /// Filtered traces longer than this are shown only around the failure.
    var traceLimit = 40

    /// Every line of the explanation, indented for the report.
    func lines(_ check: ExpectationCheck, of total: Int) -> [String] {
        let modes = check.expectation.modes.map(\.rawValue).joined(separator: ", ")
        var out = ["  expectation \(check.index + 1) of \(total) (\(modes)): \(check.expectation.filter.summary)"]
        for verdict in check.failures {
            out += describe(verdict, of: check)
        }
        return out
    }

    private func describe(_ verdict: AssertionVerdict, of check: ExpectationCheck) -> [String] {
        let expectation = check.expectation
        let actual = Array(check.actual.entries)
        switch verdict.failure {
        case nil:
            return []
        case .divergence(let at)?:
            let lines = expectation.exact ?? []
            let written = Self.writtenTimes(of: lines)
            var out = ["  exact: first divergence at line \(at + 1):"]
            out.append("    expected: \(at < lines.count ? Self.line(lines[at], shownTime: written[at]) : "(end of trace)")")
            out.append("    actual:   \(at < actual.count ? Self.line(actual[at]) : "(end of trace)")")
            out.append("  diff (- expected, + actual, ' ' both):")
            out += ExactDiff(context: context).lines(expected: lines, shownTimes: written, actual: actual).map { "    \($0)" }
            return out
        case .notFoundInOrder(let line, let after)?:
            let lines = expectation.contains ?? []
            var out = [
                "  contains: line \(line + 1) of \(lines.count) not found in order: \(Self.line(lines[line], shownTime: lines[line].time.description))"
            ]
            if let after {
                out.append("    looked for after trace line \(after + 1): \(Self.line(actual[after]))")
            }
            var marks: [Int: String] = [:]
            for (number, position) in verdict.matchedPositions.enumerated() { marks[position, default: ""] += " ◀ line \(number + 1)" }
            out.append("  filtered trace (◀ line N: where written line N matched):")
            out += traceLines(actual, marks: marks, around: after ?? 0)
            return out
        case .unmatched(let unmatched)?:
            let lines = expectation.unordered ?? []
            var out = ["  unordered: \(unmatched.count) of \(lines.count) lines have no distinct matching trace line:"]
            out += unmatched.map { "    line \($0 + 1): \(Self.line(lines[$0], shownTime: lines[$0].time.description))" }
            out.append("  filtered trace:")
            out += traceLines(actual, marks: [:], around: 0)
            return out
        case .wrongCount(let found)?:
            guard let number = verdict.countIndex, number < expectation.counts.count else { return [] }
            let count = expectation.counts[number]
            var out = ["  count: \(count.bound) of \(Self.line(count.line, shownTime: count.line.time.description)), found \(found)"]
            let matching = actual.indices.filter { count.line.matches(actual[$0], previous: nil) }
            out += matching.prefix(traceLimit).map { "    trace line \($0 + 1): \(Self.line(actual[$0]))" }
            return out
        case .present(let matches)?:
            return matches.map { match in
                "  absent: present at trace line \(match.entry + 1): \(Self.line(actual[match.entry]))"
                    + " (absent line \(match.line + 1): \(expectation.absent[match.line]))"
            }
        }
    }

    /// The filtered trace, whole when short, else the lines around `position`, with marks.
    private func traceLines(_ entries: [TraceEntry], marks: [Int: String], around position: Int) -> [String] {
        guard !entries.isEmpty else { return ["    (empty)"] }
        var range = entries.indices
        if entries.count > traceLimit {
            let lower = max(0, min(position - traceLimit / 2, entries.count - traceLimit))
            range = lower..<(lower + traceLimit)
        }
        var out: [String] = []
        if range.lowerBound > 0 { out.append("    … \(range.lowerBound) lines") }
        out += range.map { "    \(Self.line(entries[$0]))\(marks[$0] ?? "")" }
        if range.upperBound < entries.count { out.append("    … \(entries.count - range.upperBound) lines") }
        return out
    }

    /// The time each `exact` line is shown with: its own prefix, or for a line without one the
    /// prefix of the line before it, as in a printed log.
    static func writtenTimes(of lines: [ExpectedLine]) -> [String] {
        var current = ""
        return lines.map { line in
            if line.time != .any { current = line.time.description }
            return current
        }
    }

    /// A written line with its time in a fixed-width column.
    static func line(_ line: ExpectedLine, shownTime: String) -> String {
        shownTime + String(repeating: " ", count: max(1, 7 - shownTime.count)) + line.pattern.description
    }

    /// One entry as the trace prints it and a fixture writes it: `@0 hitTest B` (for `--json`,
    /// whose `expected` and `actual` use one spelling).
    static func plainLine(_ entry: TraceEntry) -> String {
        "@\(entry.time) \(entry.event)"
    }

    /// One entry with its time in a fixed-width column: `@0     hitTest B`.
    static func line(_ entry: TraceEntry) -> String {
        let time = "@\(entry.time)"
        return time + String(repeating: " ", count: max(1, 7 - time.count)) + entry.event.description
    }
}
