import DispatchFuzz
import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine

// dispatch-bench: the performance figures of the README, rerunnable.
//
//     swift run -c release dispatch-bench [--quick] [--series NAME]
//
// Series: corpus (in process, through serve, serve's parts), hit-testing, dispatch and paths (the
// like-for-like shapes of issue 19, each against the class-based baseline in the same run), memory
// (a trace's bytes per line, the peak of a 1,000,000-event run), fuzz, startup
// (`dispatch-conformance run` as a process).
// Run from the repository root (it reads Fixtures/ and Specs/, and starts the release build of
// dispatch-conformance for the serve and startup series), or give --fixtures DIR and --specs DIR. Each series prints its target; a
// summary at the end lists every target with the measured ratio. Wall-clock figures: expect
// some noise.

let seriesNames = ["corpus", "hit-testing", "dispatch", "paths", "memory", "fuzz", "startup"]
let usage = """
    usage: dispatch-bench [--quick] [--series \(seriesNames.joined(separator: "|"))] [--fixtures DIR] [--specs DIR]

    Prints the performance figures of the README with their targets (issue 19), then a table of
    every target and its verdict. Build and run in release, from the repository root:
        swift build -c release && swift run -c release dispatch-bench
      --quick          fewer repetitions, smaller trees and runs
      --series NAME    one series only; dispatch and paths time the reference engine against a
                       class-based baseline in alternating rounds of the same run, memory reports a
                       returned trace's bytes per line and the peak of a 1,000,000-event run
      --fixtures DIR   the corpus (default: Fixtures, from the repository root)
      --specs DIR      the specification (default: Specs, from the repository root)

    """
// Anything but the known options is refused before a run starts: a mistyped option used to run
// the whole bench.
do {
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        switch argument {
        case "--quick": continue
        case "--series", "--fixtures", "--specs":
            guard arguments.popFirst() != nil else {
                FileHandle.standardError.write(Data("error: \(argument) needs a value\n".utf8))
                exit(2)
            }
        case "--help", "-h":
            print(usage, terminator: "")
            exit(0)
        default:
            FileHandle.standardError.write(Data("error: unknown option \(argument)\n\(usage)".utf8))
            exit(2)
        }
    }
}
let quick = CommandLine.arguments.contains("--quick")
let only: String? = {
    guard let index = CommandLine.arguments.firstIndex(of: "--series") else { return nil }
    guard index + 1 < CommandLine.arguments.count, seriesNames.contains(CommandLine.arguments[index + 1]) else {
        FileHandle.standardError.write(Data("error: --series needs one of \(seriesNames.joined(separator: ", "))\n".utf8))
        exit(2)
    }
    return CommandLine.arguments[index + 1]
}()
func runs(_ series: String) -> Bool { only == nil || only == series }
/// The release build of the CLI beside this executable.
let cliBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("dispatch-conformance")
    .path
/// The value given to `option`, or nil.
func optionValue(_ option: String) -> String? {
    guard let index = CommandLine.arguments.firstIndex(of: option), index + 1 < CommandLine.arguments.count else { return nil }
    return CommandLine.arguments[index + 1]
}
let fixturesDirectory = optionValue("--fixtures") ?? "Fixtures"
let specsDirectory = optionValue("--specs") ?? "Specs"
// Outside the repository root the corpus is not found: say so and how to go on, never a backtrace.
let (corpus, rules): (Corpus, RuleCatalogue) = {
    do {
        return (try Corpus.load(from: fixturesDirectory), try RuleCatalogue.load(specsDirectory: specsDirectory))
    } catch {
        let message =
            "error: \(error)\n"
            + "dispatch-bench reads the corpus and the specification: run it from the repository root "
            + "(cd to the clone of dispatch-conformance), or give --fixtures DIR and --specs DIR\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(2)
    }
}()
let fixtures = corpus.fixtures

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
/// The time factor for doubling the input, from two sizes and their times.
func doubling(_ size1: Double, _ time1: Double, _ size2: Double, _ time2: Double) -> String {
    "×" + format(doublingFactor(size1, time1, size2, time2), 2)
}
/// The factor by which the time grows when the input doubles, from two sizes and their times.
func doublingFactor(_ size1: Double, _ time1: Double, _ size2: Double, _ time2: Double) -> Double {
    pow(2, log(time2 / time1) / log(size2 / size1))
}

print("dispatch-bench — \(ProcessInfo.processInfo.activeProcessorCount) cores, \(fixtures.count) fixtures\n")

// 1. The corpus, in process and through serve.
let engine = ReferenceEngine()
if runs("corpus") {
    let corpusSeconds = Stopwatch.median(runs: quick ? 5 : 21) {
        for fixture in fixtures { _ = try? engine.run(fixture.scenario) }
    }
    print("## Corpus\n")
    print(row(["series", "fixtures", "total ms (median)", "µs per fixture"]))
    print(row(["---", "---", "---", "---"]))
    print(row(["in process", "\(fixtures.count)", format(corpusSeconds * 1000, 2), format(corpusSeconds * 1e6 / Double(fixtures.count))]))
    if FileManager.default.isExecutableFile(atPath: cliBinary) {
        let served = try OutOfProcessEngine(command: "\(cliBinary) serve")
        _ = ConformanceRunner(engine: served).run(corpus, rules: rules)
        let rounds = quick ? 2 : 5
        let seconds = Stopwatch.median(runs: rounds) { for fixture in fixtures { _ = try? served.run(fixture.scenario) } }
        served.shutDown()
        print(
            row([
                "through serve, one request at a time (the harness)", "\(fixtures.count)", format(seconds * 1000, 2),
                format(seconds * 1e6 / Double(fixtures.count)),
            ]))
        let requests = fixtures.enumerated().map {
            WireProtocol.requestLine(id: "s\($0.offset)", request: EngineRequest(fixture: $0.element), version: 2)
        }
        let streamed = StreamedServe.median(cliBinary, requests: requests, rounds: quick ? 3 : 7)
        if let streamed {
            print(
                row([
                    "through serve, requests streamed ahead", "\(fixtures.count)", format(streamed * 1000, 2),
                    format(streamed * 1e6 / Double(fixtures.count)),
                ]))
        }
        let oneAtATime = Double(fixtures.count) / seconds
        // Issue 29's target is this one, the harness's own use of an engine: every request waits
        // for its answer, so the figure includes the pipes' round trip.
        print(
            "\nserve, one request at a time: \(format(oneAtATime, 0)) scenarios/s (target 5,000: \(hold("serve, corpus one request at a time", oneAtATime, to: 5_000, "scenarios/s", higherIsBetter: true)))"
        )
        if let streamed {
            let perSecond = Double(fixtures.count) / streamed
            print(
                "serve, streamed: \(format(perSecond, 0)) scenarios/s (target 5,000: \(hold("serve, corpus streamed", perSecond, to: 5_000, "scenarios/s", higherIsBetter: true)))"
            )
        } else {
            print("serve, streamed: the server did not answer every request")
        }
    } else {
        print("\nserve: skipped (build dispatch-conformance in the same configuration first)")
    }
    let parts = ServeParts.measure(fixtures, engine: engine, rounds: quick ? 3 : 11)
    print("\nWhere a served scenario's time goes (in process, no pipes):\n")
    print(row(["part", "µs per scenario", "share"]))
    print(row(["---", "---", "---"]))
    for (name, micros, share) in parts.rows { print(row([name, format(micros, 1), format(share * 100, 0) + " %"])) }
}

// 2. Hit testing: engine against the bare baseline, per visited view.
if runs("hit-testing") {
    print("\n## Hit testing\n")
    print(row(["tree", "views", "visited", "ns per hit test", "ns per visited view", "baseline ns per visited view", "engine / baseline"]))
    print(row(["---", "---", "---", "---", "---", "---", "---"]))
    var perView: [String: [(Double, Double)]] = [:]
    let shapes: [(String, [Int], @Sendable (Int) -> (Scene, Point))] = [
        ("wide (grid)", quick ? [1_000, 10_000] : [1_000, 10_000, 100_000], GeneratedScenes.grid),
        ("deep (chain)", quick ? [1_000, 10_000] : [1_000, 10_000, 100_000], GeneratedScenes.chain),
    ]
    for (shape, sizes, make) in shapes {
        for size in sizes {
            let (line, engineTime) = Stopwatch.onLargeStack { () -> (String, Double) in
                let (scene, point) = make(size)
                var oracle: HitTestOracle
                do {
                    oracle = try HitTestOracle(scene: scene)
                } catch {
                    return (row([shape, "\(size)", "the generated scene is invalid: \(error)"]), .nan)
                }
                var baseline = BaselineTraversal(scene: scene)
                _ = oracle.hitView(at: point)
                let visited = oracle.visitedViews
                _ = baseline.hit(point.x, point.y)
                let baselineVisited = baseline.visited
                let engineTime = Stopwatch.perRepetition { _ = oracle.hitView(at: point) }
                let baselineTime = Stopwatch.perRepetition { _ = baseline.hit(point.x, point.y) }
                let enginePerView = engineTime * 1e9 / Double(visited)
                let basePerView = baselineTime * 1e9 / Double(baselineVisited)
                let ratio = enginePerView / basePerView
                let verdict = hold("hit testing, \(shape) of \(size)", ratio, to: 2, "× baseline", higherIsBetter: false)
                let line = row([
                    shape, "\(size)", "\(visited)", format(engineTime * 1e9, 0), format(enginePerView, 1), format(basePerView, 1),
                    format(ratio, 2) + " (target 2: \(verdict))",
                ])
                return (line, engineTime)
            }
            perView[shape, default: []].append((Double(size), engineTime))
            print(line)
        }
    }
    for (shape, points) in perView.sorted(by: { $0.key < $1.key }) where points.count > 1 {
        let steps = zip(points, points.dropFirst()).map { doubling($0.0, $0.1, $1.0, $1.1) }
        print("\(shape): ×2 views → \(steps.joined(separator: ", ")) time")
    }
}

// 3. Dispatch throughput with recognizers on the hit path, against the class-based baseline.
if runs("dispatch") {
    print(
        "\n## Dispatch throughput (100-view scene, taps: began, moved, ended; reference engine and class-based baseline "
            + "in alternating rounds)\n")
    print(row(["recognizers on the path", "touch events", "reference events/s", "baseline events/s", "reference / baseline"]))
    print(row(["---", "---", "---", "---", "---"]))
    var throughput: [(Double, Double)] = []
    var agreed = true
    for count in quick ? [1, 10, 100] : [1, 10, 100, 1_000] {
        let taps = count >= 1_000 ? 20 : 200
        let scenario = GeneratedScenes.recognizersOnPath(count, touches: taps)
        let events = scenario.script.count
        switch BaselineComparison.measure(scenario, engine: engine, runs: quick ? 5 : 15) {
        case .invalid(let message):
            print(row(["\(count)", "\(events)", message]))
        case .disagreement(let message):
            agreed = false
            print(row(["\(count)", "\(events)", "the baseline disagrees with the reference engine, no ratio: \(message)"]))
        case .measured(let comparison):
            throughput.append((Double(count), comparison.referenceSeconds / Double(events)))
            let perSecond = comparison.referencePerSecond
            let target =
                count == 1
                ? " (target 1,000,000: \(hold("dispatch, 10-deep path, 1 recognizer", perSecond, to: 1_000_000, "events/s", higherIsBetter: true)))"
                : ""
            print(
                row([
                    "\(count)", "\(events)", format(comparison.referencePerSecond, 0) + target, format(comparison.baselinePerSecond, 0),
                    format(comparison.ratio, 3),
                ]))
        }
    }
    let steps = zip(throughput, throughput.dropFirst()).map { doubling($0.0, $0.1, $1.0, $1.1) }
    print(
        steps.isEmpty
            ? "×2 recognizers: no figure (fewer than two rows were timed)"
            : "×2 recognizers → \(steps.joined(separator: ", ")) time per event (reference)")
    if agreed { print(BaselineComparison.agreementNote) }
}

// 4. The like-for-like shapes, a 100-deep chain and a wide scene with a 2-view hit path: the
// reference engine against the class-based baseline, measured in the same run (issue 29).
if runs("paths") {
    print(
        "\n## Like-for-like paths (each touch: down, three 1 pt moves, lift; reference engine and class-based baseline "
            + "in alternating rounds)\n")
    print(row(["scene", "tap recognizers on the path", "touch events", "reference events/s", "baseline events/s", "reference / baseline"]))
    print(row(["---", "---", "---", "---", "---", "---"]))
    let touches = quick ? 40 : 200
    var chainTimes: [(Double, Double)] = []
    var agreed = true
    let shapes: [(String, Int, Scenario)] =
        [0, 1, 10, 100].map { ("chain of 100 nested views", $0, PathScenes.nestedChain(depth: 100, recognizers: $0, touches: touches)) }
        + [0, 1, 2].map { ("wide, 2-view hit path", $0, PathScenes.wide(siblings: 100, recognizers: $0, touches: touches)) }
    for (name, recognizers, scenario) in shapes {
        let events = scenario.script.count
        switch BaselineComparison.measure(scenario, engine: engine, runs: quick ? 5 : 15) {
        case .invalid(let message):
            // A scene the engine refuses would time nothing: say so instead of printing a figure.
            print(row([name, "\(recognizers)", "\(events)", message]))
        case .disagreement(let message):
            agreed = false
            print(row([name, "\(recognizers)", "\(events)", "the baseline disagrees with the reference engine, no ratio: \(message)"]))
        case .measured(let comparison):
            if name.hasPrefix("chain") && recognizers > 0 { chainTimes.append((Double(recognizers), comparison.referenceSeconds)) }
            let shape = "\(name), \(recognizers) \(recognizers == 1 ? "tap" : "taps")"
            let verdict = hold("\(shape): reference / baseline", comparison.ratio, to: 1, "× baseline", higherIsBetter: true)
            print(
                row([
                    name, "\(recognizers)", "\(events)", format(comparison.referencePerSecond, 0), format(comparison.baselinePerSecond, 0),
                    format(comparison.ratio, 3) + " (target 1: \(verdict))",
                ]))
        }
    }
    let steps = zip(chainTimes, chainTimes.dropFirst()).map { pair -> String in
        let factor = doublingFactor(pair.0.0, pair.0.1, pair.1.0, pair.1.1)
        hold("chain, ×2 recognizers \(Int(pair.0.0))→\(Int(pair.1.0))", factor, to: 2.2, "× time", higherIsBetter: false)
        return "×" + format(factor, 2)
    }
    print(
        steps.isEmpty
            ? "chain: ×2 recognizers: no figure (fewer than two chain rows with taps were timed)"
            : "chain: ×2 recognizers → \(steps.joined(separator: ", ")) time (reference; target ≤ ×2.2)")
    if agreed { print(BaselineComparison.agreementNote) }
}

// 4b. Memory: what a returned trace holds per line, and the peak of a 1,000,000-event run.
if runs("memory") {
    MemorySeries.run(engine: engine, quick: quick)
}

// 5. Fuzzing throughput on one core, full vocabulary: generate, validate, run and check.
if runs("fuzz") {
    let oracle = FuzzOracle(reference: engine, profile: .everything)
    let count = quick ? 500 : 3_000
    let seconds = Stopwatch.seconds {
        for index in 0..<count {
            let fuzzCase = FuzzCase.generate(seed: 1, index: index, profile: .everything)
            _ = fuzzCase.problems(for: .everything)
            _ = oracle.findings(for: fuzzCase.scenario)
        }
    }
    let perSecond = Double(count) / seconds
    print("\n## Fuzzing\n")
    print(
        "\(count) cases of the full vocabulary on one core: \(format(perSecond, 0)) cases/s (target 20,000: \(hold("fuzz, one core", perSecond, to: 20_000, "cases/s", higherIsBetter: true)))"
    )
}

// 6. The CLI as a user starts it: process start, loading, lint and the run of the corpus.
if runs("startup") {
    print("\n## Start-up\n")
    if FileManager.default.isExecutableFile(atPath: cliBinary) {
        print(row(["command", "wall s (median)"]))
        print(row(["---", "---"]))
        for (arguments, name) in [
            (["--version"], "--version (process start)"), (["list", "--fixtures", fixturesDirectory], "list (load and decode)"),
            (["run", "--fixtures", fixturesDirectory, "--specs", specsDirectory], "run (load, lint, run)"),
        ] {
            guard let seconds = ProcessTiming.median(cliBinary, arguments, runs: quick ? 3 : 11) else {
                print(row([name, "failed"]))
                continue
            }
            let target =
                arguments.first == "run" ? " (target 0.3: \(hold("run on the corpus", seconds, to: 0.3, "s", higherIsBetter: false)))" : ""
            print(row([name, format(seconds, 3) + target]))
        }
    } else {
        print("skipped (build dispatch-conformance in the same configuration first)")
    }
}

print("\n## Targets\n")
print(row(["series", "measured", "target", "verdict"]))
print(row(["---", "---", "---", "---"]))
for target in targets {
    // A ratio far below 1 keeps a third digit (0.012, not 0.01).
    let ratioDigits = abs(target.measured) < 0.1 ? 3 : 2
    let digits =
        target.unit == "s" || target.unit.hasPrefix("×") ? ratioDigits : target.unit == "MB" || target.unit == "bytes/line" ? 1 : 0
    print(
        row([
            target.series, format(target.measured, digits) + " " + target.unit,
            target.target.map { format($0, digits) + " " + target.unit } ?? "—", target.verdict,
        ]))
}
