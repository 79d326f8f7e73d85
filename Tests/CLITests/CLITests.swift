import Foundation
import Testing

/// The built `dispatch-conformance` executable.
func cliExecutable() throws -> URL {
    let binary = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("dispatch-conformance")
    let candidates = [binary, Bundle.main.bundleURL.appendingPathComponent("dispatch-conformance")]
    return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }, "build the CLI first")
}

/// The options that point the CLI at one area's folder of the corpus: a test whose claim is about
/// a few fixtures of one area loads that folder, not the whole corpus, so each process starts fast.
/// Tests of `--area` itself, and of what only the whole corpus shows, keep the default corpus.
func corpusOf(area: String) -> [String] { ["--fixtures", "Fixtures/\(area)"] }

/// Runs the built `dispatch-conformance` executable from the repository root.
func runCLI(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try runExecutable(try cliExecutable(), arguments, in: root)
}

/// Runs `executable` with `arguments` in `folder`: its exit status and its standard output and
/// error, interleaved.
func runExecutable(_ executable: URL, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Test func lintNamesTheFileAndThePathOfAnUnknownKey() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cli-lint-\(UUID().uuidString)/area")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let original = try String(
        contentsOf: root.appendingPathComponent("Fixtures/hit-testing/seed002-tap-on-a-hit-test-order.json"), encoding: .utf8)
    let broken = original.replacingOccurrences(of: "\"id\": \"C\",", with: "\"id\": \"C\", \"colour\": \"red\",")
    #expect(broken != original)
    let file = directory.appendingPathComponent("seed002-tap-on-a-hit-test-order.json")
    try broken.write(to: file, atomically: true, encoding: .utf8)

    let (status, output) = try runCLI(["lint", directory.deletingLastPathComponent().path])
    #expect(status == 1)
    #expect(
        output.contains(
            "seed002-tap-on-a-hit-test-order.json: $.scene.windows[0].subviews[0].subviews[0].subviews[0].colour: unknown key \"colour\""))
}

@Test func runOnTheRepositoryEndsWithTheClosingLine() throws {
    let (status, output) = try runCLI(["run"])
    #expect(status == 0)
    let last = output.split(separator: "\n").last.map(String.init) ?? ""
    let earlier = corpus.fixtures.filter { !($0.ios ?? .all).contains(.latestCovered) }.count
    #expect(earlier > 0, "the corpus has fixtures that hold only before iOS 26")
    #expect(last == "\(corpus.files.count - earlier) passed, 0 failed, \(earlier) skipped")
    let (earlierStatus, earlierOutput) = try runCLI(["run", "--ios", "12"])
    #expect(earlierStatus == 0 && earlierOutput.contains("skipped for the iOS version modelled (iOS 12)"))
}

@Test func unknownOptionIsAUsageError() throws {
    let (status, output) = try runCLI(["run", "--bogus"])
    #expect(status == 2)
    #expect(output.contains("error: unknown option --bogus"))
    #expect(output.contains("(`dispatch-conformance run --help` describes the command and its options)"))
    #expect(!output.contains("usage: dispatch-conformance run"), "one line and a hint, not the whole help")
}

@Test func explainShowsExpectedAndActual() throws {
    let (status, output) = try runCLI(["explain", "seed002-tap-on-e-hit-test-order"] + corpusOf(area: "hit-testing"))
    #expect(status == 0)
    #expect(output.contains("  exact:") && output.contains("actual (matches):"))
    #expect(!output.contains("full trace"))
}

@Test func explainFullShowsTheWholeUnfilteredTrace() throws {
    let (status, output) = try runCLI(["explain", "seed002-tap-on-e-hit-test-order", "--full"] + corpusOf(area: "hit-testing"))
    #expect(status == 0)
    #expect(output.contains("full trace (every channel, unfiltered):"))
    #expect(output.contains("touch 1 began (90,320)") && output.contains("touch 1 hit E"))
}

@Test func explainHelpListsEveryOption() throws {
    let (status, output) = try runCLI(["explain", "--help"])
    #expect(status == 0)
    for option in ["--full", "--fixtures"] { #expect(output.contains(option)) }
}

@Test func aMissingCorpusNamesTheOptionThatPointsToIt() throws {
    let (status, output) = try runCLI(["run", "--fixtures", "/nonexistent-corpus"])
    #expect(status != 0)
    #expect(output.contains("--fixtures DIR"))
    let (specsStatus, specsOutput) = try runCLI(["run", "--specs", "/nonexistent-specs"] + corpusOf(area: "windows"))
    #expect(specsStatus != 0)
    #expect(specsOutput.contains("--specs DIR"))
}

@Test func filterThatMatchesNothingIsAnError() throws {
    let (status, output) = try runCLI(["run", "--filter", "no-such-fixture-*"] + corpusOf(area: "windows"))
    #expect(status == 1)
    #expect(output.contains("--filter no-such-fixture-* matches no fixture id in Fixtures/windows"))
}
