import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine

/// Drawing the corpus: `render` (one scene as SVG) and `site` (a static HTML catalogue).
let renderCommands: [Command] = [
    Command(
        name: "render", summary: "Draw one fixture's scene and touches as SVG, with the reference engine's hit views.",
        usage: """
            usage: dispatch-conformance render ID [--out FILE.svg] [--fixtures DIR]

              ID               the fixture to draw
              --out FILE.svg   write the drawing to FILE.svg (default: standard output)
              --fixtures DIR   the corpus (default: Fixtures)

            Views are drawn in screen coordinates with their transforms, flags and clipping; each
            touch is numbered, and the view the reference engine binds it to is outlined. The same
            fixture always gives the same bytes.
            """,
        valued: ["out", "fixtures"], flags: [], maxPositionals: 1, action: renderCommand),
    Command(
        name: "site", summary: "Write a static HTML catalogue of every fixture and rule, with drawings.",
        usage: """
            usage: dispatch-conformance site --out DIR [--fixtures DIR] [--specs DIR]

              --out DIR        the directory to write (created if needed; files are overwritten)
              --fixtures DIR   the corpus (default: Fixtures)
              --specs DIR      the specification, for rule texts (default: Specs)

            Writes index.html (fixtures by area and by rule, coverage gaps), a page and an SVG per
            fixture in fixtures/, and a page per rule in rules/. Pages use relative links and no
            external assets, so DIR/index.html opens from the file system.
            """,
        valued: ["out", "fixtures", "specs"], flags: [], maxPositionals: 0, action: siteCommand),
]

func renderCommand(_ arguments: Arguments) throws -> Int32 {
    guard let fixture = try namedFixture(arguments, command: "render") else { return 1 }
    let trace = try ReferenceEngine().run(fixture.scenario)
    let svg = SceneSVG(fixture: fixture, trace: trace).render()
    guard let out = arguments.value("out") else {
        FileHandle.standardOutput.write(Data(svg.utf8))
        return 0
    }
    try Data(svg.utf8).write(to: URL(fileURLWithPath: out))
    return 0
}

func siteCommand(_ arguments: Arguments) throws -> Int32 {
    guard let out = arguments.value("out") else { throw UsageError("site needs --out DIR") }
    let site = CorpusSite(corpus: try loadCorpus(arguments), rules: try loadRules(arguments), engine: ReferenceEngine())
    let pages = site.pages()
    try SitePage.write(pages, to: out)
    print("wrote \(pages.count) files to \(out); open \((out as NSString).appendingPathComponent("index.html"))")
    return 0
}
