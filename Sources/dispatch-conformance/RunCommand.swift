import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine

/// `run`: the corpus against an engine, the report, and the files asked for.
func runCommand(_ arguments: Arguments) throws -> Int32 {
    if arguments.value("expectations") != nil && arguments.value("update-expectations") != nil {
        throw UsageError("give either --expectations or --update-expectations")
    }
    if arguments.value("stability") != nil { return try stabilityCommand(arguments) }
    if arguments.value("seed") != nil { throw UsageError("--seed goes with --stability, whose order it shuffles") }
    let repetitions = try repetitionCount(arguments)
    let limits = RunLimits(
        maximumFailures: try positiveCount("max-failures", arguments),
        maximumConsecutiveTimeouts: try positiveCount("max-timeouts", arguments) ?? RunLimits.defaultConsecutiveTimeouts)
    let jobs = try jobCount(arguments)
    // Checked before anything runs, so that a typo in a path cannot cost a whole run's report.
    for option in ["json", "junit", "update-expectations"] {
        if let path = arguments.value(option) { try OutputPath.check(path, option: "--\(option)") }
    }
    if let folder = arguments.value("dump") { try DumpFolder.prepare(folder) }
    let (corpus, linted, selection) = try selectedCorpus(arguments)
    let expectationsPath = arguments.value("expectations") ?? arguments.value("update-expectations")
    var expectations: ExpectationsFile?
    var expectationsText: String?
    if let path = expectationsPath, let text = try? String(contentsOfFile: path, encoding: .utf8) {
        expectations = try ExpectationsFile.parse(text, file: path)
        expectationsText = text
    } else if let path = arguments.value("expectations") {
        throw HarnessError.notFound("cannot read the expectations file \(path)")
    }
    let (engines, startupProblem) = try enginesOrStartupFailure(arguments, jobs: jobs)
    defer { for engine in engines { (engine as? OutOfProcessEngine)?.shutDown() } }
    var runner = ConformanceRunner(engine: engines[0], annotationOracle: ReferenceEngine())
    runner.additionalEngines = Array(engines.dropFirst())
    runner.limits = limits
    if arguments.value("expectations") != nil { runner.limits.knownFailures = Set(expectations?.entries.map(\.id) ?? []) }
    let progress = ProgressLine(interval: try ProgressLine.interval(arguments))
    runner.progress = progress.forRun
    runner.cancellation = TerminationSignals.interruptibleRun()
    let startedAt = Date()
    var summary = runner.run(linted, selection: selection, repetitions: repetitions)
    progress.erase()
    defer { TerminationSignals.endInterruptedRun() }
    let report = TextReport(verbose: arguments.flag("verbose")) { id in reproLine(id, repetitions: repetitions, arguments) }
    if let startupProblem {
        // One cause, one message: the run ends here; the files still account for every fixture.
        summary.problems.insert(startupProblem, at: 0)
        standardError("error: \(startupProblem.escapingControlCharacters)")
        print("no fixture was run: the engine did not start (--json and --junit list every selected fixture as ERROR)")
        print(summary.closingLine)
        _ = writeResultFiles(summary, report: report, arguments, startedAt: startedAt)
        return 1
    }
    if let path = arguments.value("update-expectations") {
        guard summary.problems.isEmpty else {
            for problem in summary.problems { print("problem: \(problem.escapingControlCharacters)") }
            print("\(path) not written: the run did not check the engine")
            _ = writeResultFiles(summary, report: report, arguments, startedAt: startedAt)
            return 1
        }
        let update = ExpectationsUpdate(
            previousText: expectationsText, previous: expectations, summary: summary,
            corpusIDs: Set(corpus.files.map { $0.fixture?.id ?? $0.fileID }))
        for change in update.changes { print(change) }
        guard OutputPath.write(update.text, to: path, option: "--update-expectations") else { return 1 }
        let unstable = update.entries.filter(\.unstable).count
        print(
            "wrote \(path): \(update.entries.count) known failures\(unstable > 0 ? " (\(unstable) unstable)" : ""), "
                + (update.changes.isEmpty ? "unchanged" : "\(update.changes.count) changes"))
        return writeResultFiles(summary, report: report, arguments, startedAt: startedAt) ? 0 : 1
    }
    if let expectations, let path = expectationsPath { expectations.apply(to: &summary, corpus: corpus, file: path) }
    print(report.render(summary))
    var written = writeResultFiles(summary, report: report, arguments, startedAt: startedAt)
    if let folder = arguments.value("dump") {
        let version = (engines[0] as? OutOfProcessEngine)?.handshake.protocolVersion ?? WireProtocol.version
        written = DumpFolder.write(RunDump(protocolVersion: version, textReport: report).files(summary), to: folder) && written
    }
    return summary.succeeded && written ? 0 : 1
}

/// The corpus, linted, and the selection of `run`; throws when the corpus is empty or nothing matches.
func selectedCorpus(_ arguments: Arguments) throws -> (Corpus, LintedCorpus, FixtureSelection) {
    let corpus = try loadCorpus(arguments)
    let selection = try selection(arguments, corpus: corpus)
    guard !corpus.files.isEmpty else {
        throw HarnessError.notFound("the corpus at \(corpus.root) has no fixture files (*.json); nothing to run")
    }
    let linted = LintedCorpus(corpus, rules: try loadRules(arguments))
    guard corpus.files.contains(where: { selection.matches($0, rules: linted.rules) }) else {
        throw HarnessError.notFound(noMatchMessage(arguments, corpus: corpus, rules: linted.rules))
    }
    return (corpus, linted, selection)
}

/// Writes the `--json` and `--junit` files asked for; false when one could not be written.
func writeResultFiles(_ summary: RunSummary, report: TextReport, _ arguments: Arguments, startedAt: Date) -> Bool {
    var written = true
    if let path = arguments.value("json") { written = OutputPath.write(JSONResults.text(summary), to: path, option: "--json") && written }
    if let path = arguments.value("junit") {
        written =
            OutputPath.write(JUnitReport(textReport: report, startedAt: startedAt).render(summary), to: path, option: "--junit") && written
    }
    return written
}

/// The line that reruns one fixture as this run did: `explain` of it with the same corpus,
/// rules and engine, or with `--repeat`, `run` of it alone with the same repetitions.
func reproLine(_ id: String, repetitions: Int, _ arguments: Arguments) -> String {
    repetitions > 1
        ? Invocation.line("run", ["--filter", shellQuoted(id), "--repeat", "\(repetitions)"], from: arguments)
        : Invocation.line("explain", [shellQuoted(id)], from: arguments)
}

/// The value of `--repeat`: how many times each fixture runs (1 without it).
func repetitionCount(_ arguments: Arguments) throws -> Int {
    guard let text = arguments.value("repeat") else { return 1 }
    guard let count = Int(text), count >= 2 else { throw UsageError("--repeat needs a whole number of at least 2") }
    return count
}

/// The value of `--jobs`: how many engine processes share the fixtures (1 without it).
func jobCount(_ arguments: Arguments) throws -> Int {
    guard let jobs = try positiveCount("jobs", arguments) else { return 1 }
    guard arguments.value("engine-command") != nil else {
        throw UsageError("--jobs applies only with --engine-command (the reference engine already runs on every core)")
    }
    return jobs
}

/// The value of a count option (`--max-failures`, `--max-timeouts`), at least 1; nil without it.
func positiveCount(_ name: String, _ arguments: Arguments) throws -> Int? {
    guard let text = arguments.value(name) else { return nil }
    guard let count = Int(text), count >= 1 else { throw UsageError("--\(name) needs a whole number of at least 1") }
    return count
}
