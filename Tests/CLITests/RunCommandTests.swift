import DispatchModel
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A fresh temporary folder, removed by the caller.
func scratchFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// An engine command whose handshake declares no feature and that answers nothing.
let featurelessCommand = #"echo '{"protocol":1,"engine":"featureless","version":"0","features":[]}'; cat > /dev/null"#

@Test func runOnAnEmptyCorpusFails() throws {
    let folder = try scratchFolder("empty-corpus")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, output) = try runCLI(["run", "--fixtures", folder.path])
    #expect(status == 1)
    #expect(output.contains("error: the corpus at \(folder.path) has no fixture files (*.json); nothing to run"))
}

@Test func runWhereEveryFixtureIsSkippedFails() throws {
    let (status, output) = try runCLI(["run", "--engine-command", featurelessCommand] + corpusOf(area: "windows"))
    #expect(status == 1, "\(output)")
    #expect(output.contains("problem: no fixture was executed: featureless 0 declares no feature"))
    #expect(output.hasSuffix("0 passed, 0 failed, \(corpus.files.filter { $0.area == "windows" }.count) skipped\n"))
}

@Test(arguments: ["--json", "--junit", "--update-expectations"])
func anOutputPathInAMissingFolderFailsBeforeTheRun(_ option: String) throws {
    let (status, output) = try runCLI(["run", option, "/nonexistent-folder/results.out"])
    #expect(status == 1)
    #expect(
        output
            == "error: \(option) /nonexistent-folder/results.out: there is no folder /nonexistent-folder; make it first (mkdir -p /nonexistent-folder); nothing was run\n"
    )
}

@Test func anEngineThatCannotStartStillGetsEveryFixtureInTheResults() throws {
    let folder = try scratchFolder("unstarted")
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = folder.appendingPathComponent("results.json")
    let junit = folder.appendingPathComponent("results.xml")
    let (status, output) = try runCLI([
        "run", "--engine-command", "no-such-engine-command", "--json", json.path, "--junit", junit.path,
    ])
    #expect(status == 1)
    #expect(output.contains("error: the engine could not start: the engine exited with status 127 without a handshake"))
    // Without a handshake the engine is taken to model iOS 26: the fixtures of earlier releases
    // are skipped for it, every other one is an ERROR naming the failure.
    let earlier = corpus.fixtures.filter { !($0.ios ?? .all).contains(.latestCovered) }.count
    #expect(output.hasSuffix("0 passed, 0 failed, \(earlier) skipped, \(corpus.files.count - earlier) errors\n"))
    let document = try JSONParser.parse(Array(try Data(contentsOf: json)))
    guard case .array(let results)? = document["results"] else {
        Issue.record("no results")
        return
    }
    #expect(results.count == corpus.files.count)
    #expect(results.filter { $0["status"] == .string("ERROR") }.count == corpus.files.count - earlier)
    #expect(results.first?["message"] == .string("the engine could not start: the engine exited with status 127 without a handshake"))
    let xml = try Data(contentsOf: junit)
    #expect(XMLParser(data: xml).parse())
    #expect(
        String(decoding: xml, as: UTF8.self).components(separatedBy: "<error type=\"ERROR\" message=\"the engine could not start").count - 1
            == corpus.files.count - earlier)
}

@Test func aTrailingSlashOnTheCorpusKeepsInvalidFixturesMessages() throws {
    let folder = try scratchFolder("trailing-slash")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("area"), withIntermediateDirectories: true)
    try Data(#"{"formatVersion": 4, "id": "bad"}"#.utf8).write(to: folder.appendingPathComponent("area/bad.json"))
    let (status, output) = try runCLI(["run", "--fixtures", folder.path + "/"])
    #expect(status == 1)
    #expect(
        output.contains("ERROR bad (area/bad.json)\n  invalid fixture:\n  \(folder.path)/area/bad.json: $: missing required key"),
        "\(output)")
}

@Test func repeatingRunsFindsAnEngineThatDiffersFromProcessToProcessAndNotTheReference() throws {
    let folder = try scratchFolder("repeat")
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = folder.appendingPathComponent("seeded.json")
    let binary = try binaryPath()
    let seeded = "python3 Tests/EngineDoubles/process_seeded_engine.py \(binary)"
    let selected = corpus.files.filter { $0.area == "hit-testing" && $0.fixture?.id.hasPrefix("seed002-") == true }.count
    let (status, output) = try runCLI(
        ["run", "--repeat", "3", "--engine-command", seeded, "--filter", "seed002-*", "--json", json.path] + corpusOf(area: "hit-testing"))
    #expect(status == 1)
    #expect(output.contains("UNSTABLE seed002-tap-on-c-hit-test-order (seed002-tap-on-c-hit-test-order.json)"))
    #expect(output.contains("  repetition 2 gave another trace than repetition 1"))
    #expect(output.hasSuffix(", \(selected) unstable\n"), "\(output.suffix(200))")
    let document = try JSONParser.parse(Array(try Data(contentsOf: json)))
    #expect(document["summary"]?["UNSTABLE"] == .number(Double(selected)))

    // The reference engine is stable from process to process: the recognizer fixtures, where
    // per-process hashing once leaked into traces (the whole corpus is compared across processes
    // by separateProcessesGiveByteIdenticalTracesForTheCorpusAndTheOrderProbes).
    // A fixture that holds only before the release the served engine models (iOS 26) is skipped.
    let recognizerFixtures = corpus.fixtures.filter { $0.id.hasPrefix("gr-") }
    let runnable = recognizerFixtures.filter { $0.ios?.contains(.latestCovered) ?? true }.count
    let skipped = recognizerFixtures.count - runnable
    let (referenceStatus, referenceOutput) = try runCLI(["run", "--repeat", "2", "--engine-command", "\(binary) serve", "--filter", "gr-*"])
    #expect(referenceStatus == 0)
    #expect(referenceOutput.hasSuffix("\n\(runnable) passed, 0 failed, \(skipped) skipped\n"), "\(referenceOutput.suffix(500))")
}

@Test func repeatNeedsAtLeastTwo() throws {
    let (status, output) = try runCLI(["run", "--repeat", "1"])
    #expect(status == 2)
    #expect(output.hasPrefix("error: --repeat needs a whole number of at least 2"))
}

/// Whether a process has ended: the system has no such process, or only its zombie.
func hasEnded(_ processID: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else { return true }
    return ["Z", "X"].contains(stat[close...].dropFirst(2).first)
}

@Test func terminatingARunKillsTheEngineItStarted() throws {
    let folder = try scratchFolder("sigterm")
    defer { try? FileManager.default.removeItem(at: folder) }
    let pidFile = folder.appendingPathComponent("pids")
    let binary = try binaryPath()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = [
        "run", "--engine-command", "python3 Tests/EngineDoubles/misbehaving_engine.py hang \(binary)", "--timeout", "600",
    ]
    process.currentDirectoryURL = repository
    process.environment = ProcessInfo.processInfo.environment.merging(["DOUBLE_PID_FILE": pidFile.path]) { $1 }
    let outputFile = folder.appendingPathComponent("output")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputFile)
    process.standardOutput = output
    process.standardError = output
    try process.run()
    // Waits for the engine to start (a bound on waiting, not a claim about speed).
    for _ in 0..<1200 where !FileManager.default.fileExists(atPath: pidFile.path) { Thread.sleep(forTimeInterval: 0.05) }
    let pids = try String(contentsOf: pidFile, encoding: .utf8).split(separator: "\n").compactMap { Int32($0) }
    #expect(pids.count == 2, "the double and the serve it started")
    #expect(pids.allSatisfy { !hasEnded($0) })
    process.terminate()
    process.waitUntilExit()
    #expect(
        process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM,
        "\(process.terminationReason.rawValue) \(process.terminationStatus) \((try? String(contentsOf: outputFile, encoding: .utf8)) ?? "")"
    )
    for _ in 0..<200 where !pids.allSatisfy(hasEnded) { Thread.sleep(forTimeInterval: 0.05) }
    #expect(pids.allSatisfy(hasEnded), "the engine's process group outlived the run")
    for pid in pids where !hasEnded(pid) { kill(pid, SIGKILL) }
}
