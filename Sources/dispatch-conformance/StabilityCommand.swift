import DispatchHarness
import DispatchModel
import Foundation

/// `run --stability N`: every selected fixture played N times, whatever the engine declares, and
/// reported only as stable, UNSTABLE or UNCHECKED (`StabilityCheck`; Specs/RUNNING.md, "Determinism").
func stabilityCommand(_ arguments: Arguments) throws -> Int32 {
    guard let text = arguments.value("stability"), let plays = Int(text), plays >= 2 else {
        throw UsageError("--stability needs a whole number of plays, at least 2 (8 catches a fixture with two orders 127 times in 128)")
    }
    for option in ["repeat", "json", "junit", "dump", "update-expectations", "max-failures", "max-timeouts"]
    where arguments.value(option) != nil {
        throw UsageError("--\(option) does not go with --stability, which gives no conformance verdict")
    }
    var seed = UInt64.random(in: 1...999_999)
    if let text = arguments.value("seed") {
        guard let value = UInt64(text) else { throw UsageError("--seed needs a whole number") }
        seed = value
    }
    let jobs = try jobCount(arguments)
    let (corpus, linted, selection) = try selectedCorpus(arguments)
    var expectations: ExpectationsFile?
    if let path = arguments.value("expectations") {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw HarnessError.notFound("cannot read the expectations file \(path)")
        }
        expectations = try ExpectationsFile.parse(text, file: path)
    }
    let (engines, startupProblem) = try enginesOrStartupFailure(arguments, jobs: jobs)
    defer { for engine in engines { (engine as? OutOfProcessEngine)?.shutDown() } }
    if let startupProblem {
        standardError("error: \(startupProblem.escapingControlCharacters)")
        print("no fixture was played: the engine did not start")
        return 1
    }
    var check = StabilityCheck(engines: engines, plays: plays, seed: seed)
    let progress = ProgressLine(interval: try ProgressLine.interval(arguments))
    check.progress = progress.forRun
    check.cancellation = TerminationSignals.interruptibleRun()
    var summary = check.run(linted, selection: selection)
    progress.erase()
    defer { TerminationSignals.endInterruptedRun() }
    if let expectations, let path = arguments.value("expectations") {
        let corpusIDs = Set(corpus.files.map { $0.fixture?.id ?? $0.fileID })
        for entry in expectations.entries where entry.unstable {
            guard corpusIDs.contains(entry.id) else {
                summary.problems.append("\(path): \(entry.id) is not a fixture of the corpus; remove it")
                continue
            }
            if let index = summary.results.firstIndex(where: { $0.id == entry.id }) { summary.results[index].knownUnstable = true }
        }
    }
    let repro = Invocation.line(
        "run", ["--stability", "\(plays)", "--seed", "\(seed)"],
        carrying: Invocation.carriedOptions + ["filter", "area", "rule", "feature", "conformance", "evidence", "exclude", "jobs"],
        from: arguments)
    print(StabilityReport(verbose: arguments.flag("verbose")) { repro }.render(summary))
    return summary.succeeded ? 0 : 1
}
