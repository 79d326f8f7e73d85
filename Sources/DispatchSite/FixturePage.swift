import DispatchHarness
import DispatchModel
import DispatchPictures

/// `fixtures/ID.html`: a fixture's title, rules, features, provenance and notes, the drawing of
/// its scene, its script as a timeline, and its expected trace.
struct FixturePage {
    /// The fixture and its engine trace.
    var entry: SiteFixture
    /// The whole site's rules and engine name.
    var context: SiteContext
    /// The fixtures before and after it in corpus order.
    var previous: Fixture?
    var next: Fixture?

    private var path: String { SitePaths.fixturePage(entry.id) }

    /// The page.
    func page() -> SitePage {
        let fixture = entry.fixture
        let markdown = context.markdown(on: path)
        var body = [
            "<h1>\(Markup.escape(fixture.title))</h1>",
            "<dl class=\"facts\">",
            "<dt>Id</dt><dd><code>\(Markup.escape(fixture.id))</code></dd>",
            "<dt>Area</dt><dd><a href=\"\(Markup.escape(SitePaths.link(from: path, to: SitePaths.index)))#\(SitePaths.areaAnchor(entry.area))\">"
                + "\(Markup.escape(entry.area))</a>, file <code>\(Markup.escape(entry.relativePath))</code></dd>",
            "<dt>Rules</dt><dd><ul class=\"compact\">",
        ]
        body += fixture.rules.map { "<li>\(context.ruleLink($0, from: path, withTitle: true))</li>" }
        body.append("</ul></dd>")
        body.append(
            "<dt>Features</dt><dd>\(fixture.features.map { "<code>\(Markup.escape($0.rawValue))</code>" }.joined(separator: ", "))</dd>")
        body.append("<dt>Conformance</dt><dd>\(Markup.escape(fixture.conformance.rawValue))</dd>")
        body.append("<dt>Provenance</dt><dd><ul class=\"compact\">")
        body += fixture.provenance.map { provenance in
            let note = provenance.note.map { " — \(markdown.xhtml($0))" } ?? ""
            return "<li>\(Markup.escape(provenance.kind.rawValue)): \(markdown.xhtml(provenance.ref))\(note)</li>"
        }
        body.append("</ul></dd>")
        if let notes = fixture.notes { body.append("<dt>Notes</dt><dd>\(markdown.xhtml(notes))</dd>") }
        body.append("</dl>")
        body += sceneSection()
        let timeline = ScriptTimeline(
            script: fixture.scenario.script, tracks: TouchTrack.tracks(script: fixture.scenario.script, trace: traceOrEmpty))
        body.append("<h2 id=\"script\">Script</h2>")
        body += timeline.svg()
        body += timeline.table()
        body += expectationsSection()
        body += HTMLDocument.pager(
            from: path, previous: previous.map { (SitePaths.fixturePage($0.id), $0.id) },
            next: next.map { (SitePaths.fixturePage($0.id), $0.id) })
        return SitePage(path: path, contents: HTMLDocument.page(path: path, title: "\(fixture.id) · dispatch-conformance", body: body))
    }

    private var traceOrEmpty: Trace { (try? entry.trace.get()) ?? Trace() }

    /// The drawing, inline, with a caption saying where the hit views come from.
    private func sceneSection() -> [String] {
        let source: String
        switch entry.trace {
        case .success: source = "Outlined in red: the view each touch is bound to, by \(Markup.escape(context.engineName))."
        case .failure(let failure): source = "No hit views: the engine threw: \(Markup.escape(failure.message))"
        }
        let file = SitePaths.link(from: path, to: SitePaths.fixtureDrawing(entry.id))
        return [
            "<h2 id=\"scene\">Scene</h2>",
            "<figure class=\"scene\">",
            entry.drawing.element(includingStyle: false),
            "<figcaption>Screen coordinates, in points. \(source) <a href=\"\(Markup.escape(file))\">SVG file</a></figcaption>",
            "</figure>",
        ] + keysSection()
    }

    /// Every key of the scene, the values the fixture leaves to UIKit's defaults greyed on their
    /// own `defaults:` lines.
    private func keysSection() -> [String] {
        let listing = SceneListing(scenario: entry.fixture.scenario, written: entry.writtenScene)
        let lines = listing.lines.map { line in
            let text = Markup.escape(String(repeating: "  ", count: line.depth) + line.text)
            return line.isDefault ? "<span class=\"default\">\(text)</span>" : text
        }
        return [
            "<h3 id=\"scene-keys\">Every key of the scene</h3>",
            "<p class=\"muted\">What the fixture sets, and in grey on <code>defaults:</code> lines what it leaves to UIKit's defaults "
                + "(the values an engine is given for them).</p>",
            "<pre class=\"scene-keys\">" + lines.joined(separator: "\n") + "</pre>",
        ]
    }

    /// What a match mode asserts, as a caption above its lines.
    static func modeCaption(_ mode: MatchMode) -> String {
        switch mode {
        case .exact: "Exactly this filtered trace:"
        case .contains: "These lines, in this order (others may come between):"
        case .unordered: "These lines, in any order:"
        case .count: "These lines, this many times:"
        case .absent: "Never in the trace:"
        }
    }

    /// Each expectation: what it compares and its assertions, mode by mode.
    private func expectationsSection() -> [String] {
        let expectations = entry.fixture.expectations
        var body = ["<h2 id=\"expected\">Expected trace</h2>"]
        for (index, expectation) in expectations.enumerated() {
            body.append("<h3>Expectation \(index + 1) of \(expectations.count)</h3>")
            body.append("<p class=\"muted\">\(Markup.escape(expectation.filter.summary))</p>")
            for (mode, lines) in expectation.writtenForm {
                body.append("<p>\(Markup.escape(Self.modeCaption(mode)))</p>")
                body.append("<pre>" + lines.map(Markup.escape).joined(separator: "\n") + "</pre>")
            }
        }
        return body
    }
}
