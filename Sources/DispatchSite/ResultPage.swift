import DispatchModel
import DispatchPictures

/// `results/N/ID.html`: one engine's result for one fixture, as its `--json` results give it —
/// the status, the first divergence (for `exact`, the whole diff with context; otherwise the written
/// line against the engine's line),
/// the error, the missing features, and every other member the results carry (a full trace is
/// shown line by line), with links to the fixture's page and back to the matrix.
struct ResultPage {
    /// The engine's results.
    var engine: EngineResults
    /// Its column number, from 0.
    var column: Int
    /// The fixture's row of the matrix.
    var row: MatrixRow
    /// The result.
    var result: EngineResults.Result
    /// The whole site's rules.
    var context: SiteContext

    private var path: String { SitePaths.resultPage(column: column, id: row.id) }

    /// The page.
    func page() -> SitePage {
        let matrix = SitePaths.link(from: path, to: SitePaths.matrix)
        let fixture =
            row.hasPage
            ? "<a href=\"\(Markup.escape(SitePaths.link(from: path, to: SitePaths.fixturePage(row.id))))\"><code>\(Markup.escape(row.id))</code></a> "
                + "(scene, script and expected trace)"
            : "<code>\(Markup.escape(row.id))</code> <span class=\"gap\">(not in this corpus)</span>"
        var body = [
            "<h1><span class=\"status \(MatrixPage.statusClass(result.status))\">\(Markup.escape(result.status))</span> "
                + "\(Markup.escape(row.id)) <span class=\"muted\">in \(Markup.escape(engine.engine))</span></h1>",
            "<dl class=\"facts\">",
            "<dt>Fixture</dt><dd>\(fixture)</dd>",
            "<dt>Engine</dt><dd>\(Markup.escape(engine.engine)), column \(column + 1) of the "
                + "<a href=\"\(Markup.escape(matrix))#\(SitePaths.matrixAreaAnchor(row.area))\">matrix</a>; results file <code>\(Markup.escape(engine.file))</code></dd>",
            "<dt>Conformance</dt><dd>\(Markup.escape(row.level))</dd>",
        ]
        let broken = Self.strings(result.details.first { $0.key == "brokenRules" }?.value)
        if !broken.isEmpty {
            body.append(
                "<dt>Breaks</dt><dd>\(broken.map { context.ruleLink($0, from: path, withTitle: true) }.joined(separator: "<br/>"))"
                    + "<br/><span class=\"muted\">the rules of the expectations that failed</span></dd>")
        }
        if let evidence = Self.evidenceText(of: result) {
            body.append("<dt>Evidence</dt><dd>\(Markup.escape(evidence))</dd>")
        }
        body += [
            "<dt>Rules</dt><dd>\(row.rules.map { context.ruleLink($0, from: path, withTitle: true) }.joined(separator: "<br/>"))</dd>",
            "<dt>Summary</dt><dd>\(Markup.escape(Self.summary(of: result)))</dd>",
            "</dl>",
        ]
        if let first = result.details.first(where: { $0.key == "firstDivergence" }) {
            body.append("<h2 id=\"divergence\">First divergence</h2>")
            body += divergence(first.value)
            if case .number(let number)? = first.value["expectation"] { body += expectation(Int(number)) }
        }
        let others = result.details.filter { $0.key != "firstDivergence" }
        if !others.isEmpty {
            body.append("<h2 id=\"result\">The result as written</h2>")
            body += ResultPage.markup(.object(others))
        }
        return SitePage(
            path: path, contents: HTMLDocument.page(path: path, title: "\(row.id) in \(engine.engine) · dispatch-conformance", body: body))
    }

    /// The first divergence: what the fixture wrote (`-`) and what the engine traced (`+`) at the
    /// line where they part, then the divergence's other members.
    private func divergence(_ value: JSONValue) -> [String] {
        guard case .object(let members) = value else { return ResultPage.markup(value) }
        if case .array(let diff)? = value["diff"] {
            // An exact expectation's whole diff, with context: an insertion reads as one.
            let lines = diff.compactMap { if case .string(let line) = $0 { Self.diffLine(line) } else { nil } }
            return [
                "<p class=\"muted\">- the fixture's line only, + the engine's line only, the others in both at the same time; "
                    + "… unchanged lines left out</p>",
                "<pre class=\"diff\">" + lines.joined(separator: "\n") + "</pre>",
            ] + ResultPage.markup(.object(members.filter { $0.key != "diff" }))
        }
        var lines: [String] = []
        if case .string(let expected)? = value["expected"] { lines.append("<span class=\"del\">- \(Markup.escape(expected))</span>") }
        for key in ["actual", "after", "presentButAbsent"] {
            if case .string(let actual)? = value[key] { lines.append("<span class=\"ins\">+ \(Markup.escape(actual))</span>") }
        }
        if case .array(let unmatched)? = value["unmatched"] {
            for case .string(let line) in unmatched { lines.append("<span class=\"del\">- \(Markup.escape(line))</span>") }
        }
        var body: [String] = []
        if case .array(let context)? = value["context"] {
            let shown = context.compactMap { if case .string(let line) = $0 { Markup.escape(line) } else { nil } }
            body.append(
                "<p class=\"muted\">the filtered trace around where the line was looked for (◀ line N: where written line N matched)</p>")
            body.append("<pre class=\"diff\">" + shown.joined(separator: "\n") + "</pre>")
        }
        if value["presentButAbsent"] != nil && !lines.isEmpty {
            body.append("<p class=\"muted\">+ the engine's line that the fixture says must not be in the trace</p>")
            body.append("<pre class=\"diff\">" + lines.joined(separator: "\n") + "</pre>")
        } else if !lines.isEmpty {
            body.append("<p class=\"muted\">- the fixture's line, + the engine's line where they part</p>")
            body.append("<pre class=\"diff\">" + lines.joined(separator: "\n") + "</pre>")
        }
        return body + ResultPage.markup(.object(members.filter { $0.key != "context" }))
    }

    /// One line of a diff as markup: removed and added lines styled, common lines plain.
    static func diffLine(_ line: String) -> String {
        if line.hasPrefix("- ") { return "<span class=\"del\">\(Markup.escape(line))</span>" }
        if line.hasPrefix("+ ") { return "<span class=\"ins\">\(Markup.escape(line))</span>" }
        return Markup.escape(line)
    }

    /// Expectation `number` (from 1) as the fixture writes it, when the corpus holds the fixture.
    private func expectation(_ number: Int) -> [String] {
        guard let expectations = row.fixture?.expectations, number >= 1, number <= expectations.count else { return [] }
        let expectation = expectations[number - 1]
        var body = [
            "<h3 id=\"expectation\">Expectation \(number) of \(expectations.count), as the fixture writes it</h3>",
            "<p class=\"muted\">\(Markup.escape(expectation.filter.summary))</p>",
        ]
        for (mode, lines) in expectation.writtenForm {
            body.append("<p>\(Markup.escape(FixturePage.modeCaption(mode)))</p>")
            body.append("<pre>" + lines.map(Markup.escape).joined(separator: "\n") + "</pre>")
        }
        return body
    }

    /// A one-line summary of a result, for a matrix cell's title: the error message, the missing
    /// features, or where the first divergence is.
    static func summary(of result: EngineResults.Result) -> String {
        let member = { (key: String) in result.details.first { $0.key == key }?.value }
        if case .string(let message)? = member("message") { return "\(result.status): \(message)" }
        if case .array(let missing)? = member("missingFeatures") {
            let names = missing.compactMap { if case .string(let name) = $0 { name } else { nil } }
            return "\(result.status): needs \(names.joined(separator: ", "))"
        }
        if let divergence = member("firstDivergence") {
            var parts = ["\(result.status)"]
            let broken = strings(member("brokenRules"))
            if !broken.isEmpty { parts.append("breaks \(broken.joined(separator: " "))") }
            if let evidence = evidenceText(of: result) { parts.append(evidence) }
            if case .number(let expectation)? = divergence["expectation"] { parts.append("expectation \(Int(expectation))") }
            if case .number(let line)? = divergence["line"] { parts.append("line \(Int(line))") }
            if case .string(let expected)? = divergence["expected"] { parts.append("expected \(expected)") }
            return parts.joined(separator: ", ")
        }
        return result.status
    }

    /// The strings of a JSON array; empty for anything else.
    static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let elements)? = value else { return [] }
        return elements.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    /// The evidence sentence of a failure (`printed by real UIKit (OBS-003)`), when it has one.
    static func evidenceText(of result: EngineResults.Result) -> String? {
        guard case .string(let text)? = result.details.first(where: { $0.key == "evidence" })?.value["text"] else { return nil }
        return text
    }

    /// The evidence grade of a failure (`printed`), when it has one.
    static func evidenceGrade(of result: EngineResults.Result) -> String? {
        guard case .string(let grade)? = result.details.first(where: { $0.key == "evidence" })?.value["grade"] else { return nil }
        return grade
    }

    /// Any JSON value as markup: an object as a definition list, an array of strings as lines
    /// of preformatted text, another array as a numbered list, a scalar as code.
    static func markup(_ value: JSONValue) -> [String] {
        switch value {
        case .object(let members):
            var body = ["<dl class=\"facts\">"]
            for member in members {
                body.append("<dt>\(Markup.escape(member.key))</dt><dd>")
                body += markup(member.value)
                body.append("</dd>")
            }
            return body + ["</dl>"]
        case .array(let elements):
            let strings = elements.compactMap { if case .string(let text) = $0 { text } else { nil } }
            if strings.count == elements.count && !elements.isEmpty {
                return ["<pre>" + strings.map(Markup.escape).joined(separator: "\n") + "</pre>"]
            }
            if elements.isEmpty { return ["<p class=\"muted\">none</p>"] }
            return ["<ol>"] + elements.flatMap { ["<li>"] + markup($0) + ["</li>"] } + ["</ol>"]
        case .string(let text) where text.contains("\n"): return ["<pre>\(Markup.escape(text))</pre>"]
        case .string(let text): return ["<code>\(Markup.escape(text))</code>"]
        case .null, .bool, .number: return ["<code>\(Markup.escape(JSONWriter.text(value)))</code>"]
        }
    }
}
