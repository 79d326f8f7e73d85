import DispatchHarness
import DispatchPictures

/// Counts of results by status for one engine over a group of fixtures.
struct MatrixTally: Sendable {
    /// How many fixtures of the group the engine passed (PASS only: an XFAIL, a failure the
    /// engine's expectations file lists, is not a pass).
    var passed = 0
    /// How many fixtures of the group the engine ran: those it has a result for, less the SKIPs.
    var ran = 0
    /// Count by status label.
    var byStatus: [String: Int] = [:]

    /// The tally of column `column` over `rows`.
    init(_ rows: [MatrixRow], column: Int) {
        for row in rows {
            guard let result = row.results[column] else { continue }
            byStatus[result.status, default: 0] += 1
            if result.status != "SKIP" { ran += 1 }
            if result.status == "PASS" { passed += 1 }
        }
    }

    /// The cell's markup: `passed / ran`, a bar, and the other statuses' counts, in the order
    /// of `JSONResults.labels` then any unknown labels sorted; grey when nothing ran.
    var cell: String {
        let others = (JSONResults.labels + byStatus.keys.filter { !JSONResults.labels.contains($0) }.sorted())
            .filter { $0 != "PASS" && (byStatus[$0] ?? 0) > 0 }
            .map { "\(byStatus[$0] ?? 0) \($0.lowercased())" }
        let detail = others.isEmpty ? "" : "<br/><span class=\"muted\">\(Markup.escape(others.joined(separator: ", ")))</span>"
        guard ran > 0 else {
            return byStatus.isEmpty ? "<td class=\"tally none\">—</td>" : "<td class=\"tally none\">none ran\(detail)</td>"
        }
        let percent = passed * 100 / ran
        return "<td class=\"tally r\(Self.band(passed: passed, ran: ran))\" title=\"\(percent)% of those run passed\">"
            + "<span class=\"bar\" style=\"width: \(percent)%\"></span><strong>\(passed)</strong> / \(ran)\(detail)</td>"
    }

    /// The colour band of a pass fraction: 4 all passed, 3 at least 90%, 2 at least 50%, 1 some,
    /// 0 none.
    static func band(passed: Int, ran: Int) -> Int {
        if passed == ran { return 4 }
        if passed * 10 >= ran * 9 { return 3 }
        if passed * 2 >= ran { return 2 }
        return passed > 0 ? 1 : 0
    }
}
