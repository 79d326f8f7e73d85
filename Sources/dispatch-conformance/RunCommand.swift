import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine

/// `run`: the corpus against an engine, the report, and the files asked for.
func runCommand(_ arguments: Arguments) throws -> Int32 {
    if arguments.value("expectations") != nil && arguments.value("update-expectations") != nil {
        throw UsageError("give either --expectations or --update-expectations")
    }
    let repetitions = try repetitionCount(arguments)
    let limits = RunLimits(
        maximumFailures: try positiveCount("max-failures", arguments),
        maximumConsecutiveTimeouts: try positiveCount("max-timeouts", arguments) ?? RunLimits.defaultConsecutiveTimeouts)
    // Checked before anything runs, so that a typo in a path cannot cost a whole run's report.
    for option in ["json", "junit", "update-expectations"] {
        if let path = arguments.value(option) { try OutputPath.check(path, option: "--\(option)") }
    }
    if let folder = arguments.value("dump") { try DumpFolder.prepare(folder) }
    let corpus = try loadCorpus(arguments)
    let selection = try selection(arguments, corpus: corpus)
    guard !corpus.files.isEmpty else {
        throw HarnessError.notFound("the corpus at \(corpus.root) has no fixture files (*.json); nothing to run")
    }
    let linted = LintedCorpus(corpus, rules: try loadRules(arguments))
    guard corpus.files.contains(where: { selection.matches($0, rules: linted.rules) }) else {
        throw HarnessError.notFound(noMatchMessage(arguments, corpus: corpus, rules: linted.rules))
    }
    let expectationsPath = arguments.value("expectations") ?? arguments.value("update-expectations")
    var expectations: ExpectationsFile?
    if let path = expectationsPath, let text = try? String(contentsOfFile: path, encoding: .utf8) {
        expectations = try ExpectationsFile.parse(text, file: path)
    } else if let path = arguments.value("expectations") {
        throw HarnessError.notFound("cannot read the expectations file \(path)")
    }
    let (engine, startupProblem) = try engineOrStartupFailure(arguments)
    defer { (engine as? OutOfProcessEngine)?.shutDown() }
    var runner = ConformanceRunner(engine: engine, annotationOracle: ReferenceEngine())
    runner.limits = limits
    if arguments.value("expectations") != nil { runner.limits.knownFailures = Set(expectations?.entries.map(\.id) ?? []) }
    let progress = ProgressLine(interval: try ProgressLine.interval(arguments))
    runner.progress = progress.forRun
    let startedAt = Date()
    var summary = runner.run(linted, selection: selection, repetitions: repetitions)
    progress.erase()
    if let startupProblem { summary.problems.insert(startupProblem, at: 0) }
    if let path = arguments.value("update-expectations") {
        guard summary.problems.isEmpty else {
            for problem in summary.problems { print("problem: \(problem.escapingControlCharacters)") }
            print("\(path) not written: the run did not check the engine")
            return 1
        }
        let text = ExpectationsFile.text(listingFailuresOf: summary, previous: expectations)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        print("wrote \(path): \(counted(text.split(separator: "\n").count - 2, "known failure"))")
        return 0
    }
    if let expectations, let path = expectationsPath { expectations.apply(to: &summary, corpus: corpus, file: path) }
    let report = TextReport(verbose: arguments.flag("verbose")) { id in reproLine(id, repetitions: repetitions, arguments) }
    print(report.render(summary))
    var written = true
    if let path = arguments.value("json") { written = OutputPath.write(JSONResults.text(summary), to: path, option: "--json") && written }
    if let path = arguments.value("junit") {
        written =
            OutputPath.write(JUnitReport(textReport: report, startedAt: startedAt).render(summary), to: path, option: "--junit") && written
    }
    if let folder = arguments.value("dump") {
        let version = (engine as? OutOfProcessEngine)?.handshake.protocolVersion ?? WireProtocol.version
        written = DumpFolder.write(RunDump(protocolVersion: version, textReport: report).files(summary), to: folder) && written
    }
    return summary.succeeded && written ? 0 : 1
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

/// The value of a count option (`--max-failures`, `--max-timeouts`), at least 1; nil without it.
func positiveCount(_ name: String, _ arguments: Arguments) throws -> Int? {
    guard let text = arguments.value(name) else { return nil }
    guard let count = Int(text), count >= 1 else { throw UsageError("--\(name) needs a whole number of at least 1") }
    return count
}
