import DispatchModel

/// The diff shown for an `exact` expectation that does not hold: written lines against the
/// filtered trace, aligned by ``LineDiff`` (memory linear in the traces' lengths), unchanged runs
/// longer than twice the context collapsed to `…`, and at most ``TextReport/maximumDiffLines``
/// lines shown.
struct ExactDiff {
    /// Lines of unchanged context around each change.
    var context: Int

    /// One side of the comparison, as the diff aligns it: a written line matches a traced line
    /// when its pattern and time do (times relative to other lines count as any time, which a
    /// diff cannot pin down).
    private struct Side: Equatable, Sendable {
        var written: ExpectedLine?
        var traced: TraceEntry?
        var text: String

        static func == (lhs: Side, rhs: Side) -> Bool {
            switch (lhs.written, rhs.traced, rhs.written, lhs.traced) {
            case (let line?, let entry?, _, _), (_, _, let line?, let entry?):
                let time = line.time.isRelative || line.time == .any ? TimeConstraint.any : line.time
                return time.admits(entry.time, previous: nil) && line.pattern.matches(entry.event)
            default:
                return lhs.text == rhs.text
            }
        }
    }

    /// The diff lines: `- ` written only, `+ ` traced only, `  ` both.
    func lines(expected: [ExpectedLine], shownTimes: [String], actual: [TraceEntry]) -> [String] {
        let written = zip(expected, shownTimes).map { Side(written: $0, traced: nil, text: CheckDescription.line($0, shownTime: $1)) }
        let traced = actual.map { Side(written: nil, traced: $0, text: CheckDescription.line($0)) }
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
        guard out.count > TextReport.maximumDiffLines else { return out }
        return out.prefix(TextReport.maximumDiffLines) + ["  … \(out.count - TextReport.maximumDiffLines) more lines of the diff"]
    }
}
