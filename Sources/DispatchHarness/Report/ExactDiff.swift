import DispatchModel

/// The diff shown for an `exact` expectation that does not hold: written lines against the
/// filtered trace, computed with the standard library's `difference(from:by:)` (linear memory in
/// the size of the traces), unchanged runs longer than twice the context collapsed to `…`.
struct ExactDiff {
    /// Lines of unchanged context around each change.
    var context: Int

    /// One side of the comparison.
    private enum Side {
        case written(ExpectedLine)
        case traced(TraceEntry)
    }

    /// The diff lines: `- ` written only, `+ ` traced only, `  ` both.
    func lines(expected: [ExpectedLine], shownTimes: [String], actual: [TraceEntry]) -> [String] {
        let written = expected.map(Side.written)
        let traced = actual.map(Side.traced)
        // Equivalence ignores times relative to other lines, which a diff cannot pin down.
        let difference = traced.difference(from: written) { old, new in
            guard case .written(let line) = old, case .traced(let entry) = new else { return false }
            let time = line.time.isRelative || line.time == .any ? TimeConstraint.any : line.time
            return time.admits(entry.time, previous: nil) && line.pattern.matches(entry.event)
        }
        var removed: Set<Int> = []
        var inserted: Set<Int> = []
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var changes: [(kind: Character, text: String)] = []
        var (i, j) = (0, 0)
        while i < expected.count || j < actual.count {
            if i < expected.count, removed.contains(i) || j >= actual.count {
                changes.append(("-", CheckDescription.line(expected[i], shownTime: shownTimes[i])))
                i += 1
            } else if inserted.contains(j) || i >= expected.count {
                changes.append(("+", CheckDescription.line(actual[j])))
                j += 1
            } else {
                changes.append((" ", CheckDescription.line(actual[j])))
                i += 1
                j += 1
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
        return out
    }
}
