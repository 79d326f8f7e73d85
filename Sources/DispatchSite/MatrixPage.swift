import DispatchHarness
import DispatchModel
import DispatchPictures

/// `matrix.html`: several engines' results side by side, engines as columns. Totals per
/// conformance level, per area and per rule come first, then every fixture by area with one
/// status cell per engine; a cell links to the engine's result page for anything but PASS (the
/// failure and its diff) and to the fixture's page for a PASS.
struct MatrixPage {
    /// The engines' results, in the order given.
    var columns: [EngineResults]
    /// The fixtures, corpus first.
    var rows: [MatrixRow]
    /// The whole site's rules.
    var context: SiteContext

    private let path = SitePaths.matrix

    /// The page.
    func page() -> SitePage {
        let areas = rows.map(\.area).uniqued()
        var body = [
            "<h1>Results matrix</h1>",
            "<p>\(counted(columns.count, "engine")), \(counted(rows.count, "fixture")) in \(counted(areas.count, "area")). "
                + "Each total counts the fixtures an engine passed of those it ran (SKIPs are counted apart); a status links to the "
                + "engine's result (the failure and its diff) or, for PASS, to the fixture. Under a failure, the evidence behind "
                + "the expectations it broke: printed (by real UIKit), documented, tested (on UIKit) or inferred.</p>",
            "<ul class=\"compact\"><li><a href=\"#levels\">By conformance level</a></li><li><a href=\"#areas\">By area</a></li>"
                + "<li><a href=\"#rules\">By rule</a></li><li><a href=\"#fixtures\">Every fixture</a></li></ul>",
        ]
        body += enginesTable()
        body.append("<h2 id=\"levels\">By conformance level</h2>")
        let levels =
            Conformance.allCases.map(\.rawValue)
            + rows.map(\.level).filter { level in !Conformance.allCases.contains { $0.rawValue == level } }
        body += tallyTable(
            heading: "level",
            groups: levels.uniqued().map { level in (Markup.escape(level), rows.filter { $0.level == level }) }
                + [("<strong>all</strong>", rows)])
        body.append("<h2 id=\"areas\">By area</h2>")
        body += tallyTable(
            heading: "area",
            groups: areas.map { area in
                ("<a href=\"#\(SitePaths.matrixAreaAnchor(area))\">\(Markup.escape(area))</a>", rows.filter { $0.area == area })
            })
        body.append("<h2 id=\"rules\">By rule</h2>")
        let ruleIDs = context.rules.rules.map(\.id) + rows.flatMap(\.rules).filter { context.rules.rule($0) == nil }.sorted()
        body += tallyTable(
            heading: "rule",
            groups: ruleIDs.uniqued().compactMap { id in
                let citing = rows.filter { $0.rules.contains(id) }
                return citing.isEmpty ? nil : (context.ruleLink(id, from: path), citing)
            })
        body.append("<h2 id=\"fixtures\">Every fixture</h2>")
        body.append(legend())
        for area in areas {
            body += fixturesTable(area: area, rows: rows.filter { $0.area == area })
        }
        return SitePage(path: path, contents: HTMLDocument.page(path: path, title: "Results matrix · dispatch-conformance", body: body))
    }

    /// The engines: name, results file and suite version, numbered as the columns below.
    private func enginesTable() -> [String] {
        var body = [
            "<h2 id=\"engines\">Engines</h2>", "<table class=\"matrix\">",
            "<thead><tr><th scope=\"col\">column</th><th scope=\"col\">engine</th><th scope=\"col\">iOS modelled</th>"
                + "<th scope=\"col\">results file</th><th scope=\"col\">suite</th></tr></thead>", "<tbody>",
        ]
        for (index, column) in columns.enumerated() {
            body.append(
                "<tr><td>\(index + 1)</td><td><strong>\(Markup.escape(column.engine))</strong></td>"
                    + "<td>\(Markup.escape(column.ios ?? "not given"))</td><td><code>\(Markup.escape(column.file))</code></td>"
                    + "<td>\(Markup.escape(column.suiteVersion ?? "not given"))</td></tr>")
        }
        return body + ["</tbody>", "</table>"]
    }

    /// The header row naming the engines, after `leading` header cells.
    private func engineHeader(_ leading: [String]) -> String {
        let cells =
            leading.map { "<th scope=\"col\">\(Markup.escape($0))</th>" }
            + columns.map { "<th scope=\"col\" class=\"engine\">\(Markup.escape($0.engine))</th>" }
        return "<thead><tr>" + cells.joined() + "</tr></thead>"
    }

    /// A table of groups (label markup, fixtures) with each engine's tally.
    private func tallyTable(heading: String, groups: [(label: String, rows: [MatrixRow])]) -> [String] {
        var body = ["<table class=\"matrix\">", engineHeader([heading, "fixtures"]), "<tbody>"]
        for group in groups {
            let cells = columns.indices.map { MatrixTally(group.rows, column: $0).cell }
            body.append("<tr><th scope=\"row\">\(group.label)</th><td>\(group.rows.count)</td>\(cells.joined())</tr>")
        }
        return body + ["</tbody>", "</table>"]
    }

    /// The colours of the status cells.
    private func legend() -> String {
        let labels = JSONResults.labels.map { "<span class=\"status \(MatrixPage.statusClass($0))\">\($0)</span>" }
        return "<p class=\"muted\">" + labels.joined(separator: " ") + " <span class=\"status missing\">—</span> no result</p>"
    }

    /// One area's fixtures, one status cell per engine.
    private func fixturesTable(area: String, rows: [MatrixRow]) -> [String] {
        var body = [
            "<h3 id=\"\(SitePaths.matrixAreaAnchor(area))\">\(Markup.escape(area)) <span class=\"muted\">(\(rows.count))</span></h3>",
            "<table class=\"matrix\">", engineHeader(["fixture", "level", "rules"]), "<tbody>",
        ]
        for row in rows {
            let name = "<code>\(Markup.escape(row.id))</code>"
            let fixture =
                row.hasPage
                ? "<a href=\"\(Markup.escape(SitePaths.link(from: path, to: SitePaths.fixturePage(row.id))))\" title=\"\(Markup.escape(row.title))\">\(name)</a>"
                : name
            let rules = row.rules.map { context.ruleLink($0, from: path) }.joined(separator: " ")
            let cells = row.results.enumerated().map { column, result in statusCell(row: row, column: column, result: result) }
            body.append("<tr><th scope=\"row\">\(fixture)</th><td>\(Markup.escape(row.level))</td><td>\(rules)</td>\(cells.joined())</tr>")
        }
        return body + ["</tbody>", "</table>"]
    }

    /// A status cell: PASS links to the fixture's page, any other status to the engine's result
    /// page; the title gives the failure's one-line summary.
    private func statusCell(row: MatrixRow, column: Int, result: EngineResults.Result?) -> String {
        guard let result else { return "<td class=\"status missing\" title=\"no result\">—</td>" }
        let target =
            result.status == "PASS" && row.hasPage
            ? SitePaths.fixturePage(row.id) : SitePaths.resultPage(column: column, id: row.id)
        let title = ResultPage.summary(of: result)
        return
            "<td class=\"status \(Self.statusClass(result.status))\"><a href=\"\(Markup.escape(SitePaths.link(from: path, to: target)))\""
            + " title=\"\(Markup.escape(title))\">\(Markup.escape(result.status))</a>"
            + (ResultPage.evidenceGrade(of: result).map { " <span class=\"grade\">\(Markup.escape($0))</span>" } ?? "") + "</td>"
    }

    /// The CSS class of a status label.
    static func statusClass(_ status: String) -> String {
        switch status {
        case "PASS": "pass"
        case "FAIL": "fail"
        case "SKIP": "skip"
        case "XFAIL": "xfail"
        case "ERROR", "TIMEOUT", "UNSTABLE", "XPASS": "error"
        default: "other"
        }
    }

}
