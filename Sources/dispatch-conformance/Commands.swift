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
            usage: dispatch-conformance run [--engine-command CMD] [--timeout S] [--jobs N] [selection] [results]
                   dispatch-conformance run --stability N [--seed S] [--engine-command CMD] [--jobs N] [selection]

              --engine-command CMD  run an out-of-process engine (started with /bin/sh -c CMD) that speaks
                                    the JSON-lines protocol of Specs/RUNNING.md; default: the reference engine
              --timeout S      seconds one scenario may take an out-of-process engine (default: 10); its
                               handshake may take this long too, but at least 10 s
              --jobs N         start N engine processes that share the fixtures (with --engine-command; for
                               engines that answer slowly): results, reports and --max-failures are a
                               sequential run's
              --fixtures DIR   the corpus (default: Fixtures)
              --specs DIR      the specification, for rule ids (default: Specs)
              --ios V          the iOS release the reference engine models (default: 26; without
                               --engine-command): fixtures whose "ios" range does not hold it are
                               SKIP ("models iOS 12; needs iOS 13 or later"). An out-of-process engine
                               says its own in its handshake (Specs/RUNNING.md, "iOS versions")

            selection (every inclusion must match, then exclusions remove):
              --filter GLOB    fixture ids matching GLOB (* and ? wildcards)
              --area NAME      fixtures in Fixtures/NAME/ and its subfolders (a folder: hit-testing, gestures,
                               gestures/tap; an unknown one is rejected with the nearest ones)
              --feature F      fixtures that need feature F
              --rule GLOB      fixtures citing a rule matching GLOB (HT-04, RC-*)
              --conformance L  required, optional or implementation-defined
              --evidence G     fixtures with an expectation resting on evidence of grade G or a stronger
                               one: printed (output of real UIKit in Specs/OBSERVATIONS.md), documented
                               (Apple), tested (a test suite run on UIKit), inferred (every fixture);
                               `--evidence printed` lists first the failures real UIKit output decides
              --exclude GLOBS  comma-separated id globs to leave out

            results:
              --expectations FILE         the engine's known failures: listed failures are XFAIL; a listed
                                          fixture that passes (XPASS), is skipped or does not exist fails the run;
                                          a line `ID unstable  # why` lists a fixture known to be unstable: PASS
                                          or XFAIL, never XPASS
              --update-expectations FILE  bring FILE up to date with the run (every fixture that did not pass,
                                          UNSTABLE ones marked unstable), keeping its reasons, first comment lines
                                          and entries outside the selection; prints each change, writes --json
                                          and --junit, and exits 0
              --json PATH      machine-readable results (Specs/results.schema.json; read by `compare`): per
                               fixture its status, every expectation's verdict, the engine's full trace
              --junit PATH     JUnit XML
              --dump DIR       per fixture run, DIR/ID.request.json (the request line; the engine replays
                               it from standard input), DIR/ID.trace.txt (the engine's full trace) and
                               DIR/ID.result.txt (status and diff); DIR is made if missing
              --verbose        a line for every fixture, not only failures

            stopping early (the fixtures not reached get no result, and the run fails):
              --max-failures N stop after N fixtures that did not pass (known failures do not count)
              --max-timeouts N stop after N timeouts in a row (default: 5)

            determinism:
              --repeat N       run each fixture N times (N >= 2), an out-of-process engine in a fresh process
                               for each repetition; a fixture whose traces differ is UNSTABLE
              --stability N    instead of a conformance run, check that answers do not change: every selected
                               fixture, whatever the engine declares, played N times (N >= 2): alone in a fresh
                               process, then in a fresh process per play in a shuffled order, so that a
                               per-process order and state leaked between requests show. Each fixture is
                               stable, UNSTABLE (the first differing lines) or UNCHECKED (a play got no
                               answer); never PASS or FAIL. The last line is `stability: N stable, N unstable,
                               N unchecked (N plays of each fixture, seed S)`. A fixture with two equally likely
                               orders escapes N plays with probability 2^(1-N): 1/4 at 3, 1/128 at 8
                               (Specs/RUNNING.md, "How many plays catch what"); list known ones as `ID unstable`
                               in --expectations. A Swift engine: serve it with EngineServer.serve(engine)
                               from an executable (Examples/swift-served-engine) and pass --engine-command
              --seed S         the seed of --stability's shuffled orders (default: random, printed)

            An engine that cannot start ends the run at once with one message (--json and --junit list every
            fixture as ERROR). Ctrl-C stops the run: the report of the results so far, the closing line and the
            files asked for are written, then the command ends by the signal; a second Ctrl-C ends it at once.

            progress:
              --progress-every S  piped, redirected or with TERM=dumb, a plain progress line on standard error
                               every S seconds (default: 5; 0: after every fixture), without escape codes;
                               on a terminal, one progress line is rewritten in place and erased at the end

            An engine's own control characters (escape codes included) are shown escaped, as \\u{1B}.
            Each failure starts with the rules it breaks (the failing expectations' "rules"), the evidence
            behind them (printed by real UIKit, documented, tested or inferred) and, as context, the rules
            of the reference engine's code that emit the first differing line; it ends with a repro line: the program as invoked with the same --fixtures, --specs,
            --engine-command and --timeout, quoted for a POSIX shell.

            Exits 1 when anything fails, errors, times out, is unstable or passes unexpectedly, when the
            run stopped early, and when no fixture was executed (an empty corpus, or an engine that lacks
            every feature needed). The last line is `N passed, N failed, N skipped`, then `, N unstable` or
            `, N known unstable` when instability was found, among the other counts. The output paths are
            checked before the run. An option given twice is an error.
            """,
        valued: [
            "engine-command", "timeout", "fixtures", "specs", "filter", "feature", "area", "rule", "conformance", "evidence", "exclude",
            "expectations",
            "update-expectations", "json", "junit", "repeat", "dump", "max-failures", "max-timeouts", "jobs", "stability", "seed",
            "progress-every", "ios",
        ], flags: ["verbose"], maxPositionals: 0,
        action: runCommand),
    Command(
        name: "serve", summary: "Serve the reference engine over the JSON-lines protocol on standard input and output.",
        usage: """
            usage: dispatch-conformance serve [--ios V]

            Writes the handshake (protocol 3, with the iOS release modelled), then answers each request line
            read from standard input, of protocol 1, 2 or 3, with one trace line (Specs/RUNNING.md), until
            standard input ends. Any tool can use it as an oracle, and
            `run --engine-command "dispatch-conformance serve"` runs the corpus through it.

              --ios V   the iOS release the reference engine models, as 13 or 13.4 (default: 26)
            """,
        valued: ["ios"], flags: [], maxPositionals: 0,
        action: { arguments in
            EngineServer(engine: ReferenceEngine(iOS: try modelledIOS(arguments)), engineVersion: ReferenceEngine.version).serve()
            return 0
        }),
    Command(
        name: "lint", summary: "Check every fixture file strictly and report every problem.",
        usage: """
            usage: dispatch-conformance lint [DIR | FILE | --fixtures DIR] [--specs DIR] [--no-engine-choices]

              DIR, --fixtures DIR  the corpus (default: Fixtures); a folder without fixture files fails
              FILE                 one fixture file, checked as part of the Fixtures folder that holds it
              --specs DIR          the specification, for rule ids (default: Specs)
              --no-engine-choices  skip the slower check that no required fixture relies on an engine
                                   choice: by default every valid required fixture also runs under
                                   each alternative of the reference engine's choices
                                   (Specs/rules/README.md), and each expectation that fails is
                                   reported as relying on the choice; a fixture resting on an
                                   observed log of real UIKit is exempt, since the log decides

            Prints one line per problem (file: JSON path: what was expected) and exits 1 if there are any.
            A file whose name ends in .JSON (or any case but .json) is a problem, never skipped.
            """,
        valued: ["specs", "fixtures"], flags: ["no-engine-choices"], maxPositionals: 1, action: lintCommand),
    Command(
        name: "list", summary: "List fixtures: id, features, title.",
        usage: """
            usage: dispatch-conformance list [--fixtures DIR] [--filter GLOB] [--feature F] [--area NAME] [--rule GLOB]

              --filter GLOB    fixture ids matching GLOB (* and ? wildcards)
              --feature F      fixtures that need feature F
              --area NAME      fixtures in Fixtures/NAME/ and its subfolders, as `run --area`
              --rule GLOB      fixtures citing a rule matching GLOB (HT-04, RC-*), as `run --rule`

            One fixture a line, in columns: id, [features], title. A selection that matches nothing
            fails, with the nearest ids or rules.
            """,
        valued: ["fixtures", "filter", "feature", "area", "rule"], flags: [], maxPositionals: 0, action: listCommand),
    Command(
        name: "explain", summary: "Show one fixture: scene, script, expected and actual trace.",
        usage: """
            usage: dispatch-conformance explain ID [--full] [--engine-command CMD] [--timeout S] [--fixtures DIR] [--specs DIR]

              ID                    the fixture (its file name without .json; `list` prints them all; an
                                    unknown id is answered with the nearest ones)
              --full                also print the engine's whole trace, every channel, unfiltered
              --engine-command CMD  explain against an out-of-process engine (Specs/RUNNING.md) instead of
                                    the reference engine
              --timeout S           seconds the engine may take (default: 10)
              --fixtures DIR        the corpus (default: Fixtures)
              --specs DIR           the specification, for the titles of the rules cited (default: Specs)

            Prints the fixture's metadata, every key of its scene (what the fixture sets, then on a
            "defaults:" line what it leaves to UIKit's defaults), its script, and for each expectation its
            filter, its assertions mode by mode and the engine's filtered trace, saying whether it matches,
            with the diff of each assertion that does not hold; against the reference engine each line of
            that trace ends with the rules that produced it, e.g. [GA-01]. Exits 1 when the fixture does not
            pass (a skipped one included).
            """,
        valued: ["fixtures", "specs", "engine-command", "timeout"], flags: ["full"], maxPositionals: 1, action: explainCommand),
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
            usage: dispatch-conformance coverage [--fixtures DIR] [--specs DIR] [--rule GLOB | --area NAME]
                   dispatch-conformance coverage --vocabulary [--all] [--fixtures DIR] [--specs DIR]
                   dispatch-conformance coverage --evidence [--fixtures DIR] [--specs DIR]

            For each rule: the number of fixtures citing it, its confidence line (D/O/I, then what
            it rests on), and the fixtures citing it that rest on logs observed on real UIKit
            (observed-log provenance), with the observations they cite.

              --rule GLOB      only rules matching GLOB (HT-04, HT-*), as `run --rule`; ends with the
                               uncovered ones
              --area NAME      only fixtures in Fixtures/NAME/, as `run --area`: the rules they cite
              --vocabulary     which value classes of the scene and script vocabulary, and which combinations
                               (Specs/VOCABULARY.md), the corpus exercises, required fixtures counted apart;
                               exits 1 when an item no required fixture exercises is not listed there with a reason
              --all            with --vocabulary: every item with its fixtures, not only the gaps
              --evidence       only how sure the suite is of its required fixtures: those resting on inference
                               alone, then their count by the evidence of their best-founded expectation
            """,
        valued: ["fixtures", "specs", "area", "rule"], flags: ["vocabulary", "all", "evidence"], maxPositionals: 0,
        action: coverageCommand),
]

func loadCorpus(_ arguments: Arguments, default directory: String = "Fixtures") throws -> Corpus {
    try Corpus.load(from: arguments.value("fixtures") ?? directory)
}

func loadRules(_ arguments: Arguments) throws -> RuleCatalogue {
    try RuleCatalogue.load(specsDirectory: arguments.value("specs") ?? "Specs")
}

func selection(_ arguments: Arguments, corpus: Corpus) throws -> FixtureSelection {
    if let area = arguments.value("area") { try checkArea(area, in: corpus) }
    var selection = FixtureSelection(
        idGlob: arguments.value("filter"), area: arguments.value("area"), ruleGlob: arguments.value("rule"),
        excludedIDGlobs: arguments.value("exclude")?.split(separator: ",").map(String.init) ?? [])
    if let level = arguments.value("conformance") {
        guard let conformance = Conformance(rawValue: level) else {
            throw UsageError("--conformance takes \(Conformance.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        selection.conformance = conformance
    }
    if let grade = arguments.value("evidence") {
        guard let level = EvidenceGrade.Level(rawValue: grade) else {
            throw UsageError("--evidence takes \(EvidenceGrade.Level.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        selection.evidence = level
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

/// `--area NAME` of `run`, `list` and `coverage`: a folder of the corpus (`hit-testing`,
/// `gestures`, `gestures/tap`), its subfolders included, never a rule prefix; an unknown name is
/// a usage error naming the nearest areas.
func checkArea(_ area: String, in corpus: Corpus) throws {
    let areas = CorpusFile.areas(of: corpus.files)
    let trimmed = area.hasSuffix("/") ? String(area.dropLast()) : area
    guard !areas.contains(trimmed) else { return }
    let ruleHint = area.allSatisfy(\.isUppercase) ? "; to select rules \(area)-*, use --rule '\(area)-*'" : ""
    let nearest = ruleHint.isEmpty ? NearestIDs.suggestions(for: area, among: areas, limit: 3) : []
    let hint = nearest.isEmpty ? "" : "; did you mean " + nearest.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
    throw UsageError(
        "unknown area \"\(area)\" in \(corpus.root)\(hint)\(ruleHint) (the areas: \(areas.filter { !$0.contains("/") }.joined(separator: ", ")), and their folders)"
    )
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

/// The engines `run` checks (one, or one process per `--jobs`) and, when an out-of-process engine
/// could not start, the problem that says why: then the run ends with that one message, and every
/// selected fixture is an ERROR naming the failure, so that `--json` and `--junit` still account
/// for each one.
func enginesOrStartupFailure(_ arguments: Arguments, jobs: Int = 1) throws -> ([any DispatchEngine], String?) {
    var engines: [any DispatchEngine] = []
    do {
        for _ in 0..<jobs { engines.append(try engine(arguments)) }
        return (engines, nil)
    } catch let failure as EngineFailure {
        for engine in engines { (engine as? OutOfProcessEngine)?.shutDown() }
        let command = arguments.value("engine-command") ?? ""
        return ([UnstartedEngine(command: command, failure: failure)], "\(failure)")
    }
}

/// The iOS release of `--ios`, or the newest the corpus covers without it.
func modelledIOS(_ arguments: Arguments) throws -> IOSVersion {
    guard let text = arguments.value("ios") else { return .latestCovered }
    guard let version = IOSVersion(parsing: text), version.isCovered else {
        throw UsageError(
            "--ios needs an iOS release the corpus covers, \(IOSVersion.earliestCovered) to \(IOSVersion.latestCovered), written as 13 "
                + "or 13.4; found \"\(text)\"")
    }
    return version
}

/// The engine `run` checks: an out-of-process engine when `--engine-command` is given, else the reference engine.
func engine(_ arguments: Arguments) throws -> any DispatchEngine {
    guard let command = arguments.value("engine-command") else {
        guard arguments.value("timeout") == nil else { throw UsageError("--timeout applies only with --engine-command") }
        return ReferenceEngine(iOS: try modelledIOS(arguments))
    }
    guard arguments.value("ios") == nil else {
        throw UsageError("--ios sets the reference engine's iOS release; an out-of-process engine says its own in its handshake")
    }
    var timeout = 10.0
    if let text = arguments.value("timeout") {
        guard let value = Double(text), value > 0, value.isFinite else { throw UsageError("--timeout needs a positive number of seconds") }
        timeout = value
    }
    return try OutOfProcessEngine(command: command, timeout: timeout)
}

func lintCommand(_ arguments: Arguments) throws -> Int32 {
    if arguments.positionals.first != nil && arguments.value("fixtures") != nil {
        throw UsageError("give the corpus either as DIR or as --fixtures DIR, not both")
    }
    let path = arguments.positionals.first ?? arguments.value("fixtures") ?? "Fixtures"
    let (corpus, only) = try lintedFiles(at: path)
    guard !corpus.files.isEmpty else {
        print("no fixture files (*.json) in \(path): give the corpus folder (default: Fixtures) or a fixture file")
        return 1
    }
    let rules = try loadRules(arguments)
    // One file is linted within its corpus (ids must be unique, rules' letters follow the whole
    // corpus's evidence), and only its problems are reported.
    let shown = only.map { file in Corpus(root: corpus.root, files: [file]) } ?? corpus
    let shownPaths = Set(shown.files.map { shown.displayPath(of: $0) })
    var diagnostics = Linter.lint(corpus, rules: rules).filter { only == nil || shownPaths.contains($0.file) }
    if !arguments.flag("no-engine-choices") {
        let variants = EngineChoiceAlternative.all.map { alternative in
            EngineChoiceLint.Variant(
                choiceIDs: alternative.choiceIDs, summary: alternative.summary, engine: ReferenceEngine(choices: alternative.choices))
        }
        diagnostics += EngineChoiceLint.lint(
            LintedCorpus(shown, rules: rules), rules: rules, specsDirectory: arguments.value("specs") ?? "Specs", variants: variants)
    }
    for diagnostic in diagnostics { print(diagnostic) }
    let bad = Set(diagnostics.map(\.file)).intersection(shownPaths).count
    print("\(counted(shown.files.count, "file")), \(shown.files.count - bad) valid, \(counted(diagnostics.count, "problem"))")
    return diagnostics.isEmpty ? 0 : 1
}

/// What `lint PATH` checks: the corpus in a folder; or, for one fixture file, the corpus that
/// holds it (the nearest enclosing folder named `Fixtures`, so that the file keeps its area and
/// its id is checked against the others; else the file's own folder) with the file to report on.
func lintedFiles(at path: String) throws -> (corpus: Corpus, only: CorpusFile?) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
        if !isDirectory.boolValue && path.lowercased().hasSuffix(".json") {
            throw HarnessError.notFound("no fixture file at \(path)")
        }
        return (try Corpus.load(from: path), nil)
    }
    guard path.lowercased().hasSuffix(".json") else {
        throw HarnessError.notFound("\(path) is not a fixture file (*.json) or a corpus folder")
    }
    let given = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path.split(separator: "/", omittingEmptySubsequences: false).map(
        String.init)
    var root = given.count > 1 ? given.dropLast().joined(separator: "/") : "."
    var relative = given.last ?? path
    if let index = absolute.dropLast().lastIndex(of: "Fixtures") {
        let below = absolute.count - index - 1
        relative = absolute[(index + 1)...].joined(separator: "/")
        // The root as the path was given (a relative path stays relative) when it names it.
        root = given.count > below ? given.dropLast(below).joined(separator: "/") : absolute[...index].joined(separator: "/")
        if root.isEmpty { root = given.first == "" ? "/" : "." }
    }
    let file =
        relative.hasSuffix(".json")
        ? Corpus.loadFile(root: root, relativePath: relative)
        : Corpus.problemFile(
            root: root, relativePath: relative,
            message: "fixture files end in \".json\", in lower case: rename it to \(String(relative.dropLast(5))).json")
    var corpus = (try? Corpus.load(from: root)) ?? Corpus(root: root, files: [])
    if let index = corpus.files.firstIndex(where: { $0.relativePath == relative }) {
        corpus.files[index] = file
    } else {
        corpus.files.append(file)
    }
    return (corpus, file)
}

func listCommand(_ arguments: Arguments) throws -> Int32 {
    let corpus = try loadCorpus(arguments)
    let selection = try selection(arguments, corpus: corpus)
    let rows = corpus.files.filter { selection.matches($0) }.map { file in
        guard let fixture = file.fixture else { return (id: file.fileID, features: "[invalid: run lint]", title: "") }
        return (id: fixture.id, features: "[\(fixture.features.map(\.rawValue).joined(separator: ","))]", title: fixture.title)
    }
    guard !rows.isEmpty || !selection.isFiltered else {
        throw HarnessError.notFound(noMatchMessage(arguments, corpus: corpus, rules: try? loadRules(arguments)))
    }
    // Columns: the widest id, then features up to a width most rows fit, so that titles line up.
    let idWidth = rows.map(\.id.count).max() ?? 0
    let featureWidth = min(rows.map(\.features.count).max() ?? 0, 40)
    for row in rows {
        let id = row.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
        let features =
            row.features.count >= featureWidth ? row.features : row.features.padding(toLength: featureWidth, withPad: " ", startingAt: 0)
        let line = "\(id)  \(features)  \(row.title)"
        print(line.prefix { _ in true }.reversed().drop { $0 == " " }.reversed().map(String.init).joined())
    }
    return 0
}

/// Why a selection (`--filter`, `--rule`, …) matched no fixture, with the nearest ids or rules
/// when the filter or rule glob names nothing.
func noMatchMessage(_ arguments: Arguments, corpus: Corpus, rules: RuleCatalogue?) -> String {
    let ids = corpus.files.map { $0.fixture?.id ?? $0.fileID }
    func near(_ glob: String, among candidates: [String]) -> String {
        let plain = glob.filter { $0 != "*" && $0 != "?" }
        let nearest = NearestIDs.suggestions(for: plain, among: candidates, limit: 3)
        return nearest.isEmpty ? "" : "; did you mean " + nearest.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
    }
    if let glob = arguments.value("filter"), !ids.contains(where: { Glob.matches(glob, $0) }) {
        return "--filter \(glob) matches no fixture id in \(corpus.root)\(near(glob, among: ids)) (`dispatch-conformance list` lists them)"
    }
    if let glob = arguments.value("rule") {
        let cited = Set(corpus.fixtures.flatMap(\.rules))
        if !cited.contains(where: { Glob.matches(glob, $0) }) {
            let known = rules.map { $0.rules.map(\.id) } ?? Array(cited)
            let exists = known.contains { Glob.matches(glob, $0) }
            let what = exists ? "no fixture cites a rule matching it" : "it matches no rule"
            return
                "--rule \(glob): \(what)\(near(glob, among: exists ? Array(cited) : known)) (`dispatch-conformance coverage` lists the rules)"
        }
    }
    return "no fixture matches the selection together (each of --filter, --area, --rule, --feature, --conformance, --evidence "
        + "matches some, but no fixture matches all of them)"
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
        let nearest = NearestIDs.suggestions(for: id, among: corpus.files.map { $0.fixture?.id ?? $0.fileID })
        let hint = nearest.isEmpty ? "" : "; did you mean " + nearest.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
        throw HarnessError.notFound("no fixture \"\(id)\" in \(corpus.root)\(hint) (`dispatch-conformance list` lists them all)")
    }
    if case .failure(let error) = file.result { print(error) }
    return file.fixture.map { ($0, corpus.root, file) }
}

func explainCommand(_ arguments: Arguments) throws -> Int32 {
    guard let named = try namedFixtureFile(arguments, command: "explain") else { return 1 }
    let fixture = named.fixture
    let engine = try engine(arguments)
    defer { (engine as? OutOfProcessEngine)?.shutDown() }
    let written = SceneListing.writtenScene(root: named.root, relativePath: named.file.relativePath)
    var explanation = FixtureExplanation(fixture: fixture, engine: engine, showsFullTrace: arguments.flag("full"), writtenScene: written)
    explanation.rules = try? loadRules(arguments)
    let result = explanation.result()
    print(explanation.render(result))
    if let catalogue = try? loadRules(arguments) {
        print("\nrules cited:")
        for id in fixture.rules { print("  \(id)  \(catalogue.rule(id)?.title ?? "(not in the catalogue)")") }
    } else if arguments.value("specs") != nil {
        _ = try loadRules(arguments)
    }
    return result.label == "PASS" ? 0 : 1
}

/// How sure the suite is of its `required` fixtures: how many rest, at best, on printed UIKit
/// output, documents, tests or inference, and every one that rests on inference alone.
func printEvidenceOfRequiredFixtures(_ fixtures: [Fixture], rules: RuleCatalogue) {
    let required = fixtures.filter { $0.conformance == .required }
    let graded = required.compactMap { fixture in
        EvidenceGrade.strongest(of: fixture.expectations, in: fixture, rules: rules).map { (fixture, $0) }
    }
    let inferred = graded.filter { $0.1.level == .inferred }.map(\.0)
    print("required fixtures resting on inference alone (\(inferred.count))\(inferred.isEmpty ? ": none" : ":")")
    for fixture in inferred { print("  \(fixture.id) (\(fixture.rules.joined(separator: ", ")))") }
    let counts = EvidenceGrade.Level.allCases.map { level in graded.filter { $0.1.level == level }.count }
    print(
        "\(required.count) required fixtures by their best-founded expectation: \(counts[0]) printed by real UIKit, "
            + "\(counts[1]) documented, \(counts[2]) tested on UIKit, \(counts[3]) inferred")
}

/// `fixtures by iOS range: every iOS 815, iOS 13.4 or later 2`: how many fixtures hold for each
/// range, every iOS first, then the ranges by their lower bound.
func fixturesByIOSRange(_ fixtures: [Fixture]) -> String {
    var counts: [IOSRange: Int] = [:]
    for fixture in fixtures { counts[fixture.ios ?? .all, default: 0] += 1 }
    let key: (IOSRange) -> (Int, IOSVersion, IOSVersion) = { range in
        (range == .all ? 0 : 1, range.from ?? IOSVersion(0), range.before ?? IOSVersion(1000))
    }
    let ordered = counts.sorted { key($0.key) < key($1.key) }
    return "fixtures by iOS range: " + ordered.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
}

func coverageCommand(_ arguments: Arguments) throws -> Int32 {
    if arguments.flag("vocabulary") { return try vocabularyCoverageCommand(arguments) }
    guard !arguments.flag("all") else { throw UsageError("--all goes with --vocabulary") }
    if arguments.flag("evidence") {
        let corpus = try loadCorpus(arguments)
        printEvidenceOfRequiredFixtures(corpus.fixtures, rules: try loadRules(arguments))
        return 0
    }
    let corpus = try loadCorpus(arguments)
    let rules = try loadRules(arguments)
    let area = arguments.value("area")
    if let area { try checkArea(area, in: corpus) }
    let ruleGlob = arguments.value("rule")
    if let ruleGlob, !rules.rules.contains(where: { Glob.matches(ruleGlob, $0.id) }) {
        throw UsageError("--rule \(ruleGlob) matches no rule of the catalogue (rule ids look like HT-04; HT-* selects an area's rules)")
    }
    let fixtures = corpus.files.filter { file in area.map { file.isIn(area: $0) } ?? true }.compactMap(\.fixture)
    var uncovered: [String] = []
    var listed = 0
    for rule in rules.rules where ruleGlob.map({ Glob.matches($0, rule.id) }) ?? true {
        let citing = fixtures.filter { $0.rules.contains(rule.id) }
        // With --area, a rule that no fixture of the area cites belongs to another area: not listed.
        if area != nil && citing.isEmpty { continue }
        print("\(rule.id)  \(citing.count) fixture\(citing.count == 1 ? "" : "s")  \(rule.title)")
        for line in RuleEvidence(rule: rule, fixtures: citing).coverageLines { print(line) }
        if let range = rule.ios { print("  iOS: holds for \(range) — \(rule.iosEvidence)") }
        if !rule.iosChanges.isEmpty {
            print("  iOS: changes at \(rule.iosChanges.map(\.description).joined(separator: ", ")) — \(rule.iosEvidence)")
        }
        listed += 1
        if citing.isEmpty { uncovered.append(rule.id) }
    }
    printEvidenceOfRequiredFixtures(fixtures, rules: rules)
    print(fixturesByIOSRange(fixtures))
    if let area {
        print(
            "\(counted(listed, "rule")) cited by the \(counted(fixtures.count, "fixture")) in \(area) (without --area: the rules no fixture cites)"
        )
    } else {
        print("uncovered: \(uncovered.isEmpty ? "none" : uncovered.joined(separator: ", "))")
    }
    return 0
}
