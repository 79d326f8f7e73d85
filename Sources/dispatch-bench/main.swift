import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine

// dispatch-bench: the performance figures of the README, rerunnable.
//
//     swift run -c release dispatch-bench [--quick] [--series corpus|hit-testing|dispatch]
//
// Run from the repository root (it reads Fixtures/ and Specs/, and starts the release build of
// dispatch-conformance for the serve series). Wall-clock figures: expect some noise.

let quick = CommandLine.arguments.contains("--quick")
let only = CommandLine.arguments.firstIndex(of: "--series").map { CommandLine.arguments[$0 + 1] }
func runs(_ series: String) -> Bool { only == nil || only == series }
let corpus = try Corpus.load(from: "Fixtures")
let rules = try RuleCatalogue.load(specsDirectory: "Specs")
let fixtures = corpus.fixtures

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
/// The time factor for doubling the input, from two sizes and their times.
func doubling(_ size1: Double, _ time1: Double, _ size2: Double, _ time2: Double) -> String {
    "×" + format(pow(2, log(time2 / time1) / log(size2 / size1)), 2)
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
    let serveBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "dispatch-conformance"
    )
    .path
    if FileManager.default.isExecutableFile(atPath: serveBinary) {
        let served = try OutOfProcessEngine(command: "\(serveBinary) serve")
        _ = ConformanceRunner(engine: served).run(corpus, rules: rules)
        let rounds = quick ? 2 : 5
        let seconds = Stopwatch.median(runs: rounds) { for fixture in fixtures { _ = try? served.run(fixture.scenario) } }
        served.shutDown()
        print(row(["through serve", "\(fixtures.count)", format(seconds * 1000, 2), format(seconds * 1e6 / Double(fixtures.count))]))
        print("\nserve: \(format(Double(fixtures.count) / seconds, 0)) scenarios/s")
    } else {
        print("\nserve: skipped (build dispatch-conformance in the same configuration first)")
    }
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
                let line = row([
                    shape, "\(size)", "\(visited)", format(engineTime * 1e9, 0), format(enginePerView, 1), format(basePerView, 1),
                    format(enginePerView / basePerView, 2),
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

// 3. Dispatch throughput with recognizers on the hit path.
if runs("dispatch") {
    print("\n## Dispatch throughput (100-view scene, taps: began, moved, ended)\n")
    print(row(["recognizers on the path", "touch events", "events per second"]))
    print(row(["---", "---", "---"]))
    var throughput: [(Double, Double)] = []
    for count in quick ? [1, 10, 100] : [1, 10, 100, 1_000] {
        let taps = count >= 1_000 ? 20 : 200
        let scenario = GeneratedScenes.recognizersOnPath(count, touches: taps)
        let events = scenario.script.count
        let seconds = Stopwatch.median(runs: 5) { _ = try? engine.run(scenario) }
        throughput.append((Double(count), seconds / Double(events)))
        print(row(["\(count)", "\(events)", format(Double(events) / seconds, 0)]))
    }
    let steps = zip(throughput, throughput.dropFirst()).map { doubling($0.0, $0.1, $1.0, $1.1) }
    print("×2 recognizers → \(steps.joined(separator: ", ")) time per event")
}
