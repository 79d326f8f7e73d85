import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine

/// One subcommand: its usage text and what it does. Returns the process exit status.
struct Command: Sendable {
    let name: String
    let summary: String
    let usage: String
    let valued: Set<String>
    let flags: Set<String>
    let maxPositionals: Int
    let action: @Sendable (Arguments) throws -> Int32
}

/// The subcommands, in the order `--help` lists them.
let commands: [Command] = coreCommands + renderCommands

/// Running, checking and inspecting the corpus.
let coreCommands: [Command] = [
    Command(
        name: "run", summary: "Run the corpus against the reference engine and report PASS / FAIL / ERROR / SKIP.",
        usage: """
            usage: dispatch-conformance run [--fixtures DIR] [--specs DIR] [--filter GLOB] [--feature F] [--verbose]

              --fixtures DIR   the corpus (default: Fixtures)
              --specs DIR      the specification, for rule ids (default: Specs)
              --filter GLOB    only fixtures whose id matches (* and ? wildcards)
              --feature F      only fixtures that need feature F
              --verbose        a line for every fixture, not only failures

            Exits 1 when any fixture fails or errors. The last line is `N passed, N failed, N skipped`.
            """,
        valued: ["fixtures", "specs", "filter", "feature"], flags: ["verbose"], maxPositionals: 0, action: runCommand),
    Command(
        name: "lint", summary: "Check every fixture file strictly and report every problem.",
        usage: """
            usage: dispatch-conformance lint [DIR] [--specs DIR]

              DIR              the corpus (default: Fixtures)
              --specs DIR      the specification, for rule ids (default: Specs)

            Prints one line per problem (file: JSON path: what was expected) and exits 1 if there are any.
            """,
        valued: ["specs"], flags: [], maxPositionals: 1, action: lintCommand),
    Command(
        name: "list", summary: "List fixtures: id, features, title.",
        usage: """
            usage: dispatch-conformance list [--fixtures DIR] [--filter GLOB] [--feature F]
            """,
        valued: ["fixtures", "filter", "feature"], flags: [], maxPositionals: 0, action: listCommand),
    Command(
        name: "explain", summary: "Show one fixture: scene, script, expected and actual trace.",
        usage: """
            usage: dispatch-conformance explain ID [--fixtures DIR]
            """,
        valued: ["fixtures"], flags: [], maxPositionals: 1, action: explainCommand),
    Command(
        name: "coverage", summary: "List each rule with the fixtures that cite it, and the rules none cite.",
        usage: """
            usage: dispatch-conformance coverage [--fixtures DIR] [--specs DIR] [--area PREFIX]

              --area PREFIX    only rules whose id starts with PREFIX (e.g. HT)
            """,
        valued: ["fixtures", "specs", "area"], flags: [], maxPositionals: 0, action: coverageCommand),
]

func loadCorpus(_ arguments: Arguments, default directory: String = "Fixtures") throws -> Corpus {
    try Corpus.load(from: arguments.value("fixtures") ?? directory)
}

func loadRules(_ arguments: Arguments) throws -> RuleCatalogue {
    try RuleCatalogue.load(specsDirectory: arguments.value("specs") ?? "Specs")
}

func selection(_ arguments: Arguments) throws -> FixtureSelection {
    var selection = FixtureSelection(idGlob: arguments.value("filter"))
    if let name = arguments.value("feature") {
        let feature = Feature(rawValue: name)
        guard feature.isKnown else {
            throw UsageError("unknown feature \"\(name)\"; known: \(Feature.catalogue.map(\.rawValue).joined(separator: ", "))")
        }
        selection.feature = feature
    }
    return selection
}

func runCommand(_ arguments: Arguments) throws -> Int32 {
    let corpus = try loadCorpus(arguments)
    let rules = try loadRules(arguments)
    let selection = try selection(arguments)
    let summary = ConformanceRunner(engine: ReferenceEngine()).run(corpus, rules: rules, selection: selection)
    if summary.results.isEmpty && (selection.idGlob != nil || selection.feature != nil) {
        throw HarnessError.notFound("no fixture matches the filter")
    }
    let fixturesOption = arguments.value("fixtures").map { " --fixtures \($0)" } ?? ""
    let report = TextReport(verbose: arguments.flag("verbose")) { id in "swift run dispatch-conformance explain \(id)\(fixturesOption)" }
    print(report.render(summary))
    return summary.succeeded ? 0 : 1
}

func lintCommand(_ arguments: Arguments) throws -> Int32 {
    let corpus = try Corpus.load(from: arguments.positionals.first ?? "Fixtures")
    let diagnostics = Linter.lint(corpus, rules: try loadRules(arguments))
    for diagnostic in diagnostics { print(diagnostic) }
    let bad = Set(diagnostics.map(\.file)).count
    print("\(corpus.files.count) files, \(corpus.files.count - bad) valid, \(diagnostics.count) problems")
    return diagnostics.isEmpty ? 0 : 1
}

func listCommand(_ arguments: Arguments) throws -> Int32 {
    let corpus = try loadCorpus(arguments)
    let selection = try selection(arguments)
    for file in corpus.files where selection.matches(file) {
        if let fixture = file.fixture {
            print("\(fixture.id)  [\(fixture.features.map(\.rawValue).joined(separator: ","))]  \(fixture.title)")
        } else {
            print("\(file.fileID)  [invalid: run lint]")
        }
    }
    return 0
}

func explainCommand(_ arguments: Arguments) throws -> Int32 {
    guard let id = arguments.positionals.first else { throw UsageError("explain needs a fixture id") }
    let corpus = try loadCorpus(arguments)
    guard let file = corpus.files.first(where: { ($0.fixture?.id ?? $0.fileID) == id }) else {
        throw HarnessError.notFound("no fixture \"\(id)\" in \(corpus.root); see `dispatch-conformance list`")
    }
    guard let fixture = file.fixture else {
        if case .failure(let error) = file.result { print(error) }
        return 1
    }
    print(FixtureExplanation(fixture: fixture, engine: ReferenceEngine()).render())
    return 0
}

func coverageCommand(_ arguments: Arguments) throws -> Int32 {
    let corpus = try loadCorpus(arguments)
    let rules = try loadRules(arguments)
    let area = arguments.value("area")
    var uncovered: [String] = []
    for rule in rules.rules where area.map({ rule.id.hasPrefix($0 + "-") }) ?? true {
        let citing = corpus.fixtures.filter { $0.rules.contains(rule.id) }.map(\.id)
        print("\(rule.id)  \(citing.count) fixture\(citing.count == 1 ? "" : "s")  \(rule.title)")
        if citing.isEmpty { uncovered.append(rule.id) }
    }
    print("uncovered: \(uncovered.isEmpty ? "none" : uncovered.joined(separator: ", "))")
    return 0
}
