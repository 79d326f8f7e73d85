import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine

/// Random scenes against the reference engine, or against an engine under test: `fuzz`.
let fuzzCommands: [Command] = [
    Command(
        name: "fuzz", summary: "Check random scenes and scripts against invariants, or compare an engine with the reference.",
        usage: """
            usage: dispatch-conformance fuzz [--seed S] [--count N | --case I] [--engine-command CMD] [--out DIR]
                   dispatch-conformance fuzz --replay FILE [--engine-command CMD]

              --seed S              the run's seed, an unsigned integer (default: 1); the same seed and
                                    count always give the same cases
              --count N             how many cases (default: 1000)
              --case I              check only case I of the seed (as printed with a failure)
              --engine-command CMD  also run an out-of-process engine (Specs/RUNNING.md) and compare its
                                    traces with the reference engine's; cases then use only the features
                                    both declare
              --timeout S           seconds one scenario may take that engine (default: 10)
              --out DIR             where failing cases are written as fixtures (default: fuzz-failures)
              --max-failures N      shrink and write at most N failures; count the rest (default: 5)
              --replay FILE         check the scenario of one fixture file (e.g. one written here)

            Each case is a random valid scene (windows, trees, transforms, flags, overrides, responders)
            and a multi-touch script. The reference engine must give the same trace twice, and its trace
            must be well ordered (no event before its cause), bind touches to views that UIKit's own checks
            accept (unless an override says otherwise), and deliver along the responder chain
            (Specs/RUNNING.md, "Robustness and fuzzing"). A failure prints its seed and case, is shrunk
            while it fails the same check, and is written to DIR as a fixture that reproduces it; review
            it before it enters the corpus. Exits 1 when anything fails.
            """,
        valued: ["seed", "count", "case", "engine-command", "timeout", "out", "max-failures", "replay"], flags: [], maxPositionals: 0,
        action: fuzzCommand)
]

func fuzzCommand(_ arguments: Arguments) throws -> Int32 {
    let candidate: (any DispatchEngine)? = arguments.value("engine-command") == nil ? nil : try engine(arguments)
    defer { (candidate as? OutOfProcessEngine)?.shutDown() }
    let reference = ReferenceEngine()
    let features = reference.features.intersection(Feature.expandingRetired(candidate?.features ?? reference.features))
    let oracle = FuzzOracle(reference: reference, candidate: candidate, profile: FuzzProfile(features: features))
    if let path = arguments.value("replay") { return try replay(path, oracle: oracle) }

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
    let fuzzer = Fuzzer(seed: seed, oracle: oracle, maximumShrunk: try number("max-failures", arguments, default: 5, as: Int.self))
    let against = candidate.map { " against \($0.name)" } ?? ""
    print("fuzz: seed \(seed), \(indices.count) case\(indices.count == 1 ? "" : "s"), \(reference.name)\(against)")
    var writeError: Error?
    let summary = fuzzer.run(cases: indices) { failure in
        do {
            try report(failure, seed: seed, output: output)
        } catch {
            writeError = error
        }
    }
    if let writeError { throw writeError }
    print(summary.closingLine)
    return summary.succeeded ? 0 : 1
}

/// Prints one failure and writes its fixture.
private func report(_ failure: Fuzzer.Failure, seed: UInt64, output: String) throws {
    let original = failure.fuzzCase.scenario
    let shrunk = failure.shrinking.scenario
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    let path = (output as NSString).appendingPathComponent(failure.fixture.fileName)
    try failure.fixture.text.write(toFile: path, atomically: true, encoding: .utf8)
    print(
        """
        \(failure.finding.kind.category.uppercased()) seed \(seed) case \(failure.fuzzCase.index): \(failure.finding)
          shrunk in \(failure.shrinking.evaluations) checks: \(original.scene.allViews.count) views, \(original.script.count) steps \
        -> \(shrunk.scene.allViews.count) views, \(shrunk.script.count) steps
          shrunk case: \(failure.shrunkFinding.message)
          wrote \(path) (generated: review it before it enters the corpus)
          replay: dispatch-conformance \(failure.fuzzCase.replayCommand.dropFirst("dispatch-conformance ".count))
                  dispatch-conformance fuzz --replay \(shellQuoted(path))
        """)
}

/// Checks the scenario of one fixture file.
private func replay(_ path: String, oracle: FuzzOracle) throws -> Int32 {
    guard let data = FileManager.default.contents(atPath: path) else { throw HarnessError.notFound("cannot read \(path)") }
    let fixture = try FixtureDecoder.decode(Array(data), file: path).get()
    let findings = oracle.findings(for: fixture.scenario)
    for finding in findings { print("\(finding.kind.category.uppercased()) \(fixture.id): \(finding)") }
    print("\(fixture.id): \(findings.isEmpty ? "every check holds" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")")")
    return findings.isEmpty ? 0 : 1
}

/// The value of a numeric option, or `fallback` when it is absent.
private func number<T: FixedWidthInteger>(_ name: String, _ arguments: Arguments, default fallback: T, as type: T.Type) throws -> T {
    guard let text = arguments.value(name) else { return fallback }
    guard let value = T(text), value >= 0 else { throw UsageError("--\(name) needs a whole number from 0") }
    return value
}
