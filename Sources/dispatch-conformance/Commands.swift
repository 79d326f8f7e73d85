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
let commands: [Command] = coreCommands + [migrateCommand] + renderCommands + fuzzCommands

/// Running, checking and inspecting the corpus.
let coreCommands: [Command] = [
    Command(
        name: "run", summary: "Run the corpus against the reference engine and report PASS / FAIL / ERROR / SKIP.",
        usage: """
            usage: dispatch-conformance run [--engine-command CMD] [--timeout S] [selection] [results]

              --engine-command CMD  run an out-of-process engine (started with /bin/sh -c CMD) that speaks
                                    the JSON-lines protocol of Specs/RUNNING.md; default: the reference engine
              --timeout S      seconds one scenario may take an out-of-process engine (default: 10); its
                               handshake may take this long too, but at least 10 s
              --fixtures DIR   the corpus (default: Fixtures)
              --specs DIR      the specification, for rule ids (default: Specs)

            selection (every inclusion must match, then exclusions remove):
              --filter GLOB    fixture ids matching GLOB (* and ? wildcards)
              --area NAME      fixtures in Fixtures/NAME/
              --feature F      fixtures that need feature F
              --rule GLOB      fixtures citing a rule matching GLOB (HT-04, RC-*)
              --conformance L  required, optional or implementation-defined
              --exclude GLOBS  comma-separated id globs to leave out

            results:
              --expectations FILE         the engine's known failures: listed failures are XFAIL; a listed
                                          fixture that passes (XPASS), is skipped or does not exist fails the run
              --update-expectations FILE  write FILE listing every fixture that did not pass, and exit 0
              --json PATH      machine-readable results (read by `compare`)
              --junit PATH     JUnit XML
              --verbose        a line for every fixture, not only failures

            determinism:
              --repeat N       run each fixture N times (N >= 2), an out-of-process engine in a fresh process
                               for each repetition; a fixture whose traces differ is UNSTABLE

            Exits 1 when anything fails, errors, times out, is unstable or passes unexpectedly, and when
            no fixture was executed (an empty corpus, or an engine that lacks every feature needed). The
            last line is `N passed, N failed, N skipped`. The output paths are checked before the run.
            """,
        valued: [
            "engine-command", "timeout", "fixtures", "specs", "filter", "feature", "area", "rule", "conformance", "exclude", "expectations",
            "update-expectations", "json", "junit", "repeat",
        ], flags: ["verbose"], maxPositionals: 0,
        action: runCommand),
    Command(
        name: "serve", summary: "Serve the reference engine over the JSON-lines protocol on standard input and output.",
        usage: """
            usage: dispatch-conformance serve

            Writes the handshake, then answers each scenario line read from standard input with one trace
            line (Specs/RUNNING.md), until standard input ends. Any tool can use it as an oracle, and
            `run --engine-command "dispatch-conformance serve"` runs the corpus through it.
            """,
        valued: [], flags: [], maxPositionals: 0,
        action: { _ in
            EngineServer(engine: ReferenceEngine(), engineVersion: ReferenceEngine.version).serve()
            return 0
        }),
    Command(
        name: "lint", summary: "Check every fixture file strictly and report every problem.",
        usage: """
            usage: dispatch-conformance lint [DIR | --fixtures DIR] [--specs DIR]

              DIR, --fixtures DIR  the corpus (default: Fixtures)
              --specs DIR          the specification, for rule ids (default: Specs)

            Prints one line per problem (file: JSON path: what was expected) and exits 1 if there are any.
            """,
        valued: ["specs", "fixtures"], flags: [], maxPositionals: 1, action: lintCommand),
    Command(
        name: "list", summary: "List fixtures: id, features, title.",
        usage: """
            usage: dispatch-conformance list [--fixtures DIR] [--filter GLOB] [--feature F]
            """,
        valued: ["fixtures", "filter", "feature"], flags: [], maxPositionals: 0, action: listCommand),
    Command(
        name: "explain", summary: "Show one fixture: scene, script, expected and actual trace.",
        usage: """
            usage: dispatch-conformance explain ID [--full] [--fixtures DIR]

              ID               the fixture (its file name without .json; `list` prints them all)
              --full           also print the reference engine's whole trace, every channel, unfiltered
              --fixtures DIR   the corpus (default: Fixtures)

            Prints the fixture's metadata, every key of its scene (what the fixture sets, then on a
            "defaults:" line what it leaves to UIKit's defaults), its script, and for each expectation its
            filter, its assertions mode by mode and the reference engine's filtered trace, saying whether
            it matches.
            """,
        valued: ["fixtures"], flags: ["full"], maxPositionals: 1, action: explainCommand),
    Command(
        name: "compare", summary: "Compare engines' --json results as a Markdown matrix by area and status.",
        usage: """
            usage: dispatch-conformance compare A.json B.json ...

            Prints, per area, each engine's counts by status, then the fixtures that fail in only one
            engine and those that fail in all.
            """,
        valued: [], flags: [], maxPositionals: 64, action: compareCommand),
    Command(
        name: "coverage", summary: "List each rule with its evidence and the fixtures that cite it, and the rules none cite.",
        usage: """
            usage: dispatch-conformance coverage [--fixtures DIR] [--specs DIR] [--area PREFIX]
                   dispatch-conformance coverage --vocabulary [--all] [--fixtures DIR] [--specs DIR]

            For each rule: the number of fixtures citing it, its confidence line (D/O/I, then what
            it rests on), and the fixtures citing it that rest on logs observed on real UIKit
            (observed-log provenance), with the observations they cite.

              --area PREFIX    only rules whose id starts with PREFIX (e.g. HT)
              --vocabulary     which value classes of the scene and script vocabulary, and which combinations
                               (Specs/VOCABULARY.md), the corpus exercises, required fixtures counted apart;
                               exits 1 when an item no required fixture exercises is not listed there with a reason
              --all            with --vocabulary: every item with its fixtures, not only the gaps
            """,
        valued: ["fixtures", "specs", "area"], flags: ["vocabulary", "all"], maxPositionals: 0, action: coverageCommand),
]

func loadCorpus(_ arguments: Arguments, default directory: String = "Fixtures") throws -> Corpus {
    try Corpus.load(from: arguments.value("fixtures") ?? directory)
}

func loadRules(_ arguments: Arguments) throws -> RuleCatalogue {
    try RuleCatalogue.load(specsDirectory: arguments.value("specs") ?? "Specs")
}

func selection(_ arguments: Arguments) throws -> FixtureSelection {
    var selection = FixtureSelection(
        idGlob: arguments.value("filter"), area: arguments.value("area"), ruleGlob: arguments.value("rule"),
        excludedIDGlobs: arguments.value("exclude")?.split(separator: ",").map(String.init) ?? [])
    if let level = arguments.value("conformance") {
        guard let conformance = Conformance(rawValue: level) else {
            throw UsageError("--conformance takes \(Conformance.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        selection.conformance = conformance
    }
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
    if arguments.value("expectations") != nil && arguments.value("update-expectations") != nil {
        throw UsageError("give either --expectations or --update-expectations")
    }
    let repetitions = try repetitionCount(arguments)
    // Checked before anything runs, so that a typo in a path cannot cost a whole run's report.
    for option in ["json", "junit", "update-expectations"] {
        if let path = arguments.value(option) { try OutputPath.check(path, option: "--\(option)") }
    }
    let corpus = try loadCorpus(arguments)
    let selection = try selection(arguments)
    guard !corpus.files.isEmpty else {
        throw HarnessError.notFound("the corpus at \(corpus.root) has no fixture files (*.json); nothing to run")
    }
    guard corpus.files.contains(where: selection.matches) else { throw HarnessError.notFound("no fixture matches the filter") }
    let linted = LintedCorpus(corpus, rules: try loadRules(arguments))
    let expectationsPath = arguments.value("expectations") ?? arguments.value("update-expectations")
    var expectations: ExpectationsFile?
    if let path = expectationsPath, let text = try? String(contentsOfFile: path, encoding: .utf8) {
        expectations = try ExpectationsFile.parse(text, file: path)
    } else if let path = arguments.value("expectations") {
        throw HarnessError.notFound("cannot read the expectations file \(path)")
    }
    let (engine, startupProblem) = try engineOrStartupFailure(arguments)
    defer { (engine as? OutOfProcessEngine)?.shutDown() }
    var summary = ConformanceRunner(engine: engine).run(linted, selection: selection, repetitions: repetitions)
    if let startupProblem { summary.problems.insert(startupProblem, at: 0) }
    if let path = arguments.value("update-expectations") {
        guard summary.problems.isEmpty else {
            for problem in summary.problems { print("problem: \(problem)") }
            print("\(path) not written: the run did not check the engine")
            return 1
        }
        let text = ExpectationsFile.text(listingFailuresOf: summary, previous: expectations)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        print("wrote \(path): \(text.split(separator: "\n").count - 2) known failures")
        return 0
    }
    if let expectations, let path = expectationsPath { expectations.apply(to: &summary, corpus: corpus, file: path) }
    let fixturesOption = arguments.value("fixtures").map { " --fixtures \(shellQuoted($0))" } ?? ""
    let repeatOption = repetitions > 1 ? " --repeat \(repetitions)" : ""
    let report = TextReport(verbose: arguments.flag("verbose")) { id in
        if let command = arguments.value("engine-command") {
            return
                "swift run dispatch-conformance run --engine-command \(shellQuoted(command))\(fixturesOption)\(repeatOption) --filter \(id)"
        }
        return repetitions > 1
            ? "swift run dispatch-conformance run\(fixturesOption)\(repeatOption) --filter \(id)"
            : "swift run dispatch-conformance explain \(id)\(fixturesOption)"
    }
    print(report.render(summary))
    var written = true
    if let path = arguments.value("json") { written = OutputPath.write(JSONResults.text(summary), to: path, option: "--json") && written }
    if let path = arguments.value("junit") {
        written = OutputPath.write(JUnitReport(textReport: report).render(summary), to: path, option: "--junit") && written
    }
    return summary.succeeded && written ? 0 : 1
}

/// The value of `--repeat`: how many times each fixture runs (1 without it).
func repetitionCount(_ arguments: Arguments) throws -> Int {
    guard let text = arguments.value("repeat") else { return 1 }
    guard let count = Int(text), count >= 2 else { throw UsageError("--repeat needs a whole number of at least 2") }
    return count
}

func compareCommand(_ arguments: Arguments) throws -> Int32 {
    guard !arguments.positionals.isEmpty else { throw UsageError("compare needs at least one results file") }
    var documents: [(file: String, text: String)] = []
    for path in arguments.positionals {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw HarnessError.notFound("cannot read \(path)") }
        documents.append((path, text))
    }
    print(try EngineComparison(documents: documents).markdown(), terminator: "")
    return 0
}

/// The engine `run` checks and, when its out-of-process engine could not start, the problem that
/// says why: then every selected fixture is an ERROR naming the failure, so that `--json` and
/// `--junit` still account for each one.
func engineOrStartupFailure(_ arguments: Arguments) throws -> (any DispatchEngine, String?) {
    do {
        return (try engine(arguments), nil)
    } catch let failure as EngineFailure {
        let command = arguments.value("engine-command") ?? ""
        return (UnstartedEngine(command: command, failure: failure), "\(failure)")
    }
}

/// The engine `run` checks: an out-of-process engine when `--engine-command` is given, else the reference engine.
func engine(_ arguments: Arguments) throws -> any DispatchEngine {
    guard let command = arguments.value("engine-command") else {
        guard arguments.value("timeout") == nil else { throw UsageError("--timeout applies only with --engine-command") }
        return ReferenceEngine()
    }
    var timeout = 10.0
    if let text = arguments.value("timeout") {
        guard let value = Double(text), value > 0, value.isFinite else { throw UsageError("--timeout needs a positive number of seconds") }
        timeout = value
    }
    return try OutOfProcessEngine(command: command, timeout: timeout)
}

/// `text` quoted for a POSIX shell when it needs quoting.
func shellQuoted(_ text: String) -> String {
    let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,".contains($0) }
    return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

func lintCommand(_ arguments: Arguments) throws -> Int32 {
    if arguments.positionals.first != nil && arguments.value("fixtures") != nil {
        throw UsageError("give the corpus either as DIR or as --fixtures DIR, not both")
    }
    let corpus = try Corpus.load(from: arguments.positionals.first ?? arguments.value("fixtures") ?? "Fixtures")
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

/// The fixture a command names by id: a usage error without one, not found when the corpus has
/// none, and nil (with its problems printed) when the file does not decode.
func namedFixture(_ arguments: Arguments, command: String) throws -> Fixture? {
    try namedFixtureFile(arguments, command: command)?.fixture
}

/// The fixture the first positional names, with its corpus root and file; nil (after printing
/// why) when its file does not decode.
func namedFixtureFile(_ arguments: Arguments, command: String) throws -> (fixture: Fixture, root: String, file: CorpusFile)? {
    guard let id = arguments.positionals.first else { throw UsageError("\(command) needs a fixture id") }
    let corpus = try loadCorpus(arguments)
    guard let file = corpus.files.first(where: { ($0.fixture?.id ?? $0.fileID) == id }) else {
        throw HarnessError.notFound("no fixture \"\(id)\" in \(corpus.root); see `dispatch-conformance list`")
    }
    if case .failure(let error) = file.result { print(error) }
    return file.fixture.map { ($0, corpus.root, file) }
}

func explainCommand(_ arguments: Arguments) throws -> Int32 {
    guard let named = try namedFixtureFile(arguments, command: "explain") else { return 1 }
    let written = SceneListing.writtenScene(root: named.root, relativePath: named.file.relativePath)
    print(
        FixtureExplanation(fixture: named.fixture, engine: ReferenceEngine(), showsFullTrace: arguments.flag("full"), writtenScene: written)
            .render())
    return 0
}

func coverageCommand(_ arguments: Arguments) throws -> Int32 {
    if arguments.flag("vocabulary") { return try vocabularyCoverageCommand(arguments) }
    guard !arguments.flag("all") else { throw UsageError("--all goes with --vocabulary") }
    let corpus = try loadCorpus(arguments)
    let rules = try loadRules(arguments)
    let area = arguments.value("area")
    var uncovered: [String] = []
    for rule in rules.rules where area.map({ rule.id.hasPrefix($0 + "-") }) ?? true {
        let citing = corpus.fixtures.filter { $0.rules.contains(rule.id) }
        print("\(rule.id)  \(citing.count) fixture\(citing.count == 1 ? "" : "s")  \(rule.title)")
        for line in RuleEvidence(rule: rule, fixtures: citing).coverageLines { print(line) }
        if citing.isEmpty { uncovered.append(rule.id) }
    }
    print("uncovered: \(uncovered.isEmpty ? "none" : uncovered.joined(separator: ", "))")
    return 0
}
