import DispatchModel
import Foundation
import Testing

/// The engine double whose order changes from process to process (`process_seeded_engine.py`),
/// declaring `features` when given.
func seededEngine(features: String? = nil) throws -> String {
    "python3 Tests/EngineDoubles/process_seeded_engine.py \(try binaryPath())" + (features.map { " --features \($0)" } ?? "")
}

/// The built `served-engine-example` (Examples/swift-served-engine), beside the CLI.
func servedExamplePath() throws -> String {
    URL(fileURLWithPath: try binaryPath()).deletingLastPathComponent().appendingPathComponent("served-engine-example").path
}

/// The last line of an output.
func lastLine(_ output: String) -> String {
    output.split(separator: "\n").last.map(String.init) ?? ""
}

/// The numbers of a stability closing line: stable, unstable, unchecked.
func stabilityCounts(_ line: String) -> [Int] {
    line.split(whereSeparator: { !$0.isNumber }).prefix(3).compactMap { Int($0) }
}

@Test func stabilityFindsAPerProcessOrderThatTheDeclaredFeaturesHideFromRepeat() throws {
    let windows = corpus.files.filter { $0.area == "windows" }.count
    let engine = try seededEngine(features: "single-tap")
    let (repeatStatus, repeatOutput) = try runCLI(["run", "--repeat", "3", "--engine-command", engine] + corpusOf(area: "windows"))
    #expect(repeatStatus == 1)
    #expect(lastLine(repeatOutput) == "0 passed, 0 failed, \(windows) skipped", "\(repeatOutput)")

    let (status, output) = try runCLI(["run", "--stability", "3", "--seed", "11", "--engine-command", engine] + corpusOf(area: "windows"))
    #expect(status == 1)
    #expect(output.contains("each fixture played 3 times, whatever the engine declares"))
    #expect(output.contains("got another answer than play 1 (alone in a fresh process)"))
    #expect(output.contains("repro: ") && output.contains("run --stability 3 --seed 11"))
    let last = lastLine(output)
    #expect(last.hasPrefix("stability: ") && last.hasSuffix(" (3 plays of each fixture, seed 11)"), "\(last)")
    let counts = stabilityCounts(last)
    #expect(counts.count == 3 && counts[0] + counts[1] == windows && counts[1] > windows / 2 && counts[2] == 0, "\(last)")
    #expect(!output.contains(" passed, "), "no conformance verdict")
}

@Test func stabilityShowsStateAnAdapterLeaksFromOneRequestIntoTheNext() throws {
    let leaky = "python3 Tests/EngineDoubles/leaky_engine.py \(try binaryPath())"
    let area = corpusOf(area: "gestures/tap")
    // In the same order every time, the leak gives the same answers: --repeat sees nothing unstable.
    let (_, repeated) = try runCLI(["run", "--repeat", "2", "--engine-command", leaky] + area)
    #expect(!repeated.contains("UNSTABLE"), "\(repeated.suffix(300))")
    let (status, output) = try runCLI(["run", "--stability", "2", "--seed", "3", "--engine-command", leaky] + area)
    #expect(status == 1)
    #expect(output.contains("UNSTABLE gr-tap-"))
    #expect(output.contains("play 2 (right after gr-tap-"), "\(output.prefix(2000))")
    #expect(stabilityCounts(lastLine(output))[1] > 0)
}

@Test func theReferenceEngineServedFromAProcessIsStable() throws {
    let windows = corpus.files.filter { $0.area == "windows" }.count
    let (status, output) = try runCLI(
        ["run", "--stability", "2", "--seed", "5", "--jobs", "2", "--engine-command", "\(try binaryPath()) serve"]
            + corpusOf(area: "windows"))
    #expect(status == 0, "\(output)")
    #expect(lastLine(output) == "stability: \(windows) stable, 0 unstable, 0 unchecked (2 plays of each fixture, seed 5)")
}

@Test func theServedExampleRunsInFreshProcessesWhereItsHashOrderShows() throws {
    let example = try servedExamplePath()
    let windows = corpus.files.filter { $0.area == "windows" }.count
    let (status, output) = try runCLI(["run", "--repeat", "2", "--engine-command", example] + corpusOf(area: "windows"))
    #expect(status == 0, "\(output)")
    #expect(lastLine(output) == "\(windows) passed, 0 failed, 0 skipped")
    let (orderStatus, orderOutput) = try runCLI(
        ["run", "--stability", "2", "--seed", "2", "--engine-command", "\(example) --hash-ordered"] + corpusOf(area: "windows"))
    #expect(orderStatus == 1)
    #expect(stabilityCounts(lastLine(orderOutput))[1] > 0, "\(orderOutput.suffix(300))")
}

@Test func knownUnstableFixturesNeitherFailNorFlipARunAndTheLastLineSaysWhatWasFound() throws {
    let folder = try scratchFolder("known-unstable")
    defer { try? FileManager.default.removeItem(at: folder) }
    let ids = corpus.files.filter { $0.area == "hit-testing" }.compactMap(\.fixture?.id).filter { $0.hasPrefix("seed002-") }
    let known = folder.appendingPathComponent("known.txt")
    try Data(ids.map { "\($0) unstable  # Set order" }.joined(separator: "\n").utf8).write(to: known)
    let arguments =
        ["run", "--repeat", "3", "--engine-command", try seededEngine(), "--filter", "seed002-*"] + corpusOf(area: "hit-testing")
    let (status, output) = try runCLI(arguments + ["--expectations", known.path])
    #expect(status == 0, "\(output.suffix(500))")
    #expect(lastLine(output).hasSuffix(" known unstable"), "\(lastLine(output))")
    #expect(!output.contains("XPASS"))

    // A plain known failure does not cover an instability.
    try Data(ids.joined(separator: "\n").utf8).write(to: known)
    let (plainStatus, plainOutput) = try runCLI(arguments + ["--expectations", known.path])
    #expect(plainStatus == 1)
    #expect(lastLine(plainOutput).contains(" unstable"), "\(lastLine(plainOutput))")

    // And the stability check leaves a known-unstable fixture alone.
    try Data(ids.map { "\($0) unstable" }.joined(separator: "\n").utf8).write(to: known)
    let (stabilityStatus, stabilityOutput) = try runCLI(
        ["run", "--stability", "3", "--engine-command", try seededEngine(), "--filter", "seed002-*", "--expectations", known.path]
            + corpusOf(area: "hit-testing"))
    #expect(stabilityStatus == 0, "\(stabilityOutput.suffix(500))")
    #expect(stabilityOutput.contains(": listed as known unstable"))
}

@Test func stabilityRefusesOptionsOfAVerdict() throws {
    let (status, output) = try runCLI(["run", "--stability", "2", "--json", "/tmp/x.json"])
    #expect(status == 2)
    #expect(output.hasPrefix("error: --json does not go with --stability, which gives no conformance verdict"))
    let (seedStatus, seedOutput) = try runCLI(["run", "--seed", "4"])
    #expect(seedStatus == 2 && seedOutput.hasPrefix("error: --seed goes with --stability"))
}
