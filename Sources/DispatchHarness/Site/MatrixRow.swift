import DispatchModel

/// One fixture as the results matrix lists it: what the corpus (or, for a fixture the corpus does
/// not hold, the results) says about it, and each engine's result.
struct MatrixRow: Sendable {
    /// The fixture's id.
    var id: String
    /// The fixture's title (empty when the corpus does not hold it).
    var title: String
    /// The folder path of the fixture file below the corpus root (`gestures/tap`), `top level`
    /// for a file at the root, or `not in the corpus`.
    var area: String
    /// The rules the fixture cites.
    var rules: [String]
    /// The conformance level (`required`, …), or `unknown`.
    var level: String
    /// Whether the corpus holds the fixture, so that it has a page.
    var hasPage: Bool
    /// Each engine's result, in the order of the columns; nil where the engine's run has none.
    var results: [EngineResults.Result?]

    /// The area of a fixture file: its folders below the corpus root.
    static func area(ofRelativePath path: String) -> String {
        let folders = path.split(separator: "/").dropLast()
        return folders.isEmpty ? "top level" : folders.joined(separator: "/")
    }

    /// The rows: the corpus's fixtures in corpus order, then the fixtures only the results name,
    /// in the order the engines' files give them.
    static func rows(fixtures: [SiteFixture], columns: [EngineResults]) -> [MatrixRow] {
        var rows = fixtures.map { entry in
            MatrixRow(
                id: entry.id, title: entry.fixture.title, area: area(ofRelativePath: entry.relativePath), rules: entry.fixture.rules,
                level: entry.fixture.conformance.rawValue, hasPage: true, results: columns.map { $0.result(entry.id) })
        }
        var known = Set(rows.map(\.id))
        for column in columns {
            for result in column.results where known.insert(result.id).inserted {
                let member = { (key: String) in result.details.first { $0.key == key }?.value }
                let rules: [String] =
                    if case .array(let values)? = member("rules") {
                        values.compactMap { if case .string(let rule) = $0 { rule } else { nil } }
                    } else { [] }
                let level: String = if case .string(let level)? = member("conformance") { level } else { "unknown" }
                rows.append(
                    MatrixRow(
                        id: result.id, title: "", area: "not in the corpus", rules: rules, level: level, hasPage: false,
                        results: columns.map { $0.result(result.id) }))
            }
        }
        return rows
    }
}

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
