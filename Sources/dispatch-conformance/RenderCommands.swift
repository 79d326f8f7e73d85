import DispatchCoverage
import DispatchHarness
import DispatchModel
import DispatchPictures
import DispatchSite
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
            usage: dispatch-conformance site --out DIR [--fixtures DIR] [--specs DIR] [RESULTS.json ...]

              --out DIR        the directory to write (created if needed; files are overwritten)
              --fixtures DIR   the corpus (default: Fixtures)
              --specs DIR      the specification, for rule texts and VOCABULARY.md (default: Specs)
              RESULTS.json     engines' results written by `run --json`, one file per engine

            Writes index.html (fixtures by area and by rule, coverage gaps), a page and an SVG per
            fixture in fixtures/, a page per rule in rules/, and vocabulary.html (the vocabulary
            coverage of `coverage --vocabulary`). Given results files, also matrix.html: the engines as
            columns, totals per conformance level, per area and per rule, and every fixture by area
            with a status cell per engine that links to the fixture's page (PASS) or to the engine's
            result page in results/ (the failure, its first divergence as a diff, and whatever else
            the results file holds). Pages use relative links and no external assets, so
            DIR/index.html opens from the file system.
            """,
        valued: ["out", "fixtures", "specs"], flags: [], maxPositionals: 64, action: siteCommand),
    Command(
        name: "report", summary: "Write a results matrix of engines' --json results as static HTML (site with results).",
        usage: """
            usage: dispatch-conformance report --out DIR [--fixtures DIR] [--specs DIR] RESULTS.json ...

              --out DIR        the directory to write (created if needed; files are overwritten)
              --fixtures DIR   the corpus the engines ran (default: the `corpus` the results files
                               name, as `run` was given it, else Fixtures)
              --specs DIR      the specification (default: Specs beside that corpus, else Specs)
              RESULTS.json     engines' results written by `run --json`, one file per engine, in column order

            The same as `site --out DIR RESULTS.json ...`, with at least one results file: writes
            DIR/matrix.html (engines as columns; totals per conformance level, per area and per rule;
            every fixture by area with a status cell per engine, linking to the fixture's page for a
            PASS and otherwise to the engine's result page in results/, with the first divergence as a
            diff), and the corpus pages it links. A results file that is not `run --json` output is an
            error naming the file.
            """,
        valued: ["out", "fixtures", "specs"], flags: [], maxPositionals: 64, action: reportCommand),
]

func renderCommand(_ arguments: Arguments) throws -> Int32 {
    if let out = arguments.value("out") { try OutputPath.check(out, option: "render --out", consequence: "nothing was drawn") }
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

func reportCommand(_ arguments: Arguments) throws -> Int32 {
    guard !arguments.positionals.isEmpty else { throw UsageError("report needs at least one results file written by `run --json`") }
    return try siteCommand(arguments, command: "report")
}

func siteCommand(_ arguments: Arguments) throws -> Int32 {
    try siteCommand(arguments, command: "site")
}

/// `site`, and `report` (the site with results): the pages, the matrix when results are given.
func siteCommand(_ arguments: Arguments, command: String) throws -> Int32 {
    guard let out = arguments.value("out") else { throw UsageError("\(command) needs --out DIR") }
    try OutputPath.checkFolder(out, option: "\(command) --out")
    let results = try arguments.positionals.map { file throws -> EngineResults in
        guard let data = FileManager.default.contents(atPath: file) else { throw HarnessError.notFound("cannot read results file \(file)") }
        return try EngineResults(file: file, text: String(decoding: data, as: UTF8.self))
    }
    let folders = try ResultsCorpus(arguments: arguments, resultsFiles: arguments.positionals)
    let corpus = try Corpus.load(from: folders.fixtures)
    let engine = ReferenceEngine()
    let vocabulary = try VocabularyCoverage(corpus: corpus, specsDirectory: folders.specs) { fixture in
        try? engine.run(fixture.scenario)
    }
    let rules = try RuleCatalogue.load(specsDirectory: folders.specs)
    let site = CorpusSite(corpus: corpus, rules: rules, engine: engine, results: results, vocabulary: vocabulary)
    let pages = site.pages()
    try SitePage.write(pages, to: out)
    let open = (out as NSString).appendingPathComponent(results.isEmpty ? "index.html" : "matrix.html")
    print("wrote \(counted(pages.count, "file")) to \(out); open \(open)")
    return 0
}
