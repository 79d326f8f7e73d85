import DispatchFuzz
import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine

/// Random scenes against the reference engine, or against an engine under test: `fuzz`.
let fuzzCommands: [Command] = [
    Command(
        name: "fuzz", summary: "Check random scenes and scripts against invariants, or compare an engine with the reference.",
        usage: """
            usage: dispatch-conformance fuzz [--seed S] [--count N | --case I] [--engine-command CMD] [--ignore CLASSES] [--out DIR]
                   dispatch-conformance fuzz --replay FILE [--engine-command CMD] [--ignore CLASSES]

              --seed S              the run's seed, an unsigned integer (default: 1); the same seed and
                                    count always give the same cases, in any process
              --count N             how many cases (default: 1000)
              --case I              check only case I of the seed (as printed with a failure)
              --engine-command CMD  also run an out-of-process engine (Specs/RUNNING.md) and compare its
                                    traces with the reference engine's on the channels of the features
                                    both declare; cases then use only those features
              --timeout S           seconds one scenario may take that engine (default: 10)
              --ignore CLASSES      known differences to fuzz past, comma-separated: a channel name
                                    leaves the whole channel out of the comparison (gestureValue,
                                    location, sendEvent, …), a line kind only those lines: input,
                                    systemCancel, ignoringInteractionEvents, viewMutation,
                                    viewPropertyChange, controlEnabledChange, motionInput,
                                    remoteControlInput, hitTestCall, pointInside, hitTestReturn, hit,
                                    tapCount, sendEvent, touches, location, dropped, recognizerTouches,
                                    gesture, recognizerAction, targetedRecognizerAction, gestureValue,
                                    controlEvent, controlAction,
                                    targetedControlAction, controlState, select, scrollFlag, firstResponder,
                                    motion, droppedMotion, remoteControl, droppedRemoteControl,
                                    sendAction, targetForAction (a name that is both is the channel)
              --ignore-file FILE    the same, one class per line; '#' starts a comment
              --out DIR             where failing cases are written as fixtures (default: fuzz-failures)
              --max-failures N      shrink and write at most N failures; count the rest (default: 5)
              --digest              print a digest of the generated cases (to compare two processes)
              --replay FILE         check the scenario of one fixture file (e.g. one written here)
              --progress-every S    piped, redirected or with TERM=dumb, a plain line on standard error
                                    every S seconds (default: 5; 0: after every batch of cases); on a
                                    terminal, one line rewritten in place

            Each case is a random valid scene and script using the whole fixture format (windows, trees,
            transforms, overrides, responders, every recognizer kind and delegate answer, failure
            requirements, controls, scroll and table views, sendEvent overrides, exclusive and multiple
            touch, touch types; touches several at a time, recognizers enabled and disabled, views hidden
            or removed mid-touch, system cancels, ignoring of events, first-responder, shake,
            remote-control and action steps); a case the format's validation rejects is a bug of the
            fuzzer, counted apart. The reference engine must give the same trace twice, and its trace
            must hold the invariants of Specs/RUNNING.md, "Robustness and fuzzing". A failure prints
            its seed and case and the command that replays it, is shrunk while it fails the same check
            (for a difference: while its first differing lines are of the same kinds), and is written
            to DIR as a fixture that reproduces it; review it before it enters the corpus. Exits 1 when
            anything fails.
            """,
        valued: [
            "seed", "count", "case", "engine-command", "timeout", "ignore", "ignore-file", "out", "max-failures", "replay",
            "progress-every",
        ],
        flags: ["digest"], maxPositionals: 0, action: fuzzCommand)
]

func fuzzCommand(_ arguments: Arguments) throws -> Int32 {
    let mask = try divergenceMask(arguments)
    let candidate: (any DispatchEngine)? = arguments.value("engine-command") == nil ? nil : try engine(arguments)
    defer { (candidate as? OutOfProcessEngine)?.shutDown() }
    let reference = ReferenceEngine()
    let features = reference.features.intersection(Feature.expandingRetired(candidate?.features ?? reference.features))
    let oracle = FuzzOracle(reference: reference, candidate: candidate, profile: FuzzProfile(features: features), mask: mask)
    let options = replayOptions(arguments, mask: mask)
    if let path = arguments.value("replay") { return try replay(path, oracle: oracle, arguments) }

    let seed = try number("seed", arguments, default: 1, as: UInt64.self)
    let indices: [Int]
    if let text = arguments.value("case") {
        guard arguments.value("count") == nil else { throw UsageError("give either --count or --case") }
        guard let index = Int(text), index >= 0 else { throw UsageError("--case needs a case number from 0") }
        indices = [index]
    } else {
        indices = Array(0..<(try number("count", arguments, default: 1000, as: Int.self)))
    }
    let output = arguments.value("out") ?? "fuzz-failures"
    var fuzzer = Fuzzer(
        seed: seed, oracle: oracle, maximumShrunk: try number("max-failures", arguments, default: 5, as: Int.self), replayOptions: options)
    fuzzer.digesting = arguments.flag("digest")
    let against = candidate.map { " against \($0.name)" } ?? ""
    let ignoring = mask.isEmpty ? "" : ", ignoring \(mask.names.joined(separator: ", "))"
    print("fuzz: seed \(seed), \(counted(indices.count, "case")), \(reference.name)\(against)\(ignoring)")
    var writeError: Error?
    let progress = ProgressLine(interval: try ProgressLine.interval(arguments))
    let summary = fuzzer.run(
        cases: indices,
        onFailure: { failure in
            progress.erase()
            do {
                try report(failure, fuzzer: fuzzer, output: output, arguments)
            } catch {
                writeError = error
            }
        },
        progress: { summary, total in
            let failing = summary.crashes + summary.violations + summary.differences + summary.invalidCases
            progress.show("[\(summary.cases)/\(total)] cases, \(failing) failing")
        })
    progress.erase()
    if let writeError { throw writeError }
    if let digest = summary.digest { print("cases digest: \(digest)") }
    print(summary.closingLine)
    return summary.succeeded ? 0 : 1
}

/// The mask of `--ignore` and `--ignore-file`.
private func divergenceMask(_ arguments: Arguments) throws -> DivergenceMask {
    var file: String?
    if let path = arguments.value("ignore-file") {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw HarnessError.notFound("cannot read \(path)") }
        file = text
    }
    do {
        return try DivergenceMask(names: DivergenceMask.names(option: arguments.value("ignore"), file: file))
    } catch {
        throw UsageError("\(error)")
    }
}

/// The options besides `--seed` and `--case` that a replay needs: the engine, its timeout and the
/// mask, quoted for a POSIX shell.
private func replayOptions(_ arguments: Arguments, mask: DivergenceMask) -> String {
    var options = ""
    if let command = arguments.value("engine-command") { options += " --engine-command \(shellQuoted(command))" }
    if let timeout = arguments.value("timeout") { options += " --timeout \(shellQuoted(timeout))" }
    if !mask.isEmpty { options += " --ignore \(shellQuoted(mask.names.joined(separator: ",")))" }
    return options
}

/// The options a replay line carries, so that it checks the same engine with the same mask.
private let replayCarriedOptions = ["engine-command", "timeout", "ignore", "ignore-file"]

/// Prints one failure and writes its fixture; its replay lines start with the program as invoked
/// and carry this run's engine and mask options.
private func report(_ failure: Fuzzer.Failure, fuzzer: Fuzzer, output: String, _ arguments: Arguments) throws {
    let original = failure.fuzzCase.scenario
    let shrunk = failure.shrinking.scenario
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    let path = (output as NSString).appendingPathComponent(failure.fixture.fileName)
    try failure.fixture.text.write(toFile: path, atomically: true, encoding: .utf8)
    print(
        """
        \(failure.finding.kind.category.uppercased()) seed \(fuzzer.seed) case \(failure.fuzzCase.index): \(failure.finding)
          shrunk in \(counted(failure.shrinking.evaluations, "check")): \(counted(original.scene.allViews.count, "view")), \(counted(original.script.count, "step")) \
        -> \(counted(shrunk.scene.allViews.count, "view")), \(counted(shrunk.script.count, "step"))
          shrunk case: \(failure.shrunkFinding.message)
          wrote \(path) (generated: review it before it enters the corpus)
          replay: \(Invocation.line("fuzz", ["--seed", "\(fuzzer.seed)", "--case", "\(failure.fuzzCase.index)"], carrying: replayCarriedOptions, from: arguments))
                  \(Invocation.line("fuzz", ["--replay", shellQuoted(path)], carrying: replayCarriedOptions, from: arguments))
        """)
}

/// Checks the scenario of one fixture file.
private func replay(_ path: String, oracle: FuzzOracle, _ arguments: Arguments) throws -> Int32 {
    guard let data = FileManager.default.contents(atPath: path) else { throw HarnessError.notFound("cannot read \(path)") }
    let fixture = try FixtureDecoder.decode(Array(data), file: path).get()
    let findings = oracle.findings(for: fixture.scenario)
    for finding in findings { print("\(finding.kind.category.uppercased()) \(fixture.id): \(finding)") }
    print("\(fixture.id): \(findings.isEmpty ? "every check holds" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")")")
    if !findings.isEmpty {
        print("  replay: \(Invocation.line("fuzz", ["--replay", shellQuoted(path)], carrying: replayCarriedOptions, from: arguments))")
    }
    return findings.isEmpty ? 0 : 1
}

/// The value of a numeric option, or `fallback` when it is absent.
private func number<T: FixedWidthInteger>(_ name: String, _ arguments: Arguments, default fallback: T, as type: T.Type) throws -> T {
    guard let text = arguments.value(name) else { return fallback }
    guard let value = T(text), value >= 0 else { throw UsageError("--\(name) needs a whole number from 0") }
    return value
}
