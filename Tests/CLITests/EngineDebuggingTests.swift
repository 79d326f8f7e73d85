import DispatchHarness
import DispatchModel
import Foundation
import Testing

/// Debugging an external engine from the reports alone (`Specs/RUNNING.md`, "Debugging an
/// engine"): `explain --engine-command`, `run --dump`, `--json` against its schema, and repro
/// lines that can be pasted.

/// The Python example engine that asks subviews back to front: it fails this fixture (B, behind
/// A, is asked) and passes or skips the others.
let wrongEngineCommand = "python3 Examples/python-hit-testing/engine.py --wrong"
let fixtureTheWrongEngineFails = "ht-02-hit-testing-only-at-began"

/// A fresh folder under the temporary directory, removed by the caller.
func temporaryFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Runs `line` with `/bin/sh -c` from the repository root: a printed repro line, as pasted.
func runShell(_ line: String, input: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", line]
    process.currentDirectoryURL = repository
    if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Test func explainRunsAnExternalEngineAndShowsTheDiff() throws {
    let noisy = "echo 'wrong engine: starting' >&2; " + wrongEngineCommand
    let (status, output) = try runCLI(["explain", fixtureTheWrongEngineFails, "--engine-command", noisy] + corpusOf(area: "hit-testing"))
    #expect(status == 1, "the fixture does not pass")
    #expect(output.contains("result against python-hit-testing 1.0: FAIL"), "\(output)")
    #expect(output.contains("  actual (differs):\n    @0     hitTest B\n"))
    #expect(output.contains("  diff:\n    expectation 2 of 2 (absent): channels hitTest; objects B\n"))
    #expect(output.contains("absent: present at trace line 1: @0     hitTest B (absent line 1: hitTest B)"))
    #expect(output.contains("rules cited:\n  HT-02  Hit testing happens only when a touch begins"))
    #expect(output.contains("engine log (standard error):\n  wrong engine: starting\n"))

    let serve = "\(try cliExecutable().path) serve"
    let (passing, served) = try runCLI(["explain", fixtureTheWrongEngineFails, "--engine-command", serve] + corpusOf(area: "hit-testing"))
    #expect(passing == 0)
    #expect(served.contains(": PASS\n") && !served.contains("diff:"), "\(served)")
}

@Test func runDumpWritesTheRequestTheFullTraceAndTheDiff() throws {
    let folder = try temporaryFolder("dump")
    defer { try? FileManager.default.removeItem(at: folder) }
    let dump = folder.appendingPathComponent("new/dump")
    let (status, _) = try runCLI(["run", "--engine-command", wrongEngineCommand, "--dump", dump.path] + corpusOf(area: "hit-testing"))
    #expect(status == 1)
    func read(_ name: String) throws -> String { try String(contentsOf: dump.appendingPathComponent(name), encoding: .utf8) }
    let id = fixtureTheWrongEngineFails
    // The example engine speaks protocol 1: its request is the protocol-1 line it was sent.
    let request = try JSONParser.parse(try read("\(id).request.json"))
    #expect(request["fixture"] == nil && request["scenario"] != nil)
    let trace = try read("\(id).trace.txt")
    #expect(trace.hasPrefix("@0 touch 1 began (50,150)\nhitTest window\n"))
    #expect(trace.contains("\nhitTest B\n"), "the full trace, every channel")
    let result = try read("\(id).result.txt")
    #expect(result.hasPrefix("FAIL \(id) (\(id).json)\n  expectation 2 of 2 (absent)"))
    let written = try FileManager.default.contentsOfDirectory(atPath: dump.path)
    let skipped = try #require(corpus.files.first { $0.area == "hit-testing" && $0.fixture?.features != [.hitTesting] }?.fixture?.id)
    #expect(!written.contains { $0.hasPrefix(skipped + ".") }, "nothing for a skipped fixture")
    #expect(written.count % 3 == 0 && written.count > 3, "three files for each fixture that ran")

    // Against `serve` (protocol 2) the request names the fixture, and replays to the same trace.
    let served = folder.appendingPathComponent("served")
    let serve = "\(try cliExecutable().path) serve"
    let (passing, _) = try runCLI(
        ["run", "--engine-command", serve, "--filter", id, "--dump", served.path] + corpusOf(area: "hit-testing"))
    #expect(passing == 0)
    let line = served.appendingPathComponent("\(id).request.json")
    #expect(try JSONParser.parse(String(contentsOf: line, encoding: .utf8))["fixture"] == .string(id))
    let (replayed, answer) = try runShell(serve, input: line)
    #expect(replayed == 0)
    let response = try JSONParser.parse(String(answer.split(separator: "\n")[1]))
    let servedTrace = try String(contentsOf: served.appendingPathComponent("\(id).trace.txt"), encoding: .utf8)
    #expect(response["trace"] == .array(servedTrace.split(separator: "\n").map { .string(String($0)) }))
}

@Test func theJSONResultsConformToTheirSchema() throws {
    let folder = try temporaryFolder("json")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = try JSONParser.parse(String(contentsOf: repository.appendingPathComponent("Specs/results.schema.json"), encoding: .utf8))
    let validator = JSONSchemaSubset(root: schema)
    let hang = #"echo '{"protocol":2,"engine":"mute","version":"0","features":["hit-testing"]}'; sleep 60"#
    let runs: [(name: String, arguments: [String])] = [
        ("wrong", ["--engine-command", wrongEngineCommand] + corpusOf(area: "hit-testing")),
        (
            "garbage",
            [
                "--engine-command", "python3 Tests/EngineDoubles/misbehaving_engine.py garbage \(try cliExecutable().path)", "--area",
                "windows",
            ]
        ),
        ("mute", ["--engine-command", hang, "--timeout", "1", "--max-timeouts", "1", "--area", "hit-testing"]),
    ]
    var statuses: Set<String> = []
    for run in runs {
        let path = folder.appendingPathComponent("\(run.name).json").path
        _ = try runCLI(["run", "--json", path] + run.arguments)
        let document = try JSONParser.parse(String(contentsOfFile: path, encoding: .utf8))
        #expect(validator.problems(document).isEmpty, "\(run.name): \(validator.problems(document).prefix(5))")
        if case .array(let results)? = document["results"] {
            for case .string(let status)? in results.map({ $0["status"] }) { statuses.insert(status) }
        }
    }
    #expect(statuses.isSuperset(of: ["PASS", "FAIL", "SKIP", "ERROR", "TIMEOUT"]), "\(statuses)")
    // The validator is not lenient: an unknown key and a wrong type are both caught.
    let wrong = JSONValue.object([JSONMember("suite", .string("2.0.0")), JSONMember("colour", .string("red"))])
    let problems = validator.problems(wrong)
    #expect(problems.contains("$.suite: expected object") && problems.contains("$: unexpected key colour"), "\(problems)")
}

@Test func aReproLineRunsAsPastedWithTheSameCorpusRulesAndEngine() throws {
    let (_, output) = try runCLI([
        "run", "--engine-command", wrongEngineCommand, "--fixtures", "Fixtures", "--specs", "Specs", "--area", "hit-testing",
    ])
    let line = try #require(output.split(separator: "\n").first { $0.contains("repro:") && $0.contains(fixtureTheWrongEngineFails) })
    let repro = String(line.drop { $0 != ":" }.dropFirst(2))
    #expect(repro.hasPrefix(try cliExecutable().path + " explain \(fixtureTheWrongEngineFails) "))
    #expect(repro.hasSuffix("--fixtures Fixtures --specs Specs --engine-command 'python3 Examples/python-hit-testing/engine.py --wrong'"))
    let (status, explained) = try runShell(repro)
    #expect(status == 1)
    #expect(explained.contains("result against python-hit-testing 1.0: FAIL"))
}

@Test func aFuzzReplayLineKeepsTheEngine() throws {
    let folder = try temporaryFolder("fuzz")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, output) = try runCLI(["fuzz", "--engine-command", wrongEngineCommand, "--count", "10", "--out", folder.path])
    #expect(status == 1)
    let replays = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
        $0.hasPrefix("replay: ") || $0.contains(" fuzz --replay ")
    }
    #expect(replays.count >= 2)
    for replay in replays.prefix(2) {
        let line = replay.hasPrefix("replay: ") ? String(replay.dropFirst("replay: ".count)) : replay
        #expect(line.hasSuffix("--engine-command 'python3 Examples/python-hit-testing/engine.py --wrong'"), "\(line)")
        let (replayed, text) = try runShell(line)
        // The reference engine alone passes every case: a finding shows the replay ran the engine.
        #expect(replayed == 1 && (text.contains("DIFFERENCE") || text.contains("VIOLATION")), "\(line): \(text)")
    }
}
